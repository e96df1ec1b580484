import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asc, eq, getTableColumns, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { imageRefInput, REALIZATION_IMAGES_MAX, realizationCategoriesPath, realizationsContract, slugify, type ImageRef } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { qualified } from '../../db/performance/lookup.js';
import { realizationImages, realizations } from '../../db/schema.js';
import { registerCrud } from '../../lib/crud/register-crud.js';
import { fromContract } from '../../lib/crud/resource.js';
import { FieldErrorsOf } from '../../lib/field-errors.js';
import { checkImageList } from '../../lib/files/images.js';
import { sanitizeRichText } from '../../lib/html/sanitize.js';
import { freeSlug, slugTaken } from '../../lib/slugs.js';

type Row = Record<string, unknown>;
const { labels, permission } = realizationsContract;
const slugs = { table: realizations, id: realizations.id, slug: realizations.slug };

// qualified: a one-table select leaves its columns unqualified, and a bare "id" in the subquery would be the image's.
const mainImageId = qualified(sql<number | null>`(select ri.file_id::int from ${realizationImages} ri
  where ri.realization_id = ${realizations.id} and ri.main limit 1)`).as('main_image_id');
const { description, ...listed } = getTableColumns(realizations);

/** The list and export: no description, with the main image for the thumbnail. */
const listView = (db: DbOrTx) => db.select({ ...listed, mainImageId }).from(realizations).$dynamic();
/** One realization: everything. */
const itemView = (db: DbOrTx) => db.select({ ...listed, description, mainImageId }).from(realizations).$dynamic();

/**
 * A write's checks and derived fields (before hooks): the images are library images (one main), a typed slug
 * is free (told with the field's label; the unique index stays for a race), an empty one is made from the
 * title, and the description is sanitised.
 */
async function prepare(tx: DbOrTx, input: Row, req: FastifyRequest, before?: Row): Promise<void> {
  const errors = new FieldErrorsOf(req, labels!);
  const own = before?.id as number | undefined;
  if (Array.isArray(input.images)) input.images = await checkImageList(tx, input.images as ImageRef[], (field, rule, ...args) => errors.rule(field, rule, ...args));
  if (input.slug && await slugTaken(tx, slugs, input.slug as string, own)) errors.rule('slug', 'unique');
  errors.throwIfAny();
  if (!input.slug) input.slug = await freeSlug(tx, slugs, slugify(input.title as string), 'realizacja', own);
  input.description = sanitizeRichText((input.description as string | undefined) ?? '');
}

/**
 * Realizations (/realizacje, issue 26): the engine's CRUD with delete and undo, the ordered images as a child
 * collection, searched by title, client, category and town, filtered by category and whether the realization
 * has a place on the map (the map screen reads that list). Its menu section ships disabled (seed section 1).
 */
export default async function realizationRoutes(app: FastifyInstance) {
  registerCrud(app, {
    ...fromContract(realizationsContract),
    table: realizations,
    view: itemView,
    listView,
    sortColumns: {
      id: realizations.id, title: realizations.title, client: realizations.client, category: realizations.category,
      completed_on: realizations.completedOn, created_at: realizations.createdAt,
    },
    searchColumns: [realizations.title, realizations.client, realizations.category, realizations.city],
    filters: (q): (SQL | undefined)[] => [
      q.category ? eq(realizations.category, q.category as string) : undefined,
      q.on_map === 'true' ? isNotNull(realizations.latitude) : q.on_map === 'false' ? isNull(realizations.latitude) : undefined,
    ],
    uniqueFields: { realizations_slug_idx: 'slug' },
    children: [{
      name: 'images', table: realizationImages, parentKey: realizationImages.realizationId, position: realizationImages.position,
      schema: imageRefInput, max: REALIZATION_IMAGES_MAX,
    }],
    optionLabel: realizations.title,
    beforeCreate: (tx, input, req) => prepare(tx, input, req),
    beforeUpdate: (tx, before, input, req) => prepare(tx, input, req, before),
  }, { options: true });

  /** The categories in use, alphabetically: the list's filter and the form's suggestions. */
  app.get(realizationCategoriesPath, { config: { permission } }, async () => {
    const rows = await app.db.selectDistinct({ category: realizations.category }).from(realizations)
      .where(ne(realizations.category, '')).orderBy(asc(realizations.category));
    return { data: rows.map((r) => r.category) };
  });
}
