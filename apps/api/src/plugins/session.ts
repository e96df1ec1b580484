import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eq, lt, or } from 'drizzle-orm';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@harmony/shared';
import { sessions } from '../db/schema.js';
import type { DbOrTx } from '../db/client.js';
import { newToken, sha256 } from '../lib/tokens.js';

export const SESSION_COOKIE = 'harmony_session';
/** last_seen_at is written at most this often, so reads don't each cost a write. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionState {
  id: string;
  userId: number;
  impersonatorId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionState | null;
  }
  interface FastifyInstance {
    sessions: {
      /** Creates a new session (new id: rotation) and sets its cookie; the old one, if any, is destroyed. */
      start(req: FastifyRequest, reply: FastifyReply, userId: number, impersonatorId?: number | null, tx?: DbOrTx): Promise<SessionState>;
      destroy(req: FastifyRequest, reply: FastifyReply): Promise<void>;
      /** Ends every session of a user (deactivation, password change). */
      endAllOf(userId: number, tx?: DbOrTx): Promise<void>;
    };
  }
}

const timedOut = (s: { createdAt: number; lastSeenAt: number }, now: number) =>
  now - s.lastSeenAt > SESSION_IDLE_MS || now - s.createdAt > SESSION_ABSOLUTE_MS;

/**
 * The live session a session cookie's token names, or null (none, unknown, timed out: then deleted). From
 * memory while it's fresh (plugins/auth-cache.ts); timeouts and touches go to the database. Every API request
 * reads its session here, and so does a page load of the app (plugins/spa.ts).
 */
export async function liveSession(app: FastifyInstance, token: string | undefined): Promise<SessionState | null> {
  if (!token) return null;
  const id = sha256(token);
  const now = Date.now();
  // Before trusting memory, what other instances changed until now (a sign-out there) must have arrived here.
  if (app.authCache.get(id, now)) await app.authCache.fence();
  const cached = app.authCache.get(id, now);
  if (cached && !timedOut(cached, now) && now - cached.lastSeenAt <= TOUCH_EVERY_MS) {
    return { id, userId: cached.userId, impersonatorId: cached.impersonatorId };
  }
  const version = app.authCache.version();
  const [row] = await app.db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
  if (!row) return null;
  const times = { createdAt: row.createdAt.getTime(), lastSeenAt: row.lastSeenAt.getTime() };
  if (timedOut(times, now)) {
    await app.db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now - times.lastSeenAt > TOUCH_EVERY_MS) {
    await app.db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, id));
    times.lastSeenAt = now;
  }
  app.authCache.put(id, { userId: row.userId, impersonatorId: row.impersonatorId, ...times }, version);
  return { id, userId: row.userId, impersonatorId: row.impersonatorId };
}

/**
 * Server-side sessions in the database, so they survive restarts and are shared by every API instance.
 * The cookie holds a random token; the table keeps only its hash. Idle and absolute timeouts are enforced
 * here on every request. Hand-written rather than @fastify/session because we need to end all sessions
 * of one user and to rotate at impersonation, which generic stores do not offer.
 */
export default fp(async (app, opts: { secure: boolean }) => {
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: opts.secure };

  app.decorateRequest('session', null);

  app.addHook('onRequest', async (req) => {
    req.session = await liveSession(app, req.cookies[SESSION_COOKIE]);
  });

  app.decorate('sessions', {
    async start(req, reply, userId, impersonatorId = null, tx = app.db) {
      if (req.session) {
        await tx.delete(sessions).where(eq(sessions.id, req.session.id));
        app.authCache.forget(req.session.id);
      }
      const token = newToken();
      const id = sha256(token);
      await tx.insert(sessions).values({
        id, userId, impersonatorId, ip: req.ip, userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
      });
      reply.setCookie(SESSION_COOKIE, token, cookieOptions);
      req.rotateCsrf = true;
      req.session = { id, userId, impersonatorId };
      return req.session;
    },
    async destroy(req, reply) {
      if (req.session) {
        await app.db.delete(sessions).where(eq(sessions.id, req.session.id));
        app.authCache.forget(req.session.id);
      }
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      req.session = null;
    },
    async endAllOf(userId, tx = app.db) {
      await tx.delete(sessions).where(or(eq(sessions.userId, userId), eq(sessions.impersonatorId, userId)));
      app.authCache.forgetUser(userId);
    },
  });

  // Expired rows are removed lazily on use; this sweeps the rest now and then.
  const sweep = setInterval(() => {
    const idle = new Date(Date.now() - SESSION_IDLE_MS);
    const absolute = new Date(Date.now() - SESSION_ABSOLUTE_MS);
    app.db.delete(sessions).where(or(lt(sessions.lastSeenAt, idle), lt(sessions.createdAt, absolute)))
      .catch((err: unknown) => app.log.warn({ err }, 'session sweep failed'));
  }, 15 * 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}, { name: 'session', dependencies: ['@fastify/cookie', 'db', 'auth-cache'] });

