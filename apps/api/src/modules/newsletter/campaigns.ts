import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  campaignCancelPath, campaignDetailRead, campaignSendPath, campaignsContract, campaignWritten, warsawDateTime, type CampaignListQuery,
} from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { mails, newsletterCampaigns } from '../../db/schema.js';
import { logActivity } from '../../lib/activity.js';
import { crudContext } from '../../lib/crud/context.js';
import { bulkDeleteRoute, deleteRoute } from '../../lib/crud/delete-routes.js';
import { listRoute } from '../../lib/crud/list-routes.js';
import { createRoute, updateRoute } from '../../lib/crud/record-routes.js';
import { fromContract, type ListQuery } from '../../lib/crud/resource.js';
import { sanitizeRichText } from '../../lib/html/sanitize.js';
import { ApiError } from '../../lib/http-errors.js';
import { fieldErrors, validationError } from '../../lib/validate.js';
import { queueCampaign } from './queue.js';
import { listOrRefuse } from './subscribers.js';
import { campaignFilters, campaignSortColumns, campaignView, linksOf, serializeCampaign } from './views.js';

type Row = Record<string, unknown>;
const LABELS = campaignsContract.labels;

/** Only a draft is written, deleted or queued: what is on the queue is the mail's (cancel it first). */
async function draftOnly(tx: DbOrTx, row: Row) {
  const [state] = await tx.select({ mailId: newsletterCampaigns.mailId }).from(newsletterCampaigns).where(sql`${newsletterCampaigns.id} = ${row.id as number}`).for('update');
  if (state?.mailId) throw new ApiError(409, 'newsletter.notDraft');
}

const prepared = async (tx: DbOrTx, input: Row, req: FastifyRequest) => {
  await listOrRefuse(tx, req, input.list_id as number, LABELS);
  if (typeof input.content === 'string') input.content = sanitizeRichText(input.content);
  input.scheduled_at = input.scheduled_at ? new Date(input.scheduled_at as string) : null;
};

/**
 * Campaigns (/newsletter/kampanie): the engine's list (state and figures read from the campaign's mail and clicks,
 * filtered by state and list), create, update and delete (with undo) while a draft; one campaign with its links'
 * clicks; send (queued at its time or now: queue.ts) and cancel (back to a draft while nothing of it went out).
 */
export default async function campaignRoutes(app: FastifyInstance) {
  const c = crudContext(app, {
    ...fromContract(campaignsContract),
    table: newsletterCampaigns,
    view: campaignView,
    serialize: serializeCampaign,
    sortColumns: campaignSortColumns,
    searchColumns: [newsletterCampaigns.subject],
    filters: (q: ListQuery) => campaignFilters(q as unknown as CampaignListQuery),
    beforeCreate: async (tx, input, req) => {
      await prepared(tx, input, req);
      input.created_by = req.user!.id;
    },
    beforeUpdate: async (tx, before, input, req) => {
      await draftOnly(tx, before);
      await prepared(tx, input, req);
    },
    beforeDelete: (tx, row) => draftOnly(tx, row),
    // The activity log keeps what was written, not the figures of the moment.
    logShape: (r) => ({ subject: r.subject, content: r.content, list_id: r.list_id, scheduled_at: r.scheduled_at }),
  });
  listRoute(app, c);
  createRoute(app, c);
  updateRoute(app, c);
  deleteRoute(app, c);
  bulkDeleteRoute(app, c);

  const detail = async (db: DbOrTx, req: FastifyRequest) => {
    const row = serializeCampaign(await c.load(req, db, campaignView));
    return { ...row, links: await linksOf(db, row.id as number) };
  };
  app.get(campaignsContract.itemRoute, { config: c.access('listowanie'), schema: { params: c.idParams, response: { 200: campaignDetailRead } } },
    async (req) => detail(app.db, req));

  app.post(campaignSendPath(':id'), { config: c.access('edycja'), schema: { params: c.idParams, response: { 200: campaignWritten } } }, async (req) => {
    const { data, count, at } = await c.write(req, async (tx) => {
      const row = await c.load(req, tx);
      await draftOnly(tx, row);
      const list = await listOrRefuse(tx, req, row.listId as number, LABELS);
      const queued = await queueCampaign(tx, app.config.appUrl, row as never, list, req.user!.id);
      if (!queued.count) throw validationError(fieldErrors([{ path: ['list_id'], message: 'newsletter.noSubscribers' }], req, LABELS));
      await logActivity(tx, req, { action: 'update', subjectType: campaignsContract.name, subjectId: row.id as number, after: { queued: queued.count, mail_id: queued.mailId } });
      return { ...queued, data: await detail(tx, req) };
    });
    const message = at ? req.t('newsletter.campaignScheduled', { at: warsawDateTime(at), count }) : req.t('newsletter.campaignQueued', { count });
    return { message, data };
  });

  app.post(campaignCancelPath(':id'), { config: c.access('edycja'), schema: { params: c.idParams, response: { 200: campaignWritten } } }, async (req) => {
    const data = await c.write(req, async (tx) => {
      const row = await c.load(req, tx);
      const mailId = row.mailId as number | null;
      if (!mailId) throw new ApiError(409, 'newsletter.notCancellable');
      // Locked, so no worker claims one meanwhile (its claim skips locked rows); any already touched: too late.
      const found = await tx.execute(sql`with held as (select status, attempts from mail_recipients where mail_id = ${mailId} for update)
        select count(*) filter (where status <> 'queued' or attempts > 0)::int as started from held`);
      if ((found as unknown as { rows: { started: number }[] }).rows[0]!.started > 0) throw new ApiError(409, 'newsletter.notCancellable');
      await tx.delete(mails).where(sql`${mails.id} = ${mailId}`);
      await tx.update(newsletterCampaigns).set({ status: 'draft', mailId: null, queuedAt: null, updatedAt: new Date() }).where(sql`${newsletterCampaigns.id} = ${row.id as number}`);
      await logActivity(tx, req, { action: 'cancel', subjectType: campaignsContract.name, subjectId: row.id as number, before: { mail_id: mailId } });
      return detail(tx, req);
    });
    return { message: req.t('newsletter.campaignCancelled'), data };
  });
}
