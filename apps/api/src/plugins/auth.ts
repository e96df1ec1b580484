import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { can, hasRole, type SessionUser, type Verb } from '@harmony/shared';
import { forbidden, unauthenticated } from '../lib/http-errors.js';
import { loadSessionUser } from '../modules/users/repository.js';
import type { SessionState } from './session.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anyone may call it, signed in or not. */
    public?: boolean;
    /** Pipe-separated role names, any of. */
    roles?: string;
    /** Pipe-separated subjects, any of, checked with `verb` (default `listowanie`). */
    permission?: string;
    verb?: Verb;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/**
 * The session's user, roles and permissions: from memory when the auth cache has them (auth-cache.ts). Every
 * API request's user, and the page's for the dashboard's first frame (first-frame.ts).
 */
export async function sessionUser(app: FastifyInstance, session: SessionState): Promise<SessionUser | null> {
  const cached = app.authCache.get(session.id)?.user;
  if (cached !== undefined) return cached;
  const version = app.authCache.version();
  const user = await loadSessionUser(app.db, session.userId, session.impersonatorId);
  app.authCache.keepUser(session.id, user, version);
  return user;
}

/**
 * Access rules are declared on each route (`config`) and checked here, before any handler runs:
 * every /api route needs a session unless it says `public`; then roles, then permissions.
 */
export default fp(async (app) => {
  app.decorateRequest('user', null);

  // preValidation: access is decided before a route schema reads the request (401/403 before any 422).
  app.addHook('preValidation', async (req, reply) => {
    const config = req.routeOptions.config ?? {};
    if (req.session) {
      req.user = await sessionUser(app, req.session);
      if (!req.user) await app.sessions.destroy(req, reply);
    }
    if (config.public || !req.routeOptions.url) return;
    if (!req.user) throw unauthenticated();
    if (config.roles && !hasRole(req.user.roles, config.roles)) throw forbidden();
    if (config.permission && !can(req.user.permissions, config.verb ?? 'listowanie', config.permission)) throw forbidden();
  });
}, { name: 'auth', dependencies: ['session', 'db'] });
