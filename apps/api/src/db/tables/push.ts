import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { roles, users } from './core.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The VAPID key pair (Web Push, issue 28): one row, made on the first need (lib/push/vapid.ts). Browsers tie a
 * subscription to the public key, so it never changes once made; every instance reads the same row.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [check('push_vapid_keys_one_row', sql`${t.id} = 1`)],
);

/** A browser a user turned notifications on in: its push service's endpoint and the keys its messages are encrypted with. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * A push notification: composed on /push/new (kind `manual`) or raised by the notification centre. Its audience is
 * turned into deliveries, one per subscription, when its time comes (lib/push/worker.ts); the counts roll the
 * deliveries up as they settle and as the service worker reports them shown and clicked.
 */
export const pushNotifications = pgTable(
  'push_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    kind: text('kind').notNull().default('manual'),
    /** everyone, group (groupId), users (userIds): PUSH_AUDIENCES in packages/shared. */
    audience: text('audience').notNull(),
    groupId: integer('group_id').references(() => roles.id, { onDelete: 'set null' }),
    userIds: integer('user_ids').array().notNull().default(sql`'{}'::integer[]`),
    scheduledAt: at('scheduled_at').notNull().defaultNow(),
    /** queued (its time not come, or not yet turned into deliveries), sending, sent (every delivery settled). */
    status: text('status').notNull().default('queued'),
    targeted: integer('targeted').notNull().default(0),
    accepted: integer('accepted').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Failed deliveries by reason: { gone: 2, server: 1 }. */
    failures: jsonb('failures').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    shown: integer('shown').notNull().default(0),
    clicked: integer('clicked').notNull().default(0),
    sentAt: at('sent_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('push_notifications_due_idx').on(t.scheduledAt).where(sql`status = 'queued'`),
    index('push_notifications_created_idx').on(t.createdAt),
  ],
);

/**
 * One notification to one subscription. `sending` is claimed by a worker until `locked_until` (lib/queue); a claim
 * that outlives its lock (a killed worker) is taken over. `token` is the random secret the payload carries, with
 * which the service worker reports the notification shown and clicked (POST /api/push/events, no sign-in).
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    notificationId: bigint('notification_id', { mode: 'number' }).notNull().references(() => pushNotifications.id, { onDelete: 'cascade' }),
    subscriptionId: bigint('subscription_id', { mode: 'number' }).references(() => pushSubscriptions.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    token: text('token').notNull(),
    /** queued, sending, accepted (by the push service), failed. */
    status: text('status').notNull().default('queued'),
    /** Why it failed for good: PUSH_FAILURE_REASONS in packages/shared. */
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lockedUntil: at('locked_until'),
    nextAttemptAt: at('next_attempt_at'),
    acceptedAt: at('accepted_at'),
    shownAt: at('shown_at'),
    clickedAt: at('clicked_at'),
  },
  (t) => [
    index('push_deliveries_notification_idx').on(t.notificationId),
    // The worker's claim: only what is still to send.
    index('push_deliveries_pending_idx').on(t.id).where(sql`status in ('queued', 'sending')`),
  ],
);
