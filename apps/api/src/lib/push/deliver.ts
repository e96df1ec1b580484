import type { Agent } from 'node:https';
import { sql, type SQL } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushFailureReason, PushPayload } from '@harmony/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { pushDeliveries, pushNotifications, pushSubscriptions } from '../../db/schema.js';
import { lockUntil, nextAttempt, settleClaim } from '../queue/claim.js';
import { describeError } from '../queue/errors.js';
import type { VapidKeys } from './vapid.js';

/** Minutes to wait after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure is final. */
export const PUSH_RETRY_MINUTES = [1, 5, 15, 60] as const;
export const PUSH_MAX_ATTEMPTS = PUSH_RETRY_MINUTES.length + 1;
/** How long a push service keeps a message for a browser that is offline. */
export const PUSH_TTL_SECONDS = 24 * 3600;

export interface SendSettings {
  keys: VapidKeys;
  /** The VAPID subject push services may contact (mailto: or https:). */
  subject: string;
  /** An https agent (tests trust their own push service's certificate with it). */
  agent?: Agent;
  /** A push service that does not answer within this is given up on for this attempt. */
  timeoutMs: number;
}

export interface Claimed {
  id: number;
  notification_id: number;
  token: string;
  attempts: number;
  locked_until: string;
  title: string;
  body: string;
  link: string | null;
  /** Null: the browser's subscription is gone (turned off, or removed after a 410). */
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
}

/**
 * Claims due deliveries (queued, or abandoned by a killed worker; their back-off over, no live claim) with FOR UPDATE
 * SKIP LOCKED, so workers on one database never take the same one; each with its notification and subscription.
 */
export async function claimDeliveries(db: Db, now: SQL, limit: number, lockMs: number): Promise<Claimed[]> {
  const found = await db.execute(sql`with due as (
      select id from ${pushDeliveries}
      where status in ('queued', 'sending') and (next_attempt_at is null or next_attempt_at <= ${now})
        and (locked_until is null or locked_until < ${now})
      order by id limit ${limit} for update skip locked
    ), claim as (
      update ${pushDeliveries} d set status = 'sending', attempts = d.attempts + 1, locked_until = ${lockUntil(now, lockMs)}
      from due where d.id = due.id
      returning d.id, d.notification_id, d.subscription_id, d.token, d.attempts, d.locked_until
    )
    select c.id::int, c.notification_id::int, c.token, c.attempts, c.locked_until, n.title, n.body, n.link, s.endpoint, s.p256dh, s.auth
    from claim c join ${pushNotifications} n on n.id = c.notification_id left join ${pushSubscriptions} s on s.id = c.subscription_id
    order by c.id`);
  return (found as unknown as { rows: Claimed[] }).rows;
}

export type Outcome = { kind: 'accepted' } | { kind: 'retried'; error: string; at: SQL } | { kind: 'failed'; reason: PushFailureReason; error: string };

/** Sends one delivery's message (encrypted for its browser, signed with the VAPID key) and says how it went. */
export async function attempt(delivery: Claimed, settings: SendSettings, now: SQL): Promise<Outcome> {
  if (!delivery.endpoint) return { kind: 'failed', reason: 'unsubscribed', error: 'The subscription was removed before sending' };
  const payload: PushPayload = { title: delivery.title, body: delivery.body, link: delivery.link, delivery: delivery.id, token: delivery.token };
  try {
    await webpush.sendNotification(
      { endpoint: delivery.endpoint, keys: { p256dh: delivery.p256dh!, auth: delivery.auth! } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: settings.subject, publicKey: settings.keys.publicKey, privateKey: settings.keys.privateKey },
        TTL: PUSH_TTL_SECONDS,
        timeout: settings.timeoutMs,
        ...(settings.agent ? { agent: settings.agent } : {}),
      },
    );
    return { kind: 'accepted' };
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    // The browser unsubscribed or the subscription expired: it will never work again (RFC 8030 §6.2).
    if (status === 404 || status === 410) return { kind: 'failed', reason: 'gone', error: describeError(error) };
    const next = nextAttempt(now, delivery.attempts, PUSH_RETRY_MINUTES);
    if (!next.final) return { kind: 'retried', error: describeError(error), at: next.at };
    return { kind: 'failed', reason: status ? (status >= 500 ? 'server' : 'rejected') : 'unreachable', error: describeError(error) };
  }
}

/**
 * Writes the outcome while the claim is ours, and rolls it up into the notification: a count added (not recounted:
 * a push to everyone is thousands of deliveries), the failure's reason counted, sent once every delivery settled. A
 * subscription its push service calls gone is removed by its endpoint.
 */
export function settle(db: Db, delivery: Claimed, outcome: Outcome): Promise<boolean> {
  const change = outcome.kind === 'accepted'
    ? sql`status = 'accepted', accepted_at = now(), last_error = null, locked_until = null`
    : outcome.kind === 'retried'
      ? sql`status = 'queued', last_error = ${outcome.error}, locked_until = null, next_attempt_at = ${outcome.at}`
      : sql`status = 'failed', reason = ${outcome.reason}, last_error = ${outcome.error}, locked_until = null`;
  return settleClaim(db, pushDeliveries, delivery, change, async (tx) => {
    if (outcome.kind === 'retried') return;
    if (outcome.kind === 'failed' && outcome.reason === 'gone') await tx.delete(pushSubscriptions).where(sql`${pushSubscriptions.endpoint} = ${delivery.endpoint}`);
    await tx.execute(rollUpPush(delivery.notification_id, outcome.kind === 'failed' ? outcome.reason : null));
  });
}

/** One more delivery of the notification settled: accepted, or failed for `reason`; sent when it was the last. */
export function rollUpPush(notificationId: number, reason: PushFailureReason | null): SQL {
  const failed = reason ? 1 : 0;
  return sql`update ${pushNotifications} set accepted = accepted + ${1 - failed}, failed = failed + ${failed},
      failures = case when ${reason}::text is null then failures
        else jsonb_set(failures, array[${reason}::text], to_jsonb(coalesce((failures ->> ${reason}::text)::int, 0) + 1)) end,
      status = case when accepted + failed + 1 >= targeted then 'sent' else status end,
      sent_at = case when accepted + failed + 1 >= targeted then now() else sent_at end, updated_at = now()
    where id = ${notificationId}`;
}

/** The service worker's report: the first time a delivery is shown (a click counts as shown too) or clicked. */
export async function recordEvent(tx: DbOrTx, delivery: number, token: string, event: 'shown' | 'clicked'): Promise<boolean> {
  const found = await tx.execute(sql`with before as (
      select id, notification_id, shown_at, clicked_at from ${pushDeliveries} where id = ${delivery} and token = ${token} for update
    ), marked as (
      update ${pushDeliveries} d set shown_at = coalesce(d.shown_at, now()),
        clicked_at = case when ${event} = 'clicked' then coalesce(d.clicked_at, now()) else d.clicked_at end
      from before where d.id = before.id
      returning d.id
    )
    update ${pushNotifications} n set
      shown = n.shown + case when b.shown_at is null then 1 else 0 end,
      clicked = n.clicked + case when ${event} = 'clicked' and b.clicked_at is null then 1 else 0 end
    from before b where n.id = b.notification_id and exists (select 1 from marked)
    returning n.id`);
  return (found as unknown as { rows: unknown[] }).rows.length > 0;
}
