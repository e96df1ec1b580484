import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { profileInput, sessionUserRead, usersContract } from '@harmony/shared';
import { users } from '../../db/schema.js';
import { logActivity } from '../../lib/activity.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { unauthenticated } from '../../lib/http-errors.js';
import { loadSessionUser, rolesOfUsers } from './repository.js';
import { serializeUserRow } from './service.js';
import { ruleFailure } from './validate.js';

/**
 * The signed-in user's own account (/uzytkownik/profil): name and e-mail. Any signed-in user, no permission
 * needed; while impersonating it is the impersonated account, logged with the administrator. The password
 * changes through the seed's PUT /api/users/{id}/password, which asks for the current one.
 */
export default async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.put('/api/user/profile', {
    config: { labels: usersContract.labels },
    schema: { body: profileInput, response: { 200: z.object({ message: z.string(), user: sessionUserRead.nullable() }) } },
  }, async (req) => {
    if (!req.session || !req.user) throw unauthenticated();
    const input = req.body;
    const userId = req.session.userId;
    try {
      await app.db.transaction(async (tx) => {
        const [before] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
        if (!before) throw unauthenticated();
        const [after] = await tx.update(users)
          .set({ firstName: input.first_name, lastName: input.last_name, email: input.email, updatedAt: new Date() })
          .where(eq(users.id, userId)).returning();
        const roles = (await rolesOfUsers(tx, [userId])).get(userId) ?? [];
        await logActivity(tx, req, { action: 'update', subjectType: 'users', subjectId: userId, before: serializeUserRow(before, roles), after: serializeUserRow(after!, roles) });
      });
    } catch (error) {
      if (uniqueViolation(error)) throw ruleFailure(req, 'email', 'unique');
      throw error;
    }
    return { message: req.t('users.profileSaved'), user: await loadSessionUser(app.db, userId, req.session.impersonatorId) };
  });
}
