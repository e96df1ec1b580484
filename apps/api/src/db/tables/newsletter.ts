import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './core.js';
import { mails } from './mails.js';

const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A mailing list (issue 28): double opt-in always; its language is its mails' and pages'; a welcome mail on confirmation. */
export const newsletterLists = pgTable(
  'newsletter_lists',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    lang: text('lang').notNull().default('pl'),
    welcomeSubject: text('welcome_subject').notNull().default(''),
    welcomeContent: text('welcome_content').notNull().default(''),
    ...timestamps(),
  },
  (t) => [uniqueIndex('newsletter_lists_name_unique').on(t.name)],
);

/**
 * A list's campaign: a draft until it is queued (`status` queued, its mail in `mail_id`); what became of it is its
 * mail's (scheduled, sending, sent). A list with campaigns is not deleted (their figures would go).
 */
export const newsletterCampaigns = pgTable(
  'newsletter_campaigns',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    listId: integer('list_id').notNull().references(() => newsletterLists.id, { onDelete: 'restrict' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** draft or queued; a campaign whose mail was deleted (cancelled on /maile) reads as a draft again. */
    status: text('status').notNull().default('draft'),
    mailId: bigint('mail_id', { mode: 'number' }).references(() => mails.id, { onDelete: 'set null' }),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('newsletter_campaigns_list_idx').on(t.listId), index('newsletter_campaigns_mail_idx').on(t.mailId)],
);

/**
 * An address on a list. The token is random and unguessable (two random UUIDs' 244 bits, by the database, so a
 * bulk INSERT … SELECT makes them too): the address's key in every link it is sent. Unique per list; one address
 * on several lists is a row on each (the preferences page finds them by the token's address).
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id').notNull().references(() => newsletterLists.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    /** pending (waits for its confirmation), confirmed, unsubscribed. */
    status: text('status').notNull().default('pending'),
    token: text('token').notNull().default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    lang: text('lang').notNull().default('pl'),
    /** The last confirmation mail: another is sent no sooner than an hour later (nobody's inbox flooded by strangers). */
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    unsubscribedCampaignId: integer('unsubscribed_campaign_id').references((): AnyPgColumn => newsletterCampaigns.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_list_email_unique').on(t.listId, t.email),
    uniqueIndex('newsletter_subscribers_token_unique').on(t.token),
    // A campaign's audience: the list's confirmed subscribers, read in one INSERT … SELECT.
    index('newsletter_subscribers_list_status_idx').on(t.listId, t.status, t.id),
    index('newsletter_subscribers_email_idx').on(t.email),
    index('newsletter_subscribers_campaign_idx').on(t.unsubscribedCampaignId).where(sql`unsubscribed_campaign_id is not null`),
  ],
);

/** A campaign's tracked links, in the order they appear in its content: the only addresses its redirect goes to. */
export const newsletterLinks = pgTable(
  'newsletter_links',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id').notNull().references(() => newsletterCampaigns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
  },
  (t) => [uniqueIndex('newsletter_links_campaign_position_unique').on(t.campaignId, t.position)],
);

/** Every click of a tracked link (a subscriber's repeated clicks too: the figures count both every click and who). */
export const newsletterClicks = pgTable(
  'newsletter_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    linkId: integer('link_id').notNull().references(() => newsletterLinks.id, { onDelete: 'cascade' }),
    subscriberId: integer('subscriber_id').references(() => newsletterSubscribers.id, { onDelete: 'set null' }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsletter_clicks_link_idx').on(t.linkId, t.subscriberId)],
);
