import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { MailListQuery } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { files, mailRecipients, mails, users } from '../../db/schema.js';
import { qualified } from '../../db/performance/lookup.js';
import { snakeKeys } from '../../lib/crud/case.js';

type Row = Record<string, unknown>;

const counts = qualified(sql`(select json_build_object('all', count(*), 'sent', count(*) filter (where r.status = 'sent'),
  'failed', count(*) filter (where r.status = 'failed')) from ${mailRecipients} r where r.mail_id = ${mails.id})`).as('counts');
const author = qualified(sql`(select json_build_object('id', u.id, 'name', u.first_name || ' ' || u.last_name) from ${users} u where u.id = ${mails.createdBy})`)
  .as('author');
const attached = qualified(sql`(select coalesce(json_agg(json_build_object('id', f.id, 'name', f.original_name, 'size', f.size, 'mime', f.mime)
  order by f.id), '[]'::json) from ${files} f where f.id in (select (jsonb_array_elements_text(${mails.attachments}))::int))`).as('attached');

/** A mail with its recipients counted by state, its author and its attachments, in one select. */
export const mailView = (db: DbOrTx) =>
  db.select({ ...getTableColumns(mails), counts, author, attached }).from(mails).$dynamic();

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null || v === undefined ? null : String(v));

export function serializeMail(row: Row): Row {
  const { counts: c, author: who, attached: list, scheduledAt, createdBy: _by, ...rest } = row;
  const n = (c ?? {}) as { all?: number; sent?: number; failed?: number };
  return {
    ...snakeKeys(rest),
    scheduledAt: iso(scheduledAt),
    recipients_count: Number(n.all ?? 0), sent_count: Number(n.sent ?? 0), failed_count: Number(n.failed ?? 0),
    attachments: list ?? [], created_by: who ?? null,
  };
}

/**
 * The list's filters: a status asked for, else the screen's own (the outbox: what has not gone out; the sent
 * mail: what has finished); a kind.
 */
export const mailFilters = (statuses: readonly string[]) => (q: MailListQuery): (SQL | undefined)[] => [
  q.status ? sql`${mails.status} = ${q.status}` : inArray(mails.status, [...statuses]),
  q.kind ? sql`${mails.kind} = ${q.kind}` : undefined,
];

/** A mail's recipients, in the order they were given. */
export async function recipientsOf(db: DbOrTx, mailId: number) {
  const rows = await db.select().from(mailRecipients).where(sql`${mailRecipients.mailId} = ${mailId}`).orderBy(mailRecipients.id);
  return rows.map((r) => ({ id: r.id, email: r.email, status: r.status, attempts: r.attempts, last_error: r.lastError, sent_at: iso(r.sentAt) }));
}
