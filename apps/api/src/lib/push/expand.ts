import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pushDeliveries, pushNotifications, pushSubscriptions, userRoles, users } from '../../db/schema.js';

/**
 * Turns due notifications (queued, their time come) into deliveries: one per subscription of an active user in the
 * audience — everyone, a group's members, or the chosen users — each with a random token of its own, in one
 * statement, so a notification is expanded exactly once however many workers look (FOR UPDATE SKIP LOCKED). The
 * audience is read at this moment: a browser subscribed after the notification was written still gets it. A
 * notification that reaches nobody is sent at once, with nothing targeted. How many notifications it expanded.
 */
export async function expandDuePush(db: Db, now: SQL, limit = 10): Promise<number> {
  const found = await db.execute(sql`with due as (
      select id from ${pushNotifications} where status = 'queued' and scheduled_at <= ${now}
      order by scheduled_at, id limit ${limit} for update skip locked
    ), made as (
      insert into ${pushDeliveries} (notification_id, subscription_id, user_id, token)
      select n.id, s.id, s.user_id, replace(gen_random_uuid()::text, '-', '')
      from due join ${pushNotifications} n on n.id = due.id
      join ${pushSubscriptions} s on true
      join ${users} u on u.id = s.user_id and u.active
      where n.audience = 'everyone'
        or (n.audience = 'group' and exists (select 1 from ${userRoles} ur where ur.user_id = s.user_id and ur.role_id = n.group_id))
        or (n.audience = 'users' and s.user_id = any(n.user_ids))
      returning notification_id
    ), counted as (
      select due.id, (select count(*) from made where made.notification_id = due.id)::int as n from due
    )
    update ${pushNotifications} p set targeted = c.n, updated_at = now(),
      status = case when c.n > 0 then 'sending' else 'sent' end,
      sent_at = case when c.n > 0 then null else now() end
    from counted c where p.id = c.id
    returning p.id`);
  return (found as unknown as { rows: unknown[] }).rows.length;
}
