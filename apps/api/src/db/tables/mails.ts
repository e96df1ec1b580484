import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './core.js';

const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The durable mail queue: a row is written in the same transaction as what caused the mail, with a row per
 * recipient (mail_recipients), and a worker delivers each recipient's message over SMTP with retries, so nothing
 * is lost across restarts. The mail's status, attempts and last error roll its recipients' up.
 */
export const mails = pgTable(
  'mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    emails: jsonb('emails').$type<string[]>().notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    /** Where the recipient's reply goes (a form's notification: the person who wrote). */
    replyTo: text('reply_to'),
    kind: text('kind').notNull().default('user'),
    /** queued, sending, sent, failed (mails.ts in packages/shared). */
    status: text('status').notNull().default('queued'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * A mailing list's one-click unsubscribe address (RFC 8058), `{{recipient_token}}` standing for each recipient's
     * token: sent as List-Unsubscribe with List-Unsubscribe-Post. Null for any other mail.
     */
    unsubscribeUrl: text('unsubscribe_url'),
    /** Files of the library sent along (ids). */
    attachments: jsonb('attachments').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('mails_due_idx').on(t.status, t.scheduledAt)],
);

/**
 * One recipient of a mail: delivered as a message of its own. `sending` is claimed by a worker until
 * `locked_until`; a claim that outlives its lock (a killed worker) is taken over and the message sent again with
 * the same Message-ID. `next_attempt_at` is the back-off after a failed attempt.
 */
export const mailRecipients = pgTable(
  'mail_recipients',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mailId: bigint('mail_id', { mode: 'number' }).notNull().references(() => mails.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When a worker last took it to send (the throttle counts attempts a minute, sent or not, across instances). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** A newsletter subscriber's token: `{{recipient_token}}` in the content and unsubscribe address becomes it. */
    token: text('token'),
  },
  (t) => [
    index('mail_recipients_mail_idx').on(t.mailId),
    // The worker's claim: only what is still to send.
    index('mail_recipients_pending_idx').on(t.mailId, t.id).where(sql`status in ('queued', 'sending')`),
    // The roll-up asks whether any failed for good (lib/mail/claim.ts).
    index('mail_recipients_failed_idx').on(t.mailId).where(sql`status = 'failed'`),
    // The throttle counts what was taken to send in the last minute.
    index('mail_recipients_claimed_at_idx').on(t.claimedAt).where(sql`claimed_at is not null`),
  ],
);
