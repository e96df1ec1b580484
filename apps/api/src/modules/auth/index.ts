import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { loginBody, messageRead, sessionUserRead } from '@harmony/shared';
import { users } from '../../db/schema.js';
import { logActivity } from '../../lib/activity.js';
import { fieldError, unauthenticated } from '../../lib/http-errors.js';
import { findUserByEmail, loadSessionUser } from '../users/repository.js';
import { verifyPassword } from '../../lib/passwords.js';
import { attemptFailed, beginAttempt, clearFailures, forgiveAttempt } from '../../lib/login-throttle.js';

/** Seed section 7, "Session": POST /login, POST /logout, GET /api/user. */
export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/login', {
    config: { public: true },
    schema: {
      body: loginBody,
      // `token` is part of the seed's contract but unused: the session cookie authenticates.
      response: { 200: z.object({ message: z.string(), user: sessionUserRead.nullable(), token: z.null() }) },
    },
  }, async (req, reply) => {
    const body = req.body;
    const attempt = await beginAttempt(app.db, body.email, req.ip);
    const user = await findUserByEmail(app.db, body.email);
    const valid = await verifyPassword(user?.passwordHash, body.password);
    if (!user || !valid) {
      await attemptFailed(app.db);
      throw fieldError('email', req.t('auth.failed'));
    }
    if (!user.active) {
      await forgiveAttempt(app.db, attempt);
      throw fieldError('email', req.t('auth.inactive'));
    }

    await app.db.transaction(async (tx) => {
      await clearFailures(tx, body.email, req.ip);
      await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
      await app.sessions.start(req, reply, user.id, null, tx);
      await logActivity(tx, req, { action: 'auth.login', subjectType: 'users', subjectId: user.id, userId: user.id });
    });
    const sessionUser = await loadSessionUser(app.db, user.id, null);
    return { message: req.t('auth.loggedIn'), user: sessionUser, token: null };
  });

  app.post('/logout', { config: { public: true }, schema: { response: { 200: messageRead } } }, async (req, reply) => {
    if (req.session) await logActivity(app.db, req, { action: 'auth.logout', subjectType: 'users', subjectId: req.session.userId });
    await app.sessions.destroy(req, reply);
    return { message: req.t('auth.loggedOut') };
  });

  app.get('/api/user', { schema: { response: { 200: sessionUserRead } } }, async (req) => {
    if (!req.user) throw unauthenticated();
    return req.user;
  });

  // The SPA's session probe: 200 for everyone, the user or null. A 401 from /api/user would stand in the
  // console of every guest's browser as an error (Lighthouse counts it against best practices).
  app.get('/api/session', {
    config: { public: true },
    schema: { response: { 200: z.object({ user: sessionUserRead.nullable() }) } },
  }, async (req) => ({ user: req.user ?? null }));
}
