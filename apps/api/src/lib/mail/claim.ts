import { sql, type SQL } from 'drizzle-orm';
import { MAILS_PER_MINUTE_DEFAULT, MAILS_PER_MINUTE_SETTING } from '@harmony/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { lockUntil } from '../queue/index.js';
import { mailRecipients, mails, settings } from '../../db/schema.js';

/** One recipient a worker has claimed, with what its message needs of the mail. */
export interface Claimed {
  id: number;
  mail_id: number;
  email: string;
  attempts: number;
  locked_until: string;
  subject: string;
  content: string;
  reply_to: string | null;
  attachments: number[];
  created_by: number | null;
  /** A newsletter subscriber's token, and the list's unsubscribe address (`{{recipient_token}}` in it). */
  token: string | null;
  unsubscribe_url: string | null;
}

/** How many more messages this minute allows: the setting less what every worker took to send in the last 60 s. */
async function allowance(db: DbOrTx, now: SQL, perMinute: number | undefined): Promise<number> {
  const found = await db.execute(sql`select
      (select value from ${settings} where key = ${MAILS_PER_MINUTE_SETTING}) as setting,
      (select count(*)::int from ${mailRecipients} where claimed_at > ${now} - interval '1 minute') as recent`);
  const row = (found as unknown as { rows: { setting: string | null; recent: number }[] }).rows[0]!;
  const limit = perMinute ?? (Number(row.setting) > 0 ? Number(row.setting) : MAILS_PER_MINUTE_DEFAULT);
  return limit > 0 ? Math.max(0, limit - Number(row.recent)) : Number.POSITIVE_INFINITY;
}

/** What one recipient's outcome tells the roll-up without counting: that something is done, its attempts, its error. */
export interface RecipientOutcome {
  done: boolean;
  attempts: number;
  error: string | null;
}

/**
 * Rolls a mail's recipients up into it: sending while some went and some are still to go, queued while all still
 * to go wait (their time, a back-off), then sent, or failed when any failed for good; the most attempts any took,
 * the last error (gone once none failed), when it finished. Each test is an EXISTS on a partial index and the rest
 * comes from the outcome just written, so a campaign's 100,000th message costs what its first did (a count over its recipients would
 * read them all after every message).
 */
export const rollUpMail = (mailId: number, outcome?: RecipientOutcome) => sql`update ${mails} m set
    status = case when p.pending then (case when ${outcome?.done ?? false} or exists (select 1 from ${mailRecipients} r
        where r.mail_id = ${mailId} and r.status in ('sent', 'failed')) then 'sending' else 'queued' end)
      when exists (select 1 from ${mailRecipients} r where r.mail_id = ${mailId} and r.status = 'failed') then 'failed' else 'sent' end,
    attempts = greatest(m.attempts, ${outcome?.attempts ?? 0}), last_error = ${outcome?.error ?? sql`case when exists (select 1 from ${mailRecipients} r
      where r.mail_id = ${mailId} and r.status = 'failed') then m.last_error end`}, updated_at = now(),
    sent_at = case when p.pending then null else coalesce(m.sent_at, now()) end
  from (select exists (select 1 from ${mailRecipients} r where r.mail_id = ${mailId} and r.status in ('queued', 'sending')) as pending) p
  where m.id = ${mailId}`;

/**
 * Finishes the mails left `sending` with nothing pending: a worker killed after its batch's last message and before
 * the batch's roll-up (a sent message does not roll its mail up itself). Few rows by mails_due_idx; each tick runs it.
 */
export const finishStranded = () => sql`update ${mails} m set updated_at = now(), sent_at = coalesce(m.sent_at, now()),
    status = case when exists (select 1 from ${mailRecipients} r where r.mail_id = m.id and r.status = 'failed') then 'failed' else 'sent' end,
    attempts = greatest(m.attempts, (select max(r.attempts) from ${mailRecipients} r where r.mail_id = m.id))
  where m.status = 'sending' and not exists (select 1 from ${mailRecipients} r where r.mail_id = m.id and r.status in ('queued', 'sending'))`;

/** How many due mails one claim looks into (oldest first): more than a batch's worth of waiting ones. */
const DUE_MAILS = 200;

/**
 * Claims up to `limit` due recipients (queued, or abandoned by a killed worker: `sending` past its lock; their mail's
 * time come, their back-off over) with FOR UPDATE SKIP LOCKED, so workers on one database never take the same one;
 * a claim counts as an attempt. Their mails turn `sending`.
 */
async function claimDue(db: DbOrTx, now: SQL, limit: number, lockMs: number): Promise<Claimed[]> {
  const takeable = sql`r.status in ('queued', 'sending') and (r.next_attempt_at is null or r.next_attempt_at <= ${now})
    and (r.locked_until is null or r.locked_until < ${now})`;
  // The due mails first (few, by mails_due_idx), then each one's recipients in order from the pending index: a
  // campaign's 100,000 waiting recipients are never sorted to take twenty.
  const found = await db.execute(sql`with candidates as (
      select c.id from (select m.id, m.scheduled_at from ${mails} m where m.status in ('queued', 'sending') and m.scheduled_at <= ${now}
          order by m.scheduled_at, m.id limit ${DUE_MAILS}) m
        cross join lateral (select r.id from ${mailRecipients} r where r.mail_id = m.id and ${takeable} order by r.id limit ${limit}) c
      order by m.scheduled_at, c.id limit ${limit}
    ), due as (
      select r.id from ${mailRecipients} r where r.id in (select id from candidates) and ${takeable}
      for update skip locked
    ), claim as (
      update ${mailRecipients} r set status = 'sending', attempts = r.attempts + 1, claimed_at = ${now},
        locked_until = ${lockUntil(now, lockMs)}
      from due where r.id = due.id
      returning r.id, r.mail_id, r.email, r.attempts, r.locked_until, r.token
    ), started as (
      update ${mails} set status = 'sending', updated_at = now() where id in (select mail_id from claim) and status = 'queued'
    )
    select c.id::int, c.mail_id::int, c.email, c.attempts, c.locked_until, c.token, m.subject, m.content, m.reply_to, m.attachments, m.created_by,
      m.unsubscribe_url
    from claim c join ${mails} m on m.id = c.mail_id order by c.id`);
  return (found as unknown as { rows: Claimed[] }).rows;
}

/** Any number for the transaction-level advisory lock that takes turns at the throttle (one claim at a time). */
const CLAIM_LOCK = 0x6d61696c; // 'mail'

/**
 * What the throttle leaves of this minute, claimed: up to `batch` due recipients, with whether the throttle held
 * some back. Workers take turns (an advisory lock for the transaction), so two instances never both spend one
 * minute's allowance; a claim counts against it whatever becomes of the message.
 */
export async function claimAllowed(db: Db, now: SQL, batch: number, lockMs: number, perMinute: number | undefined)
  : Promise<{ claimed: Claimed[]; throttled: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`);
    const allowed = await allowance(tx, now, perMinute);
    if (allowed <= 0) return { claimed: [], throttled: true };
    const claimed = await claimDue(tx, now, Math.min(batch, allowed), lockMs);
    return { claimed, throttled: allowed < batch && claimed.length === allowed };
  });
}
