import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { ADMIN_ROLES } from '@harmony/shared';
import { runningTimers } from '../../db/schema.js';

/** Users with a running timer count as online; only administrators may ask (seed section 6). */
export default async function onlineRoutes(app: FastifyInstance) {
  app.get('/api/v1/admin/times/onlineCount', { config: { roles: ADMIN_ROLES } }, async () => {
    const [row] = await app.db.select({ count: count() }).from(runningTimers);
    return { count: row?.count ?? 0 };
  });
}
