import { sql } from 'drizzle-orm';
import { FILE_USAGES_LIMIT, type FileUsage } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import {
  galleries, galleryItems, pages, pageSections, popups, posts, productImages, products, realizationImages, realizations, sliders, slides,
} from '../../db/schema.js';

/**
 * Where a library file is shown (at most `limit` records, by kind): a product's or realization's images, a post's
 * cover, a page's image section, a gallery's items, a slider's slides (desktop or phone image), a pop-up's image.
 * The foreign keys refuse deleting such a file; a page section names its file inside its data, with no key, so
 * only this lookup keeps the page from losing its image.
 */
export async function fileUsages(db: DbOrTx, id: number, limit = FILE_USAGES_LIMIT): Promise<FileUsage[]> {
  const found = await db.execute(sql`
    (select distinct 'products' as kind, p.id::int as id, p.name as name from ${productImages} pi join ${products} p on p.id = pi.product_id where pi.file_id = ${id})
    union all (select distinct 'realizations', r.id::int, r.title from ${realizationImages} ri join ${realizations} r on r.id = ri.realization_id where ri.file_id = ${id})
    union all (select 'posts', p.id::int, p.title from ${posts} p where p.cover_image_id = ${id})
    union all (select distinct 'pages', p.id::int, p.title from ${pageSections} s join ${pages} p on p.id = s.page_id
      where s.kind = 'image' and s.data->>'file_id' = ${String(id)})
    union all (select distinct 'galleries', g.id::int, g.name from ${galleryItems} gi join ${galleries} g on g.id = gi.gallery_id where gi.file_id = ${id})
    union all (select distinct 'sliders', s.id::int, s.name from ${slides} sl join ${sliders} s on s.id = sl.slider_id
      where sl.file_id = ${id} or sl.mobile_file_id = ${id})
    union all (select 'popups', p.id::int, p.name from ${popups} p where p.image_id = ${id})
    limit ${limit}`);
  return (found as unknown as { rows: FileUsage[] }).rows.map((u) => ({ kind: u.kind, id: Number(u.id), name: u.name }));
}
