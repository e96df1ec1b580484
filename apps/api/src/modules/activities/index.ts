import type { FastifyInstance } from 'fastify';
import { activityListQuery, ADMIN_ROLES, idParamSchema } from '@harmony/shared';
import { notFound } from '../../lib/http-errors.js';

import { findActivity, listActivities } from './repository.js';
import { parse } from '../../lib/validate.js';
import { pageEnvelope } from '../../lib/crud/envelope.js';

/** The activity log (/administrator/aktywnosci): who, as whom, did what to which record, when; read-only. */
export default async function activityRoutes(app: FastifyInstance) {
  const guard = { config: { roles: ADMIN_ROLES, permission: 'Administracja' } };

  app.get('/api/activities', guard, async (req) => {
    const q = parse(activityListQuery, req.query, req, 'admin.fields');
    const { rows, total } = await listActivities(app.db, q);
    return pageEnvelope(rows, total, q);
  });

  app.get('/api/activities/:id', guard, async (req) => {
    const { id } = parse(idParamSchema, req.params, req, 'admin.fields');
    const activity = await findActivity(app.db, id);
    if (!activity) throw notFound();
    return activity;
  });
}
