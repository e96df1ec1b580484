import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PushListQuery } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { pushDeliveries, pushNotifications, roles, users } from '../../db/schema.js';
import { qualified } from '../../db/performance/lookup.js';
import { snakeKeys } from '../../lib/crud/case.js';

type Row = Record<string, unknown>;

const group = qualified(sql`(select json_build_object('id', r.id, 'name', r.name) from ${roles} r where r.id = ${pushNotifications.groupId})`).as('group_named');
const author = qualified(sql`(select json_build_object('id', u.id, 'name', u.first_name || ' ' || u.last_name) from ${users} u
  where u.id = ${pushNotifications.createdBy})`).as('author');

/** A notification with its group's and author's names, in one select; its counts are columns (rolled up as they settle). */
export const pushView = (db: DbOrTx) => db.select({ ...getTableColumns(pushNotifications), group, author }).from(pushNotifications).$dynamic();

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null || v === undefined ? null : String(v));

export function serializePush(row: Row): Row {
  const { group: named, author: who, groupId: _group, createdBy: _by, userIds, ...rest } = row;
  return { ...snakeKeys(rest), scheduled_at: iso(rest.scheduledAt), user_ids: userIds ?? [], group: named ?? null, created_by: who ?? null };
}

export const pushFilters = (q: PushListQuery): (SQL | undefined)[] => [
  q.status ? sql`${pushNotifications.status} = ${q.status}` : undefined,
  q.audience ? sql`${pushNotifications.audience} = ${q.audience}` : undefined,
  q.kind ? sql`${pushNotifications.kind} = ${q.kind}` : undefined,
];

/** One notification's chosen users by name, its deliveries by state, and per failure reason how many and the last error. */
export async function detailsOf(db: DbOrTx, id: number, userIds: number[]) {
  const named = userIds.length
    ? await db.select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` }).from(users)
      .where(inArray(users.id, userIds)).orderBy(users.lastName, users.firstName)
    : [];
  const found = await db.execute(sql`select
      count(*) filter (where status = 'queued')::int as queued, count(*) filter (where status = 'sending')::int as sending,
      count(*) filter (where status = 'accepted')::int as accepted, count(*) filter (where status = 'failed')::int as failed,
      coalesce((select json_agg(json_build_object('reason', f.reason, 'count', f.count, 'last_error', f.last_error) order by f.count desc, f.reason)
        from (select reason, count(*)::int as count, (array_agg(last_error order by id desc))[1] as last_error
          from ${pushDeliveries} where notification_id = ${id} and status = 'failed' group by reason) f), '[]'::json) as failures
    from ${pushDeliveries} where notification_id = ${id}`);
  const row = (found as unknown as { rows: { queued: number; sending: number; accepted: number; failed: number; failures: unknown }[] }).rows[0]!;
  const { failures, ...deliveries } = row;
  return { users: named, deliveries, failure_details: failures as { reason: string; count: number; last_error: string | null }[] };
}
