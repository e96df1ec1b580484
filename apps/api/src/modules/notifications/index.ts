import type { FastifyInstance } from 'fastify';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { idParamSchema, messageRead, NOTIFICATION_LIST_MAX, notificationsRead, type NotificationItem } from '@harmony/shared';
import { notifications } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';

/** The signed-in user's unread notifications (newest first, at most 5), and dismissing one. */
export default async function notificationRoutes(app: FastifyInstance) {
  app.get('/api/notifications', { schema: { response: { 200: notificationsRead } } }, async (req): Promise<{ data: NotificationItem[] }> => {
    const rows = await app.db.select().from(notifications)
      .where(and(eq(notifications.userId, req.user!.id), isNull(notifications.readAt)))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_LIST_MAX);
    return {
      data: rows.map((n) => ({ id: n.id, title: n.title, body: n.body, link: n.link, created_at: n.createdAt.toISOString() })),
    };
  });

  app.delete('/api/notifications/:id', { schema: { params: idParamSchema, response: { 200: messageRead } } }, async (req) => {
    const { id } = req.params as { id: number };
    const done = await app.db.update(notifications).set({ readAt: new Date() })
      .where(and(eq(notifications.id, id), eq(notifications.userId, req.user!.id), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (!done.length) throw notFound();
    return { message: req.t('errors.successToast') };
  });
}
