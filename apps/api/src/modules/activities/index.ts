import type { FastifyInstance } from 'fastify';
import { activityListQuery, ADMIN_ROLES, idParamSchema } from '@harmony/shared';
import { notFound } from '../../lib/http-errors.js';
import { parseAdmin } from '../settings/labels.js';
import { findActivity, listActivities } from './repository.js';

/** The activity log (/administrator/aktywnosci): who, as whom, did what to which record, when; read-only. */
export default async function activityRoutes(app: FastifyInstance) {
  const guard = { config: { roles: ADMIN_ROLES, permission: 'Administracja' } };

  app.get('/api/activities', guard, async (req) => {
    const q = parseAdmin(activityListQuery, req.query, req);
    const { rows, total } = await listActivities(app.db, q);
    return { data: rows, meta: { total, page: q.page, per_page: q.per_page, last_page: Math.max(1, Math.ceil(total / q.per_page)) } };
  });

  app.get('/api/activities/:id', guard, async (req) => {
    const { id } = parseAdmin(idParamSchema, req.params, req);
    const activity = await findActivity(app.db, id);
    if (!activity) throw notFound();
    return activity;
  });
}
