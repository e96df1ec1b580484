import type { FastifyInstance, FastifyRequest } from 'fastify';
import { arrayContains, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { optionsQuerySchema, POST_AUTHORS_PATH, postsContract, slugify, type PublishState } from '@harmony/shared';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { qualified } from '../../db/performance/lookup.js';
import { posts, users } from '../../db/schema.js';
import { pageMeta } from '../../lib/crud/envelope.js';
import { registerCrud } from '../../lib/crud/register-crud.js';
import { foldedSearch, optionRows } from '../../lib/crud/tree-repository.js';
import { fromContract } from '../../lib/crud/resource.js';
import { FieldErrorsOf } from '../../lib/field-errors.js';
import { isImageFile } from '../../lib/files/images.js';
import { sanitizeRichText } from '../../lib/html/sanitize.js';
import { freeSlug, slugTaken } from '../../lib/slugs.js';
import { personName } from '../../lib/sql.js';
import { publishingTimes, stateCondition, stateOf } from '../../lib/publishing.js';

type Row = Record<string, unknown>;
const { labels } = postsContract;
const slugs = { table: posts, id: posts.id, slug: posts.slug };

const authorName = qualified(sql<string | null>`(select ${personName(users)} from ${users} where ${users.id} = ${posts.authorId})`).as('author_name');
const state = qualified(stateOf(posts)).as('state');
const { content, ...listed } = getTableColumns(posts);

/** The list and export: no content, with the author's name and the state now. */
const listView = (db: DbOrTx) => db.select({ ...listed, authorName, state }).from(posts).$dynamic();
/** One post: everything. */
const itemView = (db: DbOrTx) => db.select({ ...listed, content, authorName, state }).from(posts).$dynamic();

/**
 * A write's checks and derived fields (before hooks): the cover is a library image, the author a user (the
 * creator when none is chosen), a typed slug is free and an empty one comes from the title, publishing now
 * without a time starts now, and the content is sanitised.
 */
async function prepare(tx: DbOrTx, input: Row, req: FastifyRequest, before?: Row): Promise<void> {
  const errors = new FieldErrorsOf(req, labels!);
  const own = before?.id as number | undefined;
  if (input.cover_image_id != null && !(await isImageFile(tx, input.cover_image_id as number))) errors.rule('cover_image_id', 'in');
  if (input.author_id == null && !before) input.author_id = req.user?.id ?? null;
  if (input.author_id != null) {
    const [author] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.author_id as number)).limit(1);
    if (!author) errors.rule('author_id', 'in');
  }
  if (input.slug && await slugTaken(tx, slugs, input.slug as string, own)) errors.rule('slug', 'unique');
  errors.throwIfAny();
  if (!input.slug) input.slug = await freeSlug(tx, slugs, slugify(input.title as string), 'wpis', own);
  publishingTimes(input);
  input.content = sanitizeRichText((input.content as string | undefined) ?? '');
}

/**
 * Posts (/posty, issue 26): the engine's CRUD with delete and undo and a version of every save (lib/crud/
 * versions.ts: list, compare, restore); searched by title and excerpt, filtered by state now, category, tag
 * and author. The public API (modules/public-content) serves only the live ones.
 */
export default async function postRoutes(app: FastifyInstance) {
  registerCrud(app, {
    ...fromContract(postsContract),
    table: posts,
    view: itemView,
    listView,
    versions: true,
    sortColumns: { id: posts.id, title: posts.title, publish_at: posts.publishAt, updated_at: posts.updatedAt, created_at: posts.createdAt },
    searchColumns: [posts.title, posts.excerpt],
    filters: (q): (SQL | undefined)[] => [
      stateCondition(posts, q.state as PublishState | undefined),
      q.category ? arrayContains(posts.categories, [q.category as string]) : undefined,
      q.tag ? arrayContains(posts.tags, [q.tag as string]) : undefined,
      q.author_id ? eq(posts.authorId, q.author_id as number) : undefined,
    ],
    uniqueFields: { posts_slug_idx: 'slug' },
    optionLabel: posts.title,
    beforeCreate: (tx, input, req) => prepare(tx, input, req),
    beforeUpdate: (tx, before, input, req) => prepare(tx, input, req, before),
  }, { options: true });

  /** The author picker (GET /api/posts/authors/options): active users by name, for whoever may list posts. */
  app.get(`${POST_AUTHORS_PATH}/options`, { config: { permission: postsContract.permission }, schema: { querystring: optionsQuerySchema } }, async (req) => {
    const q = req.query as z.output<typeof optionsQuerySchema>;
    const label = personName(users);
    const { rows, total, more } = await optionRows(app.db, users, {
      label, ids: q.ids, page: q.page, perPage: q.per_page, where: [eq(users.active, true), foldedSearch([users.firstName, users.lastName, label], q.search)],
    });
    return { data: rows, meta: pageMeta(total, q, { more, rows: rows.length }) };
  });
}
