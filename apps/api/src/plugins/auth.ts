import fp from 'fastify-plugin';
import { can, hasRole, type SessionUser, type Verb } from '@harmony/shared';
import { forbidden, unauthenticated } from '../lib/http-errors.js';
import { loadSessionUser } from '../modules/users/repository.js';

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
 * Access rules are declared on each route (`config`) and checked here, before any handler runs:
 * every /api route needs a session unless it says `public`; then roles, then permissions.
 */
export default fp(async (app) => {
  app.decorateRequest('user', null);

  app.addHook('preHandler', async (req, reply) => {
    const config = req.routeOptions.config ?? {};
    if (req.session) {
      req.user = await loadSessionUser(app.db, req.session.userId, req.session.impersonatorId);
      if (!req.user) await app.sessions.destroy(req, reply);
    }
    if (config.public || !req.routeOptions.url) return;
    if (!req.user) throw unauthenticated();
    if (config.roles && !hasRole(req.user.roles, config.roles)) throw forbidden();
    if (config.permission && !can(req.user.permissions, config.verb ?? 'listowanie', config.permission)) throw forbidden();
  });
}, { name: 'auth', dependencies: ['session', 'db'] });
