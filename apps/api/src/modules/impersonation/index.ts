import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ROLES, idParamSchema, ROLES, sessionUserRead } from '@harmony/shared';
import { logActivity } from '../../lib/activity.js';
import { ApiError, notFound } from '../../lib/http-errors.js';
import { findUserById, loadSessionUser, userHasRole } from '../users/repository.js';

/**
 * Administrators sign in as another user: never a Superadministrator, never themselves, never nested.
 * Both start and leave rotate the session id and are written to the activity log with both user ids.
 */
export default async function impersonationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** Starting and leaving answer with the session's user now. */
  const switched = (user: z.ZodType) => ({ 200: z.object({ message: z.string(), user }) });

  app.post('/api/v1/admin/users/:id/impersonate', {
    config: { roles: ADMIN_ROLES },
    schema: { params: idParamSchema, response: switched(sessionUserRead.nullable()) },
  }, async (req, reply) => {
    const { id } = req.params;
    const session = req.session!;
    if (session.impersonatorId) throw new ApiError(403, 'impersonation.nested');
    const target = await findUserById(app.db, id);
    if (!target) throw notFound();
    if (target.id === session.userId || !target.active || (await userHasRole(app.db, target.id, ROLES.superadmin))) {
      throw new ApiError(403, 'impersonation.notAllowed');
    }
    const adminId = session.userId;
    await app.db.transaction(async (tx) => {
      await app.sessions.start(req, reply, target.id, adminId, tx);
      await logActivity(tx, req, {
        action: 'impersonation.start', subjectType: 'users', subjectId: target.id, userId: target.id, impersonatorId: adminId,
      });
    });
    const user = await loadSessionUser(app.db, target.id, adminId);
    return { message: req.t('impersonation.started', { name: `${target.firstName} ${target.lastName}` }), user };
  });

  app.get('/api/v1/admin/users/impersonating', {
    schema: { response: { 200: z.object({ isImpersonating: z.boolean() }) } },
  }, async (req) => ({ isImpersonating: Boolean(req.session?.impersonatorId) }));

  app.get('/api/v1/admin/users/impersonating/leave', { schema: { response: switched(sessionUserRead) } }, async (req, reply) => {
    const session = req.session!;
    if (!session.impersonatorId) throw new ApiError(409, 'impersonation.notImpersonating');
    const adminId = session.impersonatorId;
    const impersonatedId = session.userId;
    await app.db.transaction(async (tx) => {
      await app.sessions.start(req, reply, adminId, null, tx);
      await logActivity(tx, req, {
        action: 'impersonation.leave', subjectType: 'users', subjectId: impersonatedId, userId: impersonatedId, impersonatorId: adminId,
      });
    });
    const user = await loadSessionUser(app.db, adminId, null);
    if (!user) {
      await app.sessions.destroy(req, reply);
      throw new ApiError(401, 'errors.unauthenticated');
    }
    return { message: req.t('impersonation.left'), user };
  });
}
