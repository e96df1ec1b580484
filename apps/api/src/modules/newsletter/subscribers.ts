import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { encodeRule, subscribersContract, type Locale, type SubscriberListQuery } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { newsletterClicks, newsletterLists, newsletterSubscribers } from '../../db/schema.js';
import { registerCrud } from '../../lib/crud/register-crud.js';
import { fromContract, type ListQuery } from '../../lib/crud/resource.js';
import { fieldErrors, validationError } from '../../lib/validate.js';
import { dropQueued, sendConfirmations, type ListRef } from './queue.js';
import { serializeSubscriber, subscriberFilters } from './views.js';

type Row = Record<string, unknown>;
const LABELS = subscribersContract.labels;

/** The list a subscriber goes on, or a 422 on `list_id` (no such list). */
export async function listOrRefuse(tx: DbOrTx, req: FastifyRequest, id: number, labels = LABELS): Promise<ListRef & { welcomeSubject: string; welcomeContent: string }> {
  const [list] = await tx.select({
    id: newsletterLists.id, name: newsletterLists.name, lang: newsletterLists.lang,
    welcomeSubject: newsletterLists.welcomeSubject, welcomeContent: newsletterLists.welcomeContent,
  }).from(newsletterLists).where(sql`${newsletterLists.id} = ${id}`);
  if (!list) throw validationError(fieldErrors([{ path: ['list_id'], message: encodeRule('in') }], req, labels));
  return list;
}

/**
 * A list's subscribers (/newsletter/{id}/subskrybenci) on the engine: the list filtered by list and status with a
 * search, the CSV/XLSX export of that filter, one subscriber, add (pending, with the confirmation mail: double
 * opt-in holds for an address added by hand too), edit, delete with undo (their clicks relinked). Only the
 * subscriber confirms; a person may unsubscribe them, or ask them again (pending: a new confirmation).
 */
export default async function subscriberRoutes(app: FastifyInstance) {
  const appUrl = app.config.appUrl;
  registerCrud(app, {
    ...fromContract(subscribersContract),
    table: newsletterSubscribers,
    serialize: serializeSubscriber,
    sortColumns: {
      id: newsletterSubscribers.id, email: newsletterSubscribers.email, name: newsletterSubscribers.name, status: newsletterSubscribers.status,
      created_at: newsletterSubscribers.createdAt, confirmed_at: newsletterSubscribers.confirmedAt,
    },
    searchColumns: [newsletterSubscribers.email, newsletterSubscribers.name],
    filters: (q: ListQuery) => subscriberFilters(q as unknown as SubscriberListQuery),
    uniqueFields: { newsletter_subscribers_list_email_unique: 'email' },
    references: [{ name: 'clicks', table: newsletterClicks, column: newsletterClicks.subscriberId }],
    beforeCreate: async (tx, input, req) => {
      input.lang = (await listOrRefuse(tx, req, input.list_id as number)).lang;
    },
    afterCreate: async (tx, created, _input, req) => {
      const list = await listOrRefuse(tx, req, created.listId as number);
      await sendConfirmations(tx, appUrl, list, list.lang as Locale, sql`s.id = ${created.id as number}`, [created.email as string]);
    },
    beforeUpdate: async (tx, before, input, req) => {
      const from = before.status as string;
      const to = input.status as string;
      if (to === from) return;
      if (to === 'confirmed') throw validationError({ status: [req.t('newsletter.onlySubscriberConfirms')] });
      if (to === 'unsubscribed') {
        input.unsubscribed_at = new Date();
        await dropQueued(tx, sql`s.id = ${before.id as number}`);
      } else {
        Object.assign(input, { confirmed_at: null, unsubscribed_at: null, unsubscribed_campaign_id: null });
      }
    },
    afterUpdate: async (tx, before, after: Row, _input, req) => {
      if (after.status !== 'pending' || before.status === 'pending') return;
      const list = await listOrRefuse(tx, req, after.listId as number);
      await sendConfirmations(tx, appUrl, list, list.lang as Locale, sql`s.id = ${after.id as number}`, [after.email as string]);
    },
  });
}
