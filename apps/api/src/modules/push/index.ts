import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  idParamSchema, messageRead, pushContract, pushDetailRead, pushInput, pushRead, warsawDateTime, type PushNotification, type PushValues,
} from '@harmony/shared';
import { pushNotifications } from '../../db/schema.js';
import { logActivity } from '../../lib/activity.js';
import { crudContext } from '../../lib/crud/context.js';
import { listRoute } from '../../lib/crud/list-routes.js';
import { fromContract } from '../../lib/crud/resource.js';
import { ApiError } from '../../lib/http-errors.js';
import { audienceOptionRoutes } from './audience-options.js';
import { browserRoutes } from './browser.js';
import { checkAudience, insertPush, lockStatus } from './repository.js';
import { detailsOf, pushFilters, pushView, serializePush } from './view.js';

const written = z.object({ id: z.number().int(), message: z.string(), data: pushRead });

/**
 * Web Push (issue 28): the notifications on the engine's list (`GET /api/push`, their counts rolled up as deliveries
 * settle), one with its failures by reason, a new one for everyone, a group or chosen users, now or at a time, and
 * a queued one cancelled until a worker takes it (`DELETE`), all under the Push subject; beside them the browser's
 * own calls (browser.ts: the VAPID key, its subscription, the service worker's events) and the form's pickers.
 * Sending is the queue's (lib/push).
 */
export default async function pushRoutes(app: FastifyInstance) {
  const c = crudContext(app, {
    ...fromContract(pushContract),
    table: pushNotifications,
    view: pushView,
    serialize: serializePush,
    sortColumns: {
      id: pushNotifications.id, title: pushNotifications.title, scheduled_at: pushNotifications.scheduledAt, status: pushNotifications.status,
      targeted: pushNotifications.targeted, accepted: pushNotifications.accepted, failed: pushNotifications.failed,
      shown: pushNotifications.shown, clicked: pushNotifications.clicked, created_at: pushNotifications.createdAt,
    },
    searchColumns: [pushNotifications.title, pushNotifications.body],
    filters: pushFilters as never,
  });
  listRoute(app, c);
  const shown = async (db: typeof app.db, req: FastifyRequest) => serializePush(await c.load(req, db, pushView)) as PushNotification;

  app.get(pushContract.itemRoute, { config: c.access('listowanie'), schema: { params: idParamSchema, response: { 200: pushDetailRead } } }, async (req) => {
    const push = await shown(app.db, req);
    return { ...push, ...(await detailsOf(app.db, push.id, push.user_ids)) };
  });

  app.post(pushContract.path, { config: c.access('dodawanie'), schema: { body: pushInput, response: { 201: written } } }, async (req, reply) => {
    const values = req.body as PushValues;
    const data = await c.write(req, async (tx) => {
      await checkAudience(tx, req, values);
      const id = await insertPush(tx, values, req.user!.id);
      await logActivity(tx, req, { action: 'create', subjectType: 'push', subjectId: id,
        after: { title: values.title, audience: values.audience, scheduled_at: values.scheduled_at } });
      req.params = { id: String(id) };
      return shown(tx, req);
    });
    const message = values.scheduled_at ? req.t('push.scheduled', { at: warsawDateTime(new Date(values.scheduled_at)) }) : req.t('push.queued');
    return reply.status(201).send({ id: data.id, message, data });
  });

  app.delete(pushContract.itemRoute, { config: c.access('usuwanie'), schema: { params: idParamSchema, response: { 200: messageRead } } }, async (req) => {
    await c.write(req, async (tx) => {
      const before = await shown(tx, req);
      // Once a worker has turned it into deliveries, messages are on their way: nothing to cancel any more.
      if ((await lockStatus(tx, before.id)) !== 'queued') throw new ApiError(409, 'push.notCancellable');
      await tx.delete(pushNotifications).where(sql`${pushNotifications.id} = ${before.id}`);
      await logActivity(tx, req, { action: 'delete', subjectType: 'push', subjectId: before.id,
        before: { title: before.title, audience: before.audience, scheduled_at: before.scheduled_at } });
    });
    return { message: req.t('push.cancelled') };
  });

  browserRoutes(app);
  audienceOptionRoutes(app, c.access('dodawanie'));
}
