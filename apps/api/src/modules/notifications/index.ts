import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  centreNotificationRead, idParamSchema, listPageRead, messageRead, NOTIFICATION_LIST_MAX, NOTIFICATION_PREFERENCES_PATH, NOTIFICATIONS_ALL_PATH,
  NOTIFICATIONS_READ_ALL_PATH, notificationPreferenceRow, notificationPreferencesInput, notificationsListQuery, notificationsRead, notificationUpdate,
  type NotificationItem, type NotificationsListQuery,
} from '@harmony/shared';
import { notifications } from '../../db/schema.js';
import { pageEnvelope } from '../../lib/crud/envelope.js';
import { notFound } from '../../lib/http-errors.js';
import { wordNotification } from '../../lib/notify.js';
import { preferencesOf, savePreferences } from './preferences.js';

type Row = typeof notifications.$inferSelect;

/**
 * The signed-in user's notifications: the top bar's unread ones (newest first, at most 5; dismissing one reads
 * it), and the notification centre (/powiadomienia, issue 28): all of them page by page, read or unread, by kind,
 * read and unread again, all read at once; and per kind where they go (preferences.ts). Each is worded in the
 * reader's language (lib/notify.ts).
 */
export default async function notificationRoutes(app: FastifyInstance) {
  const worded = (n: Row, locale: 'pl' | 'en') => wordNotification({ title: n.title, body: n.body }, n.params, locale);
  const mine = (userId: number) => eq(notifications.userId, userId);

  app.get('/api/notifications', { schema: { response: { 200: notificationsRead } } }, async (req): Promise<{ data: NotificationItem[] }> => {
    const rows = await app.db.select().from(notifications)
      .where(and(mine(req.user!.id), isNull(notifications.readAt)))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_LIST_MAX);
    return { data: rows.map((n) => ({ id: n.id, ...worded(n, req.locale), link: n.link, created_at: n.createdAt.toISOString() })) };
  });

  app.get(NOTIFICATIONS_ALL_PATH, {
    schema: { querystring: notificationsListQuery, response: { 200: listPageRead(centreNotificationRead) } },
  }, async (req) => {
    const q = req.query as NotificationsListQuery;
    const where: (SQL | undefined)[] = [
      mine(req.user!.id),
      q.read === 'true' ? isNotNull(notifications.readAt) : q.read === 'false' ? isNull(notifications.readAt) : undefined,
      q.kind ? eq(notifications.kind, q.kind) : undefined,
    ];
    const [rows, [total]] = await Promise.all([
      app.db.select().from(notifications).where(and(...where))
        .orderBy(q.order === 'asc' ? notifications.createdAt : desc(notifications.createdAt), desc(notifications.id))
        .limit(q.per_page).offset((q.page - 1) * q.per_page),
      app.db.select({ n: count() }).from(notifications).where(and(...where)),
    ]);
    const data = rows.map((n) => ({
      id: n.id, kind: n.kind as z.infer<typeof centreNotificationRead>['kind'], ...worded(n, req.locale), link: n.link, read: n.readAt !== null,
      created_at: n.createdAt.toISOString(),
    }));
    return pageEnvelope(data, Number(total?.n ?? 0), q);
  });

  app.put('/api/notifications/:id', { schema: { params: idParamSchema, body: notificationUpdate, response: { 200: messageRead } } }, async (req) => {
    const { id } = req.params as { id: number };
    const { read } = req.body as { read: boolean };
    const done = await app.db.update(notifications).set({ readAt: read ? new Date() : null })
      .where(and(eq(notifications.id, id), mine(req.user!.id))).returning({ id: notifications.id });
    if (!done.length) throw notFound();
    return { message: req.t('notificationCentre.updated') };
  });

  app.post(NOTIFICATIONS_READ_ALL_PATH, { schema: { response: { 200: messageRead } } }, async (req) => {
    await app.db.update(notifications).set({ readAt: new Date() }).where(and(mine(req.user!.id), isNull(notifications.readAt)));
    return { message: req.t('notificationCentre.allRead') };
  });

  app.delete('/api/notifications/:id', { schema: { params: idParamSchema, response: { 200: messageRead } } }, async (req) => {
    const { id } = req.params as { id: number };
    const done = await app.db.update(notifications).set({ readAt: new Date() })
      .where(and(eq(notifications.id, id), mine(req.user!.id), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (!done.length) throw notFound();
    return { message: req.t('errors.successToast') };
  });

  const preferencesRead = z.object({ data: z.array(notificationPreferenceRow), message: z.string().optional() });
  app.get(NOTIFICATION_PREFERENCES_PATH, { schema: { response: { 200: preferencesRead } } }, async (req) => ({ data: await preferencesOf(app.db, req.user!.id) }));
  app.put(NOTIFICATION_PREFERENCES_PATH, { schema: { body: notificationPreferencesInput, response: { 200: preferencesRead } } }, async (req) => {
    const { data } = req.body as z.infer<typeof notificationPreferencesInput>;
    await savePreferences(app.db, req.user!.id, data);
    return { data: await preferencesOf(app.db, req.user!.id), message: req.t('notificationCentre.preferencesSaved') };
  });
}
