import type { FastifyInstance } from 'fastify';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { files, mailRecipients } from '../../db/schema.js';
import { claimAllowed, finishStranded, rollUpMail, type Claimed } from './claim.js';
import { FileStorage } from '../files/storage.js';
import { notifyUsers } from '../notify.js';
import { clockOf, describeError, nextAttempt, releaseClaims, settleClaim, startQueueLoop, stillOurs } from '../queue/index.js';
import { htmlToText } from './html.js';
import { createMailTransport, type MailTransport, type OutgoingMessage } from './transport.js';

/** Minutes to wait after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure is final. */
export const MAIL_RETRY_MINUTES = [1, 5, 15, 60] as const;
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_MINUTES.length + 1;

export interface DeliveryOptions {
  /** How many due messages one tick claims. */
  batchSize?: number;
  /** Messages on their way at once (the transport's connections); 1 when left out. */
  connections?: number;
  /** How long a claim holds: another worker may take the message over only after this (a killed worker). */
  lockMs?: number;
  /** The clock: the database's by default (one clock for every instance); tests move it forward to reach a retry. */
  now?: Date;
  from?: string;
  /** The domain of each message's Message-ID (the sender's); harmony.local when left out. */
  messageDomain?: string;
  /** Messages a minute across every worker; the setting (or its default) when left out, 0 for no limit. */
  perMinute?: number;
  /** Where attachments' bytes are. */
  storage?: FileStorage;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
  /** Claimed in this tick (sent + retried + failed + lost claims). */
  claimed: number;
  /** The throttle held messages back: more is due than this minute allows. */
  throttled: boolean;
}

/**
 * One tick of the mail worker: claims due recipients (queued or abandoned by a killed worker, their mail's time
 * come, their back-off over, no live claim) with FOR UPDATE SKIP LOCKED, so any number of workers on one database
 * never take the same one, no more than the throttle leaves of this minute; then sends each recipient a message of
 * its own over `connections` lanes at once (one SMTP connection each, one message at a time) and records each
 * outcome the moment it is known, so a worker killed mid-batch resends at most the message each lane was writing
 * (with the same Message-ID, which mail servers and clients fold). A failed attempt is retried after 1, 5, 15 and
 * 60 minutes; the fifth failure is final. Outcomes are written only while the claim is still ours, and a batch held
 * for half its lock (a stalled mail server) gives its unsent rest back rather than outlive its claim.
 */
export async function deliverDueMails(db: Db, transport: MailTransport, opts: DeliveryOptions = {}): Promise<DeliveryReport> {
  const now = clockOf(opts.now);
  const lockMs = opts.lockMs ?? 10 * 60_000;
  const batch = opts.batchSize ?? 20;
  const { claimed, throttled } = await claimAllowed(db, now, batch, lockMs, opts.perMinute);
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0, claimed: claimed.length, throttled };
  const attached = await attachmentsOf(db, claimed, opts.storage);
  const domain = opts.messageDomain ?? 'harmony.local';

  const texts = new Map<number, string>();
  const textOf = (mailId: number, html: string) => texts.get(mailId) ?? texts.set(mailId, htmlToText(html)).get(mailId)!;
  const claimedAt = Date.now();
  let next = 0;
  // Per mail: the last error of this batch, and whether any of its messages was done (sent, or failed for good).
  const errors = new Map<number, string>();
  const done = new Set<number>();
  const lane = async () => {
    while (next < claimed.length && Date.now() - claimedAt <= lockMs / 2) {
      const message = claimed[next++]!;
      const outcome = await deliverOne(db, transport, message, now, {
        ...(opts.from ? { from: opts.from } : {}),
        to: [message.email],
        ...(message.reply_to ? { replyTo: message.reply_to } : {}),
        subject: message.subject,
        html: personal(message.content, message.token),
        ...(message.unsubscribe_url && message.token ? { headers: unsubscribeHeaders(personal(message.unsubscribe_url, message.token)) } : {}),
        // A mail of one content to many (a campaign): its text once, each recipient's token put in both.
        text: personal(textOf(message.mail_id, message.content), message.token),
        messageId: `<mail-${message.mail_id}-${message.id}@${domain}>`,
        attachments: (message.attachments ?? []).map((id) => attached.get(id)).filter((a) => a !== undefined),
      });
      if (outcome.error) errors.set(message.mail_id, outcome.error);
      if (outcome.written) report[outcome.written]++;
      if (outcome.written === 'sent' || outcome.written === 'failed') done.add(message.mail_id);
    }
  };
  await Promise.all(Array.from({ length: Math.min(opts.connections ?? 1, claimed.length) }, lane));
  await releaseClaims(db, mailRecipients, claimed.slice(next));
  // The mails of the batch rolled up once, after every outcome of it is written: a failure rolled its mail up
  // already; a sent message leaves its mail `sending` until this (or another worker's batch) finds nothing pending.
  for (const [mailId, attempts] of maxAttemptsByMail(claimed)) {
    await db.execute(rollUpMail(mailId, { done: done.has(mailId), attempts, error: errors.get(mailId) ?? null }));
  }
  await db.execute(finishStranded());
  return report;
}

/**
 * Sends one claimed message and writes its outcome while the claim is ours: a sent one by a single statement (a
 * campaign's thousands never queue on their mail's row), a failed one with its mail's roll-up and, when final, a
 * word to the mail's author. The outcome written (none when another worker took the claim over meanwhile) and the
 * attempt's error.
 */
async function deliverOne(db: Db, transport: MailTransport, message: Claimed, now: SQL, outgoing: OutgoingMessage)
  : Promise<{ written: 'sent' | 'retried' | 'failed' | null; error?: string }> {
  try {
    await transport.sendMail(outgoing);
  } catch (error) {
    const lastError = describeError(error);
    const next = nextAttempt(now, message.attempts, MAIL_RETRY_MINUTES);
    const outcome = next.final ? 'failed' : 'retried';
    const change = next.final
      ? sql`status = 'failed', last_error = ${lastError}, locked_until = null`
      : sql`status = 'queued', last_error = ${lastError}, locked_until = null, next_attempt_at = ${next.at}`;
    const done = await settleClaim(db, mailRecipients, message, change, async (tx) => {
      await tx.execute(rollUpMail(message.mail_id, { done: next.final, attempts: message.attempts, error: lastError }));
      if (next.final && message.created_by) await tellFailed(tx, message, lastError);
    });
    return { written: done ? outcome : null, error: lastError };
  }
  const written = await db.execute(sql`update ${mailRecipients} set status = 'sent', sent_at = now(), last_error = null, locked_until = null
    where ${stillOurs(message)} returning id`);
  return { written: (written as unknown as { rows: unknown[] }).rows.length ? 'sent' : null };
}

/** The claimed messages' mails, each with the most attempts any of its messages took. */
function maxAttemptsByMail(claimed: Claimed[]): Map<number, number> {
  const byMail = new Map<number, number>();
  for (const m of claimed) byMail.set(m.mail_id, Math.max(byMail.get(m.mail_id) ?? 0, m.attempts));
  return byMail;
}

/** `{{recipient_token}}` in a mailing list's mail becomes the recipient's own token (unsubscribe, tracked links). */
const personal = (text: string, token: string | null) => (token ? text.replaceAll(RECIPIENT_TOKEN, token) : text);
export const RECIPIENT_TOKEN = '{{recipient_token}}';

/** RFC 8058's one-click unsubscribe: the address, and that a POST to it unsubscribes with no page in between. */
const unsubscribeHeaders = (url: string) => ({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

/** The one who wrote a mail hears when a recipient failed for good (the notification centre's `mail-failed`). */
const tellFailed = (tx: DbOrTx, message: Claimed, error: string) => notifyUsers(tx, { userIds: [message.created_by!] }, {
  kind: 'mail-failed',
  link: `/maile/skrzynka-nadawcza`,
  wording: { title: 'notificationCentre.notices.mailFailedTitle', body: 'notificationCentre.notices.mailFailedBody', vars: { subject: message.subject, email: message.email, error } },
});

/** The library files the claimed messages attach, by id, as nodemailer reads them (from disk, streamed). */
async function attachmentsOf(db: Db, claimed: Claimed[], storage: FileStorage | undefined) {
  const ids = [...new Set(claimed.flatMap((m) => m.attachments ?? []))];
  const out = new Map<number, NonNullable<OutgoingMessage['attachments']>[number]>();
  if (!ids.length || !storage) return out;
  const rows = await db.select({ id: files.id, name: files.originalName, key: files.storageKey, mime: files.mime }).from(files).where(inArray(files.id, ids));
  for (const f of rows) out.set(f.id, { filename: f.name, path: storage.pathOf(f.key), contentType: f.mime });
  return out;
}


/** Puts a mail's failed recipients back on the queue, now, with their attempts counted afresh; how many. */
export async function retryFailed(db: Db, mailId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const back = await tx.update(mailRecipients).set({ status: 'queued', attempts: 0, nextAttemptAt: null, lastError: null })
      .where(sql`${mailRecipients.mailId} = ${mailId} and ${mailRecipients.status} = 'failed'`).returning({ id: mailRecipients.id });
    if (back.length) await tx.execute(rollUpMail(mailId));
    return back.length;
  });
}

export interface MailWorkerOptions {
  intervalMs: number;
  /** Default: nodemailer over the app's SMTP configuration. */
  transport?: MailTransport;
  /** How long a claim holds (MAIL_LOCK_MS): a killed worker's messages are taken over after it. */
  lockMs?: number;
}

/** Runs deliverDueMails on the queues' loop (lib/queue): every `intervalMs`, at once again while a full batch says more is due. */
export function startMailWorker(app: FastifyInstance, opts: MailWorkerOptions): () => Promise<void> {
  const transport = opts.transport ?? createMailTransport(app.config.smtp);
  const storage = new FileStorage(app.config.filesDir);
  const messageDomain = /@([^>\s]+)>?\s*$/.exec(app.config.smtp.from)?.[1];
  const connections = app.config.smtp.connections;
  // Twenty messages a connection: a claim's cost shared by enough of them, a stalled server holding back few.
  const batchSize = 20 * connections;
  return startQueueLoop(app, {
    name: 'mail',
    intervalMs: opts.intervalMs,
    tick: async () => {
      const report = await deliverDueMails(app.db, transport, { batchSize, connections, storage, ...(messageDomain ? { messageDomain } : {}), ...(opts.lockMs ? { lockMs: opts.lockMs } : {}) });
      return { claimed: report.claimed, more: report.claimed >= batchSize && !report.throttled, report };
    },
    onStop: () => transport.close?.(),
  });
}
