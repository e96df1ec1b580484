import { and, asc, eq } from 'drizzle-orm';
import { publicMediaPath } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { galleries, galleryItems, sliders, slides } from '../../db/schema.js';
import { inWindow, nextWindowChange } from '../../lib/publishing.js';
import { publicImages } from './images.js';

/** A gallery (by its slug or id) with its images in order (public URLs), or null. */
export async function publicGallery(db: DbOrTx, by: { slug: string } | { id: number }) {
  const [gallery] = await db.select().from(galleries).where('slug' in by ? eq(galleries.slug, by.slug) : eq(galleries.id, by.id)).limit(1);
  if (!gallery) return null;
  const items = await db.select().from(galleryItems).where(eq(galleryItems.galleryId, gallery.id)).orderBy(asc(galleryItems.position), asc(galleryItems.id));
  const images = await publicImages(db, items.map((i) => i.fileId));
  return {
    name: gallery.name, slug: gallery.slug, description: gallery.description,
    items: items.map((i) => ({ url: publicMediaPath(i.fileId), image: images.get(i.fileId) ?? null, caption: i.caption, alt: i.alt, link: i.link })),
  };
}

/**
 * A slider (by its slug or id) with the slides shown now, in order, or null; `next`: when that set next changes
 * (the soonest start or end still to come), for the cache.
 */
export async function publicSlider(db: DbOrTx, by: { slug: string } | { id: number }) {
  const [slider] = await db.select().from(sliders).where('slug' in by ? eq(sliders.slug, by.slug) : eq(sliders.id, by.id)).limit(1);
  if (!slider) return null;
  const [shown, next] = await Promise.all([
    db.select().from(slides).where(and(eq(slides.sliderId, slider.id), inWindow(slides.activeFrom, slides.activeTo))).orderBy(asc(slides.position), asc(slides.id)),
    nextWindowChange(db, slides, slides.activeFrom, slides.activeTo, eq(slides.sliderId, slider.id)),
  ]);
  const images = await publicImages(db, shown.flatMap((s) => [s.fileId, s.mobileFileId]));
  return {
    slider: {
      name: slider.name, slug: slider.slug,
      slides: shown.map((s) => ({
        url: publicMediaPath(s.fileId), mobile_url: s.mobileFileId ? publicMediaPath(s.mobileFileId) : null,
        image: images.get(s.fileId) ?? null, mobile_image: (s.mobileFileId && images.get(s.mobileFileId)) || null,
        title: s.title, alt: s.alt, link: s.link,
      })),
    },
    next,
  };
}
