import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { blankFilter, listQuerySchema } from './list-query.js';
import { v } from '../validation/rules.js';

/**
 * The notification centre (/powiadomienia, issue 28): every notification a user received, read and unread, and
 * per kind where it goes — in the app (the top bar's list and this screen), by e-mail, by push. Real events raise
 * them: a project's budget at 80 % and 100 %, a new form message, a mail that failed for good, a finished import,
 * a new order.
 */
export const NOTIFICATION_KINDS = ['budget', 'form-message', 'mail-failed', 'import-finished', 'order-new', 'other'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** The kinds a user chooses channels for ('other': the welcome and the like, in the app only). */
export const PREFERENCE_KINDS = ['budget', 'form-message', 'mail-failed', 'import-finished', 'order-new'] as const satisfies readonly NotificationKind[];
export type PreferenceKind = (typeof PREFERENCE_KINDS)[number];
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** With no choice made: in the app only. */
export const DEFAULT_CHANNELS: Record<NotificationChannel, boolean> = { in_app: true, email: false, push: false };

export const NOTIFICATIONS_PATH = '/api/notifications';
export const NOTIFICATIONS_ALL_PATH = `${NOTIFICATIONS_PATH}/all`;
export const NOTIFICATIONS_READ_ALL_PATH = `${NOTIFICATIONS_PATH}/read-all`;
export const NOTIFICATION_PREFERENCES_PATH = `${NOTIFICATIONS_PATH}/preferences`;
export const notificationPath = (id: number | string) => `${NOTIFICATIONS_PATH}/${id}`;

export const centreNotificationRead = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type CentreNotification = z.infer<typeof centreNotificationRead>;

export const notificationsListQuery = listQuerySchema(['created_at'] as const, 'created_at', {
  read: blankFilter(z.enum(['true', 'false'], { error: encodeRule('in') })),
  kind: blankFilter(v.oneOf(NOTIFICATION_KINDS)),
}, 'desc');
export type NotificationsListQuery = z.output<typeof notificationsListQuery>;

export const notificationUpdate = z.object({ read: z.boolean({ error: encodeRule('boolean') }) });

export const notificationPreferenceRow = z.object({
  kind: v.oneOf(PREFERENCE_KINDS),
  in_app: z.boolean({ error: encodeRule('boolean') }),
  email: z.boolean({ error: encodeRule('boolean') }),
  push: z.boolean({ error: encodeRule('boolean') }),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceRow>;
export const notificationPreferencesInput = z.object({
  data: z.array(notificationPreferenceRow, { error: encodeRule('array', 1, PREFERENCE_KINDS.length) }).max(PREFERENCE_KINDS.length, { error: encodeRule('array', 1, PREFERENCE_KINDS.length) }),
}).superRefine(({ data }, ctx) => {
  // Each kind once: the list is written row by row over the stored one.
  data?.forEach((row, i) => {
    if (data.findIndex((r) => r.kind === row.kind) !== i) ctx.addIssue({ code: 'custom', path: ['data', i, 'kind'], message: encodeRule('unique') });
  });
});

/** A notification's wording kept with it: catalogue keys and raw values, worded for each reader. */
export interface NotificationWording {
  title: string;
  body?: string;
  vars: Record<string, string | number>;
}
