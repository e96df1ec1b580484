import type { FastifyInstance } from 'fastify';
import { getTableColumns, sql } from 'drizzle-orm';
import { galleriesContract, GALLERY_ITEMS_MAX, galleryItemInput, slideInput, SLIDES_MAX, slidersContract } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { qualified } from '../../db/performance/lookup.js';
import { galleries, galleryItems, sliders, slides } from '../../db/schema.js';
import { registerCrud } from '../../lib/crud/register-crud.js';
import { fromContract } from '../../lib/crud/resource.js';
import { prepareMediaSet } from './prepare.js';

// qualified: a one-table select leaves its columns unqualified, and a bare "id" in a subquery would be the row's.
const galleryView = (db: DbOrTx) => db.select({
  ...getTableColumns(galleries),
  itemsCount: qualified(sql<number>`(select count(*)::int from ${galleryItems} gi where gi.gallery_id = ${galleries.id})`).as('items_count'),
  coverFileId: qualified(sql<number | null>`(select gi.file_id::int from ${galleryItems} gi where gi.gallery_id = ${galleries.id}
    order by gi.position, gi.id limit 1)`).as('cover_file_id'),
}).from(galleries).$dynamic();

const sliderView = (db: DbOrTx) => db.select({
  ...getTableColumns(sliders),
  slidesCount: qualified(sql<number>`(select count(*)::int from ${slides} s where s.slider_id = ${sliders.id})`).as('slides_count'),
  activeCount: qualified(sql<number>`(select count(*)::int from ${slides} s where s.slider_id = ${sliders.id}
    and (s.active_from is null or s.active_from <= now()) and (s.active_to is null or s.active_to > now()))`).as('active_count'),
  coverFileId: qualified(sql<number | null>`(select s.file_id::int from ${slides} s where s.slider_id = ${sliders.id}
    order by s.position, s.id limit 1)`).as('cover_file_id'),
}).from(sliders).$dynamic();

/**
 * Galleries (/galerie) and sliders (/slidery), issue 26: the engine's CRUD with delete and undo, their images
 * as ordered child rows checked against the media library (prepare.ts), searched by name and slug. The public
 * API (modules/public-content) serves a gallery, and a slider's slides shown now.
 */
export default async function galleryRoutes(app: FastifyInstance) {
  const gallerySlugs = { table: galleries, id: galleries.id, slug: galleries.slug };
  const galleryChecks = { labels: galleriesContract.labels!, slugs: gallerySlugs, fallback: 'galeria', rows: 'items', imageFields: ['file_id'] };
  registerCrud(app, {
    ...fromContract(galleriesContract),
    table: galleries,
    view: galleryView,
    sortColumns: { id: galleries.id, name: galleries.name, updated_at: galleries.updatedAt },
    searchColumns: [galleries.name, galleries.slug],
    uniqueFields: { galleries_slug_idx: 'slug' },
    children: [{ name: 'items', table: galleryItems, parentKey: galleryItems.galleryId, position: galleryItems.position, schema: galleryItemInput, max: GALLERY_ITEMS_MAX }],
    optionLabel: galleries.name,
    beforeCreate: (tx, input, req) => prepareMediaSet(tx, input, req, galleryChecks),
    beforeUpdate: (tx, before, input, req) => prepareMediaSet(tx, input, req, galleryChecks, before),
  }, { options: true });

  const sliderSlugs = { table: sliders, id: sliders.id, slug: sliders.slug };
  const sliderChecks = { labels: slidersContract.labels!, slugs: sliderSlugs, fallback: 'slider', rows: 'slides', imageFields: ['file_id', 'mobile_file_id'] };
  registerCrud(app, {
    ...fromContract(slidersContract),
    table: sliders,
    view: sliderView,
    sortColumns: { id: sliders.id, name: sliders.name, updated_at: sliders.updatedAt },
    searchColumns: [sliders.name, sliders.slug],
    uniqueFields: { sliders_slug_idx: 'slug' },
    children: [{ name: 'slides', table: slides, parentKey: slides.sliderId, position: slides.position, schema: slideInput, max: SLIDES_MAX }],
    optionLabel: sliders.name,
    beforeCreate: (tx, input, req) => prepareMediaSet(tx, input, req, sliderChecks),
    beforeUpdate: (tx, before, input, req) => prepareMediaSet(tx, input, req, sliderChecks, before),
  }, { options: true });
}
