import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { newsletterListsContract } from '@harmony/shared';
import { newsletterCampaigns, newsletterLists } from '../../db/schema.js';
import { logActivity } from '../../lib/activity.js';
import { crudContext } from '../../lib/crud/context.js';
import { listRoute, optionsRoute } from '../../lib/crud/list-routes.js';
import { createRoute, getRoute, updateRoute } from '../../lib/crud/record-routes.js';
import { fromContract } from '../../lib/crud/resource.js';
import { sanitizeRichText } from '../../lib/html/sanitize.js';
import { ApiError } from '../../lib/http-errors.js';
import { listSortColumns, listView } from './views.js';

type Row = Record<string, unknown>;
const cleanWelcome = async (_tx: unknown, input: Row) => {
  if (typeof input.welcome_content === 'string') input.welcome_content = sanitizeRichText(input.welcome_content);
};

/**
 * The lists (/newsletter): the engine's list (with each list's subscribers counted by status), one list, create,
 * update and the campaign form's picker. Deleting is its own: a list goes with its subscribers for good (an undo
 * copy of a hundred thousand rows is no undo), and not while it has campaigns (their figures would go with it).
 */
export default async function newsletterListRoutes(app: FastifyInstance) {
  const c = crudContext(app, {
    ...fromContract(newsletterListsContract),
    table: newsletterLists,
    view: listView,
    sortColumns: listSortColumns,
    searchColumns: [newsletterLists.name, newsletterLists.description],
    uniqueFields: { newsletter_lists_name_unique: 'name' },
    beforeCreate: cleanWelcome,
    beforeUpdate: (tx, _before, input) => cleanWelcome(tx, input),
  });
  listRoute(app, c);
  optionsRoute(app, c);
  getRoute(app, c);
  createRoute(app, c);
  updateRoute(app, c);

  app.delete(newsletterListsContract.itemRoute, { config: c.access('usuwanie'), schema: { params: c.idParams } }, async (req) => {
    const id = await c.write(req, async (tx) => {
      const row = await c.load(req, tx);
      const [used] = await tx.select({ n: sql<number>`count(*)::int` }).from(newsletterCampaigns).where(sql`${newsletterCampaigns.listId} = ${row.id as number}`);
      if (used!.n > 0) throw new ApiError(422, 'newsletter.listHasCampaigns');
      const before = await c.logged(tx, row);
      await tx.delete(newsletterLists).where(sql`${newsletterLists.id} = ${row.id as number}`);
      await logActivity(tx, req, { action: 'delete', subjectType: newsletterListsContract.name, subjectId: row.id as number, before });
      return row.id as number;
    });
    return { id, message: req.t('newsletter.listDeleted') };
  });
}
