import { and, asc, eq, getTableColumns, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { MessageListQuery } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { forms, inboxMessages, inboxReplies, mails, users } from '../../db/schema.js';
import { qualified } from '../../db/performance/lookup.js';
import { snakeKeys } from '../../lib/crud/case.js';

type Row = Record<string, unknown>;

const fullName = (u: typeof users) => sql<string>`${u.firstName} || ' ' || ${u.lastName}`;
const formOf = qualified(sql`(select json_build_object('id', f.id, 'uuid', f.uuid, 'name', f.name) from ${forms} f where f.id = ${inboxMessages.formId})`).as('form');
const assignee = qualified(sql`(select json_build_object('id', u.id, 'name', u.first_name || ' ' || u.last_name) from ${users} u where u.id = ${inboxMessages.assignedTo})`)
  .as('assignee');
const repliesCount = qualified(sql<number>`(select count(*)::int from ${inboxReplies} r where r.message_id = ${inboxMessages.id})`).as('replies_count');

/** A message with its form, assignee and number of replies, in one select. */
export const messageView = (db: DbOrTx) =>
  db.select({ ...getTableColumns(inboxMessages), form: formOf, assignee, repliesCount }).from(inboxMessages).$dynamic();

export function serializeMessage(row: Row): Row {
  const { readAt, assignedTo: _id, assignee: who, ...rest } = row;
  return { ...snakeKeys(rest), read: readAt !== null && readAt !== undefined, assigned_to: who ?? null, replies_count: row.repliesCount ?? 0 };
}

export function messageFilters(req: FastifyRequest, q: MessageListQuery): (SQL | undefined)[] {
  const assigned = q.assigned === 'me' ? eq(inboxMessages.assignedTo, req.user!.id)
    : q.assigned === 'none' ? isNull(inboxMessages.assignedTo)
      : q.assigned ? eq(inboxMessages.assignedTo, Number(q.assigned)) : undefined;
  return [
    q.status ? eq(inboxMessages.status, q.status) : undefined,
    q.read === 'true' ? isNotNull(inboxMessages.readAt) : q.read === 'false' ? isNull(inboxMessages.readAt) : undefined,
    assigned,
  ];
}

/** A message's thread, oldest first, with how each reply's mail fared. */
export async function repliesOf(db: DbOrTx, messageId: number) {
  const rows = await db.select({
    id: inboxReplies.id, body: inboxReplies.body, to: inboxReplies.toEmail, createdAt: inboxReplies.createdAt,
    senderId: users.id, senderName: fullName(users), mailStatus: mails.status,
  }).from(inboxReplies).leftJoin(users, eq(users.id, inboxReplies.sentBy)).leftJoin(mails, eq(mails.id, inboxReplies.mailId))
    .where(and(eq(inboxReplies.messageId, messageId))).orderBy(asc(inboxReplies.id));
  return rows.map((r) => ({
    id: r.id, body: r.body, to: r.to, sent_by: r.senderId ? { id: r.senderId, name: r.senderName } : null,
    mail_status: r.mailStatus ?? 'sent', created_at: r.createdAt.toISOString(),
  }));
}
