import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';
import { blankFilter } from './list-query.js';
import { sendTime } from './mails.js';

/**
 * Web Push (issue 28): notifications to the browsers users turned notifications on in (the user menu), composed on
 * /push/new for everyone, a group or chosen users, now or at a time, or raised by the notification centre; sent from
 * a durable queue with the `web-push` library (VAPID keys kept in the database). /push/list shows each with how many
 * browsers it targeted, how many the push services accepted, failed (by reason), and how many showed and clicked it —
 * the service worker reports those two (POST /api/push/events with the delivery's random token).
 */
export const PUSH_AUDIENCES = ['everyone', 'group', 'users'] as const;
export type PushAudience = (typeof PUSH_AUDIENCES)[number];
/** queued: its time not come yet (or not yet taken by a worker); sending; sent: every delivery settled. */
export const PUSH_STATUSES = ['queued', 'sending', 'sent'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];
/**
 * Why a delivery failed for good: `gone` — the push service answered 404 or 410 (the subscription is removed);
 * `unsubscribed` — the browser turned notifications off before it was sent; after the last retry: `rejected` (the
 * service refused it, 4xx), `server` (its error, 5xx), `unreachable` (no answer).
 */
export const PUSH_FAILURE_REASONS = ['gone', 'unsubscribed', 'rejected', 'server', 'unreachable'] as const;
export type PushFailureReason = (typeof PUSH_FAILURE_REASONS)[number];
export const PUSH_EVENTS = ['shown', 'clicked'] as const;
export type PushEvent = (typeof PUSH_EVENTS)[number];
export const PUSH_SORTABLE = ['id', 'title', 'scheduled_at', 'status', 'targeted', 'accepted', 'failed', 'shown', 'clicked', 'created_at'] as const;

export const PUSH_TITLE_MAX = 100;
/** A push message carries about 4 KB: title, body and link together stay well within it. */
export const PUSH_BODY_MAX = 400;
export const PUSH_LINK_MAX = 500;
export const PUSH_USERS_MAX = 500;
/** The one kind composed on /push/new; the notification centre's pushes carry its notification kinds. */
export const PUSH_MANUAL_KIND = 'manual';

/** What a notification opens: a path of the app (`/projekty/7/szczegoly`) or an http(s) address. */
export const isPushLink = (link: string) => /^\/(?!\/)\S*$/.test(link) || /^https?:\/\/[^\s/?#]+\S*$/i.test(link);

const optionalId = z.preprocess((x) => (x === '' || x === undefined ? null : x), v.id().nullable());
const userIds = z.preprocess(
  (x) => (x === undefined || x === null || x === '' ? [] : x),
  z.array(v.id(), { error: encodeRule('array', 1, PUSH_USERS_MAX) }).max(PUSH_USERS_MAX, { error: encodeRule('array', 1, PUSH_USERS_MAX) }),
);

/**
 * What POST /api/push takes: title, body, an optional link, the audience (a group's id with `group`, users' ids with
 * `users`) and when (`scheduled_at`: empty is now; an instant, or a Warsaw wall-clock time as a datetime-local field
 * gives it). Every problem is named on its field; the group's and the users' existence is the API's to check.
 */
export const pushInput = z.object({
  title: v.text(PUSH_TITLE_MAX),
  body: v.text(PUSH_BODY_MAX),
  link: z.preprocess((x) => (x === null || x === undefined ? '' : x), z.string({ error: encodeRule('string') }).trim().max(PUSH_LINK_MAX, { error: encodeRule('max', PUSH_LINK_MAX) }))
    .refine((link) => link === '' || isPushLink(link), { error: encodeRule('invalid') })
    .transform((link) => link || null),
  audience: v.oneOf(PUSH_AUDIENCES),
  group_id: optionalId,
  user_ids: userIds,
  scheduled_at: sendTime(),
}).superRefine((value, ctx) => {
  // The audience's own field is required with it (and only with it: the others are ignored).
  if (value.audience === 'group' && value.group_id === null) ctx.addIssue({ code: 'custom', path: ['group_id'], message: encodeRule('required') });
  if (value.audience === 'users' && !value.user_ids.length) ctx.addIssue({ code: 'custom', path: ['user_ids'], message: encodeRule('required') });
});
export type PushInput = z.input<typeof pushInput>;
export type PushValues = z.output<typeof pushInput>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const pushRead = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  /** `manual` (composed on /push/new) or the notification centre's kind that raised it. */
  kind: z.string(),
  audience: z.enum(PUSH_AUDIENCES),
  group: named.nullable(),
  user_ids: z.array(z.number().int()),
  scheduled_at: z.string(),
  status: z.enum(PUSH_STATUSES),
  /** Subscriptions it went to (known once its time came), accepted by their push services, failed for good. */
  targeted: z.number().int(),
  accepted: z.number().int(),
  failed: z.number().int(),
  /** Failed deliveries by reason (PUSH_FAILURE_REASONS). */
  failures: z.record(z.string(), z.number().int()),
  /** As the service worker reports them. */
  shown: z.number().int(),
  clicked: z.number().int(),
  sent_at: z.string().nullable(),
  created_by: named.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PushNotification = z.infer<typeof pushRead>;

/** One notification with its chosen users' names, its deliveries by state and, per failure reason, the last error. */
export const pushDetailRead = pushRead.extend({
  users: z.array(named),
  deliveries: z.object({ queued: z.number().int(), sending: z.number().int(), accepted: z.number().int(), failed: z.number().int() }),
  failure_details: z.array(z.object({ reason: z.string(), count: z.number().int(), last_error: z.string().nullable() })),
});
export type PushNotificationDetail = z.infer<typeof pushDetailRead>;

export const pushContract = defineContract({
  name: 'push',
  path: '/api/push',
  ...RESOURCES.push,
  input: pushInput,
  read: pushRead,
  list: {
    sort: PUSH_SORTABLE,
    defaultSort: 'created_at',
    defaultOrder: 'desc',
    filters: {
      status: blankFilter(v.oneOf(PUSH_STATUSES)),
      audience: blankFilter(v.oneOf(PUSH_AUDIENCES)),
      kind: blankFilter(z.string().regex(/^[a-z-]{1,40}$/, { error: encodeRule('in') })),
    },
    search: ['title', 'body'],
  },
  labels: 'push.fields',
});
export type PushListQuery = z.output<typeof pushContract.listQuery>;

/** The VAPID public key a browser subscribes with (any signed-in user). */
export const PUSH_KEY_PATH = `${pushContract.path}/key`;
export const pushKeyRead = z.object({ public_key: z.string() });
/** The signed-in user's browser: POST (upsert by endpoint) and DELETE (by endpoint). */
export const PUSH_SUBSCRIPTIONS_PATH = `${pushContract.path}/subscriptions`;
/** The service worker's report of a notification shown or clicked (no sign-in; the delivery's token). */
export const PUSH_EVENTS_PATH = `${pushContract.path}/events`;
/** The form's pickers (relation fields: `<path>/options`), under the push subject rather than the administration's. */
export const PUSH_GROUP_OPTIONS_PATH = `${pushContract.path}/audience/groups`;
export const PUSH_USER_OPTIONS_PATH = `${pushContract.path}/audience/users`;

/** URL-safe base64 (padding allowed) of exactly `bytes` bytes. */
const base64url = (bytes: number) => z.string({ error: encodeRule('string') }).trim()
  .refine((s) => /^[A-Za-z0-9_-]+={0,2}$/.test(s) && Math.floor((s.replace(/=+$/, '').length * 3) / 4) === bytes, { error: encodeRule('invalid') });

/**
 * A browser's subscription as `PushSubscription.toJSON()` gives it: the push service's https endpoint and the keys
 * the message is encrypted for (P-256 public key, 65 bytes; auth secret, 16 bytes). The API also checks the
 * endpoint's host against the push services it may post to.
 */
export const pushSubscriptionInput = z.object({
  endpoint: z.string({ error: encodeRule('required') }).trim().min(1, { error: encodeRule('required') }).max(2000, { error: encodeRule('max', 2000) })
    .refine((s) => { try { return new URL(s).protocol === 'https:'; } catch { return false; } }, { error: encodeRule('invalid') }),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }, { error: encodeRule('required') }),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInput>;
export const pushUnsubscribeInput = z.object({ endpoint: z.string({ error: encodeRule('required') }).trim().min(1, { error: encodeRule('required') }).max(2000) });

export const pushEventInput = z.object({
  delivery: v.id(),
  token: z.string({ error: encodeRule('required') }).regex(/^[0-9a-f]{32}$/, { error: encodeRule('invalid') }),
  event: v.oneOf(PUSH_EVENTS),
});
export type PushEventInput = z.input<typeof pushEventInput>;

/** What a push message carries (encrypted for the browser): what to show, where a click goes, and how to report it. */
export interface PushPayload {
  title: string;
  body: string;
  link: string | null;
  delivery: number;
  token: string;
}
