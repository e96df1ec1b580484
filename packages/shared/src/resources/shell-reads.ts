import { z } from 'zod';
import type { AppConfig, MenuSection, NotificationItem } from '../schemas/auth.js';
import { userRefRead } from './activities.js';
import type { MenuSectionRow } from './menu.js';
import type { Setting } from './settings.js';
import type { OnlineUser } from './timer-state.js';

/*
 * Response schemas of the small shell and administration endpoints (settings, menu, app config,
 * notifications, the online list, health). Each is checked against the type the web reads (`satisfies`), so
 * the answer and the type can't drift apart; the zod serializer sends exactly these fields.
 */

export const settingRead = z.object({ key: z.string(), value: z.string() }) satisfies z.ZodType<Setting>;
/** GET /api/settings; PUT answers the same list with its message (and PUT takes this shape back). */
export const settingsRead = z.object({ data: z.array(settingRead), message: z.string().optional() });
/** DELETE /api/settings/{key}: an application setting is reset to its default (value), any other removed (null). */
export const settingDeletedRead = z.object({ key: z.string(), value: z.string().nullable(), message: z.string() });

export const menuSectionRead = z.object({
  key: z.string(), name: z.string(), enabled: z.boolean(), position: z.number().int(),
}) satisfies z.ZodType<MenuSectionRow>;
/** GET /api/menu; PUT answers the same list with its message. */
export const menuRead = z.object({ data: z.array(menuSectionRead), message: z.string().optional() });

export const appConfigRead = z.object({
  settings: z.record(z.string(), z.string()),
  menu: z.array(z.object({ key: z.string(), name: z.string(), enabled: z.boolean() }) satisfies z.ZodType<MenuSection>),
}) satisfies z.ZodType<AppConfig>;

export const notificationRead = z.object({
  id: z.number().int(), title: z.string(), body: z.string(), link: z.string().nullable(), created_at: z.string(),
}) satisfies z.ZodType<NotificationItem>;
export const notificationsRead = z.object({ data: z.array(notificationRead) });

export const onlineUserRead = z.object({
  user: userRefRead,
  project: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  description: z.string(),
  started_at: z.string(),
}) satisfies z.ZodType<OnlineUser>;
export const onlineListRead = z.object({ data: z.array(onlineUserRead) });
export const onlineCountRead = z.object({ count: z.number().int() });

/** A success with nothing else to say (a dismissed notification). */
export const messageRead = z.object({ message: z.string() });
export const healthRead = z.object({ status: z.literal('ok') });
/** GET /api/ready: this instance takes requests (its database answers, it is not shutting down). */
export const readyRead = z.object({ status: z.literal('ready') });
