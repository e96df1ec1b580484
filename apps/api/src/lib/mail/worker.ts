import type { FastifyInstance } from 'fastify';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { files, mailRecipients } from '../../db/schema.js';
import { allowance, claimDue, rollUpMail, type Claimed } from './claim.js';
import { FileStorage } from '../files/storage.js';
import { notifyUsers } from '../notify.js';
import { clockOf, describeError, nextAttempt, releaseClaims, settleClaim, startQueueLoop } from '../queue/index.js';
import { htmlToText } from './html.js';
import { createMailTransport, type MailTransport, type OutgoingMessage } from './transport.js';

/** Minutes to wait after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure is final. */
export const MAIL_RETRY_MINUTES = [1, 5, 15, 60] as const;
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_MINUTES.length + 1;

export interface DeliveryOptions {
  /** How many due messages one tick claims. */
  batchSize?: number;
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
 * its own and records the outcome at once, so a worker killed mid-batch resends at most the one message it was
 * writing (with the same Message-ID, which mail servers and clients fold). A failed attempt is retried after 1,
 * 5, 15 and 60 minutes; the fifth failure is final. Outcomes are written only while the claim is still ours, and a
 * batch held for half its lock (a stalled mail server) gives its unsent rest back rather than outlive its claim.
 */
export async function deliverDueMails(db: Db, transport: MailTransport, opts: DeliveryOptions = {}): Promise<DeliveryReport> {
  const now = clockOf(opts.now);
  const lockMs = opts.lockMs ?? 10 * 60_000;
  const batch = opts.batchSize ?? 20;
  const allowed = await allowance(db, now, opts.perMinute);
  const limit = Math.min(batch, allowed);
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0, claimed: 0, throttled: false };
  if (limit <= 0) return { ...report, throttled: true };
  const claimed = await claimDue(db, now, limit, lockMs);
  report.claimed = claimed.length;
  report.throttled = allowed < batch && claimed.length === allowed;
  const attached = await attachmentsOf(db, claimed, opts.storage);
  const domain = opts.messageDomain ?? 'harmony.local';

  const texts = new Map<number, string>();
  const textOf = (mailId: number, html: string) => texts.get(mailId) ?? texts.set(mailId, htmlToText(html)).get(mailId)!;
  const claimedAt = Date.now();
  for (const [i, message] of claimed.entries()) {
    if (Date.now() - claimedAt > lockMs / 2) {
      await releaseClaims(db, mailRecipients, claimed.slice(i));
      break;
    }
    // A mail of one content to many (a campaign): its text once, each recipient's token put in both.
    const text = personal(textOf(message.mail_id, message.content), message.token);
    const outgoing: OutgoingMessage = {
      ...(opts.from ? { from: opts.from } : {}),
      to: [message.email],
      ...(message.reply_to ? { replyTo: message.reply_to } : {}),
      subject: message.subject,
      html: personal(message.content, message.token),
      ...(message.unsubscribe_url && message.token ? { headers: unsubscribeHeaders(personal(message.unsubscribe_url, message.token)) } : {}),
      text,
      messageId: `<mail-${message.mail_id}-${message.id}@${domain}>`,
      attachments: (message.attachments ?? []).map((id) => attached.get(id)).filter((a) => a !== undefined),
    };
    let outcome: 'sent' | 'retried' | 'failed';
    let change: SQL;
    let lastError = '';
    try {
      await transport.sendMail(outgoing);
      outcome = 'sent';
      change = sql`status = 'sent', sent_at = now(), last_error = null, locked_until = null`;
    } catch (error) {
      lastError = describeError(error);
      const next = nextAttempt(now, message.attempts, MAIL_RETRY_MINUTES);
      outcome = next.final ? 'failed' : 'retried';
      change = next.final
        ? sql`status = 'failed', last_error = ${lastError}, locked_until = null`
        : sql`status = 'queued', last_error = ${lastError}, locked_until = null, next_attempt_at = ${next.at}`;
    }
    const done = await settleClaim(db, mailRecipients, message, change, async (tx) => {
      await tx.execute(rollUpMail(message.mail_id, { done: outcome !== 'retried', attempts: message.attempts, error: lastError || null }));
      if (outcome === 'failed' && message.created_by) await tellFailed(tx, message, lastError);
    });
    if (done) report[outcome]++;
  }
  return report;
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
  const batchSize = 20;
  return startQueueLoop(app, {
    name: 'mail',
    intervalMs: opts.intervalMs,
    tick: async () => {
      const report = await deliverDueMails(app.db, transport, { batchSize, storage, ...(messageDomain ? { messageDomain } : {}), ...(opts.lockMs ? { lockMs: opts.lockMs } : {}) });
      return { claimed: report.claimed, more: report.claimed >= batchSize && !report.throttled, report };
    },
    onStop: () => transport.close?.(),
  });
}
