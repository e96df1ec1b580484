import { and, asc, eq } from 'drizzle-orm';
import { FORM_EMBED_SCRIPT_PATH, formFramePath, publicMediaPath, type PageSection, type PublicImage } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { forms, pages, pageSections } from '../../db/schema.js';
import { isLive } from '../../lib/publishing.js';
import { publicGallery, publicSlider } from './media-sets.js';
import { publicImages } from './images.js';

/**
 * A section as the website gets it, with when it next changes by a schedule: an image section names its image's
 * public URL and the image as a website gets it (PublicImage); a gallery or slider section carries its images
 * (a slider's shown now; a missing one, none); a form section what the embed script needs (a form switched off, nothing).
 */
async function publicSection(db: DbOrTx, section: PageSection, images: Map<number, PublicImage>): Promise<{ section: unknown; next: Date | null }> {
  switch (section.kind) {
    case 'image': {
      const image = images.get(section.data.file_id) ?? null;
      return { section: { kind: 'image', data: { ...section.data, url: publicMediaPath(section.data.file_id), image } }, next: null };
    }
    case 'gallery': return { section: { kind: 'gallery', data: { ...section.data, gallery: await publicGallery(db, { id: section.data.gallery_id }) } }, next: null };
    case 'slider': {
      const found = await publicSlider(db, { id: section.data.slider_id });
      return { section: { kind: 'slider', data: { ...section.data, slider: found?.slider ?? null } }, next: found?.next ?? null };
    }
    case 'form': {
      // What a website needs to show it: the form's UUID for the embed script (or the iframe); none when it is off.
      const [form] = await db.select({ uuid: forms.uuid, name: forms.name }).from(forms).where(and(eq(forms.id, section.data.form_id), eq(forms.active, true))).limit(1);
      const embed = form ? { uuid: form.uuid, name: form.name, script: FORM_EMBED_SCRIPT_PATH, frame_pl: formFramePath(form.uuid, 'pl'), frame_en: formFramePath(form.uuid, 'en') } : null;
      return { section: { kind: 'form', data: { ...section.data, form: embed } }, next: null };
    }
    default: return { section, next: null };
  }
}

/** One live page by its slug with its sections in order, or null; `ends`: when it stops being live. */
export async function livePage(db: DbOrTx, slug: string) {
  const [page] = await db.select().from(pages).where(and(eq(pages.slug, slug), isLive(pages))).limit(1);
  if (!page) return null;
  const sections = await db.select({ kind: pageSections.kind, data: pageSections.data }).from(pageSections)
    .where(eq(pageSections.pageId, page.id)).orderBy(asc(pageSections.position), asc(pageSections.id));
  // Every image section's image in one go.
  const images = await publicImages(db, (sections as PageSection[]).map((s) => (s.kind === 'image' ? s.data.file_id : null)));
  const shown = await Promise.all(sections.map((s) => publicSection(db, s as PageSection, images)));
  const changes = [page.unpublishAt, ...shown.map((s) => s.next)].filter((t): t is Date => t instanceof Date).map((t) => t.getTime());
  return {
    page: {
      title: page.title, slug: page.slug, seo_title: page.seoTitle || page.title, seo_description: page.seoDescription,
      sections: shown.map((s) => s.section), published_at: (page.publishAt ?? page.createdAt).toISOString(),
    },
    /** When the answer next changes by a schedule: the page's end, or a slider's next start or end. */
    ends: changes.length ? new Date(Math.min(...changes)) : null,
  };
}
