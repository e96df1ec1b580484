import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { POPUP_PAGES_MAX, popupsContract, v, type PopupState } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { qualified } from '../../db/performance/lookup.js';
import { pages, popupPages, popups } from '../../db/schema.js';
import { registerCrud } from '../../lib/crud/register-crud.js';
import { fromContract } from '../../lib/crud/resource.js';
import { FieldErrorsOf } from '../../lib/field-errors.js';
import { isImageFile } from '../../lib/files/images.js';
import { sanitizeRichText } from '../../lib/html/sanitize.js';
import { popupState, popupStateCondition } from './state.js';

type Row = Record<string, unknown>;
const { labels } = popupsContract;

const state = qualified(popupState).as('state');
const pagesCount = qualified(sql<number>`(select count(*)::int from ${popupPages} pp where pp.popup_id = ${popups.id})`).as('pages_count');
const { content, ...listed } = getTableColumns(popups);

/** The list and export: no content, with the state now and how many pages it is limited to. */
const listView = (db: DbOrTx) => db.select({ ...listed, state, pagesCount }).from(popups).$dynamic();
/** One pop-up: everything. */
const itemView = (db: DbOrTx) => db.select({ ...listed, content, state, pagesCount }).from(popups).$dynamic();

/**
 * A write's checks and derived fields (before hooks): the image is a library image, the chosen pages exist (a
 * pop-up on every page keeps none), the dates are instants and the content is sanitised.
 */
async function prepare(tx: DbOrTx, input: Row, req: FastifyRequest): Promise<void> {
  const errors = new FieldErrorsOf(req, labels!);
  if (input.image_id != null && !(await isImageFile(tx, input.image_id as number))) errors.rule('image_id', 'in');
  if (input.all_pages) input.page_ids = [];
  const chosen = Array.isArray(input.page_ids) ? [...new Set(input.page_ids as number[])] : [];
  if (chosen.length) {
    const found = new Set((await tx.select({ id: pages.id }).from(pages).where(inArray(pages.id, chosen))).map((p) => p.id));
    const missing = (input.page_ids as number[]).findIndex((id) => !found.has(id));
    if (missing >= 0) errors.rule(`page_ids.${missing}`, 'in');
  }
  errors.throwIfAny();
  for (const key of ['active_from', 'active_to']) if (typeof input[key] === 'string') input[key] = new Date(input[key]);
  input.content = sanitizeRichText((input.content as string | undefined) ?? '');
}

/**
 * Pop-ups (/popupy, issue 26): the engine's CRUD with delete and undo, edited in a dialog on the list (the seed has
 * no edit screen); searched by name and title, filtered by state now and trigger, sorted by views and clicks.
 * The chosen pages are a set of page ids. The public API (modules/public-content/popups.ts) serves the ones
 * active for a page and counts their views and clicks.
 */
export default async function popupRoutes(app: FastifyInstance) {
  registerCrud(app, {
    ...fromContract(popupsContract),
    table: popups,
    view: itemView,
    listView,
    sortColumns: {
      id: popups.id, name: popups.name, views: popups.views, clicks: popups.clicks, active_from: popups.activeFrom, updated_at: popups.updatedAt,
    },
    searchColumns: [popups.name, popups.title],
    filters: (q): (SQL | undefined)[] => [
      popupStateCondition(q.state as PopupState | undefined),
      q.trigger ? eq(popups.trigger, q.trigger as string) : undefined,
    ],
    children: [{ name: 'page_ids', table: popupPages, parentKey: popupPages.popupId, value: popupPages.pageId, schema: v.id(), max: POPUP_PAGES_MAX }],
    optionLabel: popups.name,
    beforeCreate: (tx, input, req) => prepare(tx, input, req),
    beforeUpdate: (tx, _before, input, req) => prepare(tx, input, req),
  }, { options: true });
}
