import { describe, expect, it } from 'vitest';
import { asc, inArray } from 'drizzle-orm';
import { pageInput } from '@harmony/shared';
import { files, pages, pageSections } from '../../../src/db/schema.js';
import { seedContentPages } from '../../../src/db/seed/content/pages.js';
import { seedContentGalleries } from '../../../src/db/seed/content/galleries.js';
import { withApp } from '../../helpers/index.js';

/** The demo site's pages: 8 valid pages (7 live, 1 draft), two under "Oferta", every section kind used (a slider first on the home page). */
const t = withApp();

describe('seedContentPages', () => {
  it('seeds 8 pages with sections the API would accept', async () => {
    const pictures = (await t.db.insert(files).values([1, 2].map((n) => ({ originalName: `s${n}.png`, storageKey: `test/pages-${n}-${Math.random()}`, mime: 'image/png', size: 10 })))
      .returning({ id: files.id })).map((f) => f.id);
    const { galleryIds: [galleryId], sliderIds: [sliderId] } = await seedContentGalleries(t.db, pictures);
    const ids = await seedContentPages(t.db, { authorId: null, imageFileIds: pictures, galleryId, sliderId });
    const rows = await t.db.select().from(pages).where(inArray(pages.id, ids));
    expect(rows).toHaveLength(8);
    expect(rows.filter((p) => p.status === 'draft')).toHaveLength(1);
    const offer = rows.find((p) => p.title === 'Oferta')!;
    expect(rows.filter((p) => p.parentId === offer.id).map((p) => p.title).sort()).toEqual(['Sklepy internetowe', 'Strony internetowe']);
    const sections = await t.db.select().from(pageSections).where(inArray(pageSections.pageId, ids)).orderBy(asc(pageSections.pageId), asc(pageSections.position));
    expect(new Set(sections.map((s) => s.kind))).toEqual(new Set(['text', 'image', 'cta', 'columns', 'gallery', 'slider']));
    const home = rows.find((p) => p.title === 'Strona główna')!;
    expect(sections.find((s) => s.pageId === home.id && s.position === 0)).toMatchObject({ kind: 'slider', data: { slider_id: sliderId } });
    for (const p of rows) {
      const own = sections.filter((s) => s.pageId === p.id).map((s) => ({ kind: s.kind, data: s.data }));
      expect(own.length).toBeGreaterThanOrEqual(2);
      const parsed = pageInput.safeParse({ title: p.title, slug: p.slug, category: p.category, seo_title: p.seoTitle, seo_description: p.seoDescription,
        status: p.status, publish_at: p.publishAt?.toISOString() ?? null, sections: own });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
  });
});
