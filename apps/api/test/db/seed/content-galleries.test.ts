import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { files, galleryItems, slides } from '../../../src/db/schema.js';
import { seedContentGalleries } from '../../../src/db/seed/content/galleries.js';
import { withApp } from '../../helpers/index.js';

/** The demo galleries and sliders: 3 galleries of 4–6 pictures, 2 sliders with slides in and out of their dates. */
const t = withApp();

describe('seedContentGalleries', () => {
  it('seeds 3 galleries and 2 sliders from the library pictures', async () => {
    const pictures = (await t.db.insert(files).values([1, 2, 3].map((n) => ({ originalName: `g${n}.png`, storageKey: `test/galleries-${n}-${Math.random()}`, mime: 'image/png', size: 10 })))
      .returning({ id: files.id })).map((f) => f.id);
    const now = Date.now();
    const { galleryIds, sliderIds } = await seedContentGalleries(t.db, pictures, now);
    const items = await t.db.select().from(galleryItems).where(inArray(galleryItems.galleryId, galleryIds));
    expect(galleryIds.map((id) => items.filter((i) => i.galleryId === id).length)).toEqual([4, 5, 6]);
    expect(items.every((i) => pictures.includes(i.fileId))).toBe(true);
    const shown = (await t.db.select().from(slides).where(inArray(slides.sliderId, sliderIds)))
      .filter((s) => (!s.activeFrom || s.activeFrom.getTime() <= now) && (!s.activeTo || s.activeTo.getTime() > now));
    expect(sliderIds.map((id) => shown.filter((s) => s.sliderId === id).length)).toEqual([2, 1]);
  });
});
