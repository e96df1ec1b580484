import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mails } from '../../db/schema.js';
import { htmlToText } from './html.js';
import { createMailTransport, type MailTransport } from './transport.js';

/** Minutes to wait after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure is final. */
export const MAIL_RETRY_MINUTES = [1, 5, 15, 60] as const;
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_MINUTES.length + 1;

export interface DeliveryOptions {
  /** How many due mails one tick claims. */
  batchSize?: number;
  /** How long a claim holds: another worker may take the mail over only after this (a crashed worker). */
  lockMs?: number;
  /** The clock: the database's by default (one clock for every instance); tests move it forward to reach a retry. */
  now?: Date;
  from?: string;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
  /** Claimed in this tick (sent + retried + failed + lost claims). */
  claimed: number;
}

/**
 * One tick of the mail worker: claims due mails (status queued, scheduled_at ≤ now, not locked by a live
 * claim) with FOR UPDATE SKIP LOCKED, so any number of workers on one database never take the same mail,
 * then sends each and records the outcome. A failed attempt is retried after 1, 5, 15 and 60 minutes; the
 * fifth failure marks the mail failed. Outcomes are written only while the claim is still ours.
 */
export async function deliverDueMails(db: Db, transport: MailTransport, opts: DeliveryOptions = {}): Promise<DeliveryReport> {
  const now = opts.now ? sql`${opts.now.toISOString()}::timestamptz` : sql`now()`;
  const lockMs = opts.lockMs ?? 10 * 60_000;
  const due = db
    .select({ id: mails.id })
    .from(mails)
    .where(and(
      eq(mails.status, 'queued'),
      lte(mails.scheduledAt, now),
      or(isNull(mails.lockedUntil), lt(mails.lockedUntil, now)),
    ))
    .orderBy(asc(mails.scheduledAt), asc(mails.id))
    .limit(opts.batchSize ?? 20)
    .for('update', { skipLocked: true });
  // Milliseconds, so the value read back compares equal when the outcome is written (the claim check).
  const claimed = await db.update(mails)
    .set({ lockedUntil: sql`date_trunc('milliseconds', ${now} + ${lockMs} * interval '1 millisecond')` })
    .where(inArray(mails.id, due)).returning();

  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0, claimed: claimed.length };
  for (const mail of claimed) {
    const ours = and(eq(mails.id, mail.id), eq(mails.lockedUntil, mail.lockedUntil!));
    const attempts = mail.attempts + 1;
    try {
      await transport.sendMail({
        ...(opts.from ? { from: opts.from } : {}),
        to: mail.emails,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        html: mail.content,
        text: htmlToText(mail.content),
      });
      const done = await db.update(mails)
        .set({ status: 'sent', sentAt: new Date(), attempts, lastError: null, lockedUntil: null, updatedAt: new Date() })
        .where(ours).returning({ id: mails.id });
      if (done.length) report.sent++;
    } catch (error) {
      const final = attempts >= MAIL_MAX_ATTEMPTS;
      const retryAt = sql`${now} + ${MAIL_RETRY_MINUTES[attempts - 1] ?? 0} * interval '1 minute'`;
      const done = await db.update(mails)
        .set({
          attempts,
          lastError: describe(error),
          lockedUntil: null,
          updatedAt: new Date(),
          ...(final ? { status: 'failed' } : { scheduledAt: retryAt }),
        })
        .where(ours).returning({ id: mails.id });
      if (done.length) report[final ? 'failed' : 'retried']++;
    }
  }
  return report;
}

function describe(error: unknown): string {
  const e = error as { message?: string; code?: string; responseCode?: number };
  const text = [e.code, e.responseCode, e.message ?? String(error)].filter(Boolean).join(' ');
  return text.slice(0, 1000);
}

export interface MailWorkerOptions {
  intervalMs: number;
  /** Default: nodemailer over the app's SMTP configuration. */
  transport?: MailTransport;
}

/**
 * Runs deliverDueMails every `intervalMs` (sooner while a full batch suggests more is due). Ticks never
 * overlap within one process; across processes the claim keeps them apart. Returns a function that stops
 * the worker after the tick in progress.
 */
export function startMailWorker(app: FastifyInstance, opts: MailWorkerOptions): () => Promise<void> {
  const transport = opts.transport ?? createMailTransport(app.config.smtp);
  const batchSize = 20;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick();
    }, ms);
    timer.unref();
  };
  const tick = async () => {
    let more = false;
    try {
      const report = await deliverDueMails(app.db, transport, { batchSize });
      if (report.claimed) app.log.info({ mail: report }, 'mail queue tick');
      more = report.claimed >= batchSize;
    } catch (err) {
      app.log.warn({ err }, 'mail queue tick failed');
    }
    schedule(more ? 0 : opts.intervalMs);
  };

  schedule(0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
    transport.close?.();
  };
}
