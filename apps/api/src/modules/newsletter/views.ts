import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { CampaignListQuery, SubscriberListQuery } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { mailRecipients, mails, newsletterCampaigns as c, newsletterClicks, newsletterLinks, newsletterLists, newsletterSubscribers, users } from '../../db/schema.js';
import { qualified } from '../../db/performance/lookup.js';
import { snakeKeys } from '../../lib/crud/case.js';

type Row = Record<string, unknown>;
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null || v === undefined ? null : String(v));

/* Lists: how many of each status, as subqueries (lists are few; the subscribers' index answers each). */
const countOf = (status: string) =>
  qualified(sql<number>`(select count(*)::int from ${newsletterSubscribers} s where s.list_id = ${newsletterLists.id} and s.status = ${status})`);
const confirmedCount = countOf('confirmed');
export const listView = (db: DbOrTx) => db.select({
  ...getTableColumns(newsletterLists), subscribersCount: confirmedCount.as('subscribers_count'), pendingCount: countOf('pending').as('pending_count'), unsubscribedCount: countOf('unsubscribed').as('unsubscribed_count'),
}).from(newsletterLists).$dynamic();
export const listSortColumns = { id: newsletterLists.id, name: newsletterLists.name, created_at: newsletterLists.createdAt, subscribers_count: confirmedCount };

/* Subscribers: the token never leaves the server (it is the address's key in its links). */
export function serializeSubscriber(row: Row): Row {
  const { token: _token, confirmSentAt: _sent, ...rest } = row;
  return snakeKeys(rest);
}
export const subscriberFilters = (q: SubscriberListQuery): (SQL | undefined)[] => [
  q.list_id ? sql`${newsletterSubscribers.listId} = ${q.list_id}` : undefined,
  q.status ? sql`${newsletterSubscribers.status} = ${q.status}` : undefined,
];

/**
 * A campaign's state, from its mail: none is a draft; then scheduled while the mail's time has not come, sending,
 * sent once every recipient is settled (a failed delivery too: it was tried five times).
 */
export const campaignStatus = qualified(sql<string>`coalesce((select case when m.status in ('sent', 'failed') then 'sent'
  when m.scheduled_at > now() then 'scheduled' else 'sending' end from ${mails} m where m.id = ${c.mailId}), 'draft')`);
const deliveries = qualified(sql`(select json_build_object('all', count(*), 'sent', count(*) filter (where r.status = 'sent'),
  'failed', count(*) filter (where r.status = 'failed')) from ${mailRecipients} r where r.mail_id = ${c.mailId})`);
const clicks = qualified(sql`(select json_build_object('all', count(*), 'unique', count(distinct k.subscriber_id))
  from ${newsletterClicks} k join ${newsletterLinks} l on l.id = k.link_id where l.campaign_id = ${c.id})`);
const unsubscribed = qualified(sql<number>`(select count(*)::int from ${newsletterSubscribers} s
  where s.unsubscribed_campaign_id = ${c.id} and s.status = 'unsubscribed')`);
const listOf = qualified(sql`(select json_build_object('id', l.id, 'name', l.name) from ${newsletterLists} l where l.id = ${c.listId})`);
const author = qualified(sql`(select json_build_object('id', u.id, 'name', u.first_name || ' ' || u.last_name) from ${users} u where u.id = ${c.createdBy})`);
const sentAt = qualified(sql`(select m.sent_at from ${mails} m where m.id = ${c.mailId} and m.status in ('sent', 'failed'))`);

/** A campaign with its list, author, state and figures, in one select. */
export const campaignView = (db: DbOrTx) => db.select({
  ...getTableColumns(c), state: campaignStatus.as('state'), deliveries: deliveries.as('deliveries'), clicks: clicks.as('clicks'),
  unsubscribed: unsubscribed.as('unsubscribed'), list: listOf.as('list'), author: author.as('author'), mailSentAt: sentAt.as('mail_sent_at'),
}).from(c).$dynamic();

export const campaignSortColumns = { id: c.id, subject: c.subject, scheduled_at: c.scheduledAt, created_at: c.createdAt, status: campaignStatus };
export const campaignFilters = (q: CampaignListQuery): (SQL | undefined)[] => [
  q.status ? sql`${campaignStatus} = ${q.status}` : undefined,
  q.list_id ? sql`${c.listId} = ${q.list_id}` : undefined,
];

export function serializeCampaign(row: Row): Row {
  const d = (row.deliveries ?? {}) as { all?: number; sent?: number; failed?: number };
  const k = (row.clicks ?? {}) as { all?: number; unique?: number };
  return {
    id: row.id, subject: row.subject, content: row.content, list_id: row.listId, list: row.list ?? null,
    scheduled_at: iso(row.scheduledAt), status: row.state ?? 'draft', mail_id: row.mailId ?? null, queued_at: row.mailId ? iso(row.queuedAt) : null,
    sent_at: iso(row.mailSentAt), created_by: row.author ?? null, created_at: iso(row.createdAt), updated_at: iso(row.updatedAt),
    recipients: Number(d.all ?? 0), sent: Number(d.sent ?? 0), failed: Number(d.failed ?? 0), unsubscribed: Number(row.unsubscribed ?? 0),
    clicks: Number(k.all ?? 0), unique_clicks: Number(k.unique ?? 0),
  };
}

/** A campaign's tracked links in content order, each with its clicks and clickers. */
export async function linksOf(db: DbOrTx, campaignId: number) {
  const found = await db.execute(sql`select l.position, l.url, count(k.id)::int as clicks, count(distinct k.subscriber_id)::int as unique_clicks
    from ${newsletterLinks} l left join ${newsletterClicks} k on k.link_id = l.id
    where l.campaign_id = ${campaignId} group by l.id order by l.position`);
  return (found as unknown as { rows: { position: number; url: string; clicks: number; unique_clicks: number }[] }).rows;
}
