import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { mails } from './mails.js';
import { users } from './core.js';
import { forms } from './forms.js';

/**
 * A form's answers (issue 27): the shown fields' values by key (`data`), the consent versions seen, the website's
 * language and origin, the sender's address (the hourly limit per address counts these rows) and the spam verdict. Files are rows of
 * `files` attached as `form-answers`/{id}.
 */
export const formAnswers = pgTable(
  'form_answers',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id').notNull().references(() => forms.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
    consents: jsonb('consents').notNull().default(sql`'{}'::jsonb`),
    isSpam: boolean('is_spam').notNull().default(false),
    spamReason: text('spam_reason').notNull().default(''),
    lang: text('lang').notNull().default('pl'),
    origin: text('origin').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // By address and time: the public endpoint counts an address's answers of the last hour (its limit).
  (t) => [index('form_answers_form_idx').on(t.formId, t.createdAt, t.id), index('form_answers_ip_idx').on(t.ip, t.createdAt)],
);

/**
 * The messages inbox: one row per answer of a contact form — its status, who it is assigned to, when it was
 * read (by anyone: the inbox is the team's) and who it came from.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: serial('id').primaryKey(),
    answerId: integer('answer_id').notNull().references(() => formAnswers.id, { onDelete: 'cascade' }),
    formId: integer('form_id').notNull().references(() => forms.id, { onDelete: 'cascade' }),
    senderEmail: text('sender_email').notNull().default(''),
    senderName: text('sender_name').notNull().default(''),
    preview: text('preview').notNull().default(''),
    status: text('status').notNull().default('new'),
    readAt: timestamp('read_at', { withTimezone: true }),
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inbox_messages_answer_idx').on(t.answerId),
    index('inbox_messages_created_idx').on(t.createdAt, t.id),
    index('inbox_messages_unread_idx').on(t.id).where(sql`${t.readAt} is null`),
  ],
);

/** A message's thread: each reply sent by e-mail through the mail queue (its mail row tells how delivery went). */
export const inboxReplies = pgTable(
  'inbox_replies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: integer('message_id').notNull().references(() => inboxMessages.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    toEmail: text('to_email').notNull(),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    mailId: bigint('mail_id', { mode: 'number' }).references(() => mails.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inbox_replies_message_idx').on(t.messageId, t.id)],
);
