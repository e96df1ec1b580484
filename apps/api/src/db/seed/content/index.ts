import type { DbOrTx } from '../../client.js';
import { seedContentContacts } from './contacts.js';
import { seedContentGalleries } from './galleries.js';
import { seedContentPages } from './pages.js';
import { seedContentPopups } from './popups.js';
import { seedContentPosts } from './posts.js';
import { seedContentRealizations } from './realizations.js';

/**
 * The demo website content (issue 26): so far 30 contacts and 15 realizations placed across Poland, 20 posts by
 * the administrator (`authorId`), 8 pages with sections, 3 galleries, 2 sliders and 2 pop-ups; the pictures are the
 * library's demo ones (`imageFileIds`; none in the API tests' template).
 */
export async function seedContentDemo(db: DbOrTx, opts: { imageFileIds: number[]; authorId: number; contactFormId?: number }): Promise<void> {
  await seedContentContacts(db);
  await seedContentRealizations(db, opts.imageFileIds);
  await seedContentPosts(db, opts);
  // The galleries first: the home page shows a slider and the realizations page a gallery.
  const sets = await seedContentGalleries(db, opts.imageFileIds);
  await seedContentPages(db, { ...opts, galleryId: sets.galleryIds[0], sliderId: sets.sliderIds[0], formId: opts.contactFormId });
  await seedContentPopups(db, opts.imageFileIds);
}
