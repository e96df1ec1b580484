import type { FastifyInstance } from 'fastify';
import { activitiesContract, activityListQuery, ADMIN_ROLES, idParamSchema, listPageRead, type ActivityListQuery } from '@harmony/shared';
import { notFound } from '../../lib/http-errors.js';

import { findActivity, listActivities } from './repository.js';
import { pageEnvelope } from '../../lib/crud/envelope.js';

/** The activity log (/administrator/aktywnosci): who, as whom, did what to which record, when; read-only. */
export default async function activityRoutes(app: FastifyInstance) {
  const { path, itemRoute, read, labels } = activitiesContract;
  const config = { roles: ADMIN_ROLES, permission: activitiesContract.permission, labels };

  app.get(path, { config, schema: { querystring: activityListQuery, response: { 200: listPageRead(read) } } }, async (req) => {
    const q = req.query as ActivityListQuery;
    const { rows, total } = await listActivities(app.db, q);
    return pageEnvelope(rows, total, q);
  });

  app.get(itemRoute, { config, schema: { params: idParamSchema, response: { 200: read } } }, async (req) => {
    const { id } = req.params as { id: number };
    const activity = await findActivity(app.db, id);
    if (!activity) throw notFound();
    return activity;
  });
}
