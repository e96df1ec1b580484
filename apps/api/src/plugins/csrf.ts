import fp from 'fastify-plugin';
import { ApiError } from '../lib/http-errors.js';
import { hmac, newToken, safeEqual } from '../lib/tokens.js';

export const CSRF_SECRET_COOKIE = 'harmony_csrf';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the session changes hands (sign-in, impersonation): the response carries a new CSRF secret. */
    rotateCsrf: boolean;
  }
  interface FastifyContextConfig {
    /** false for endpoints that strangers post to (public forms); everything else demands the token. */
    csrf?: boolean;
  }
}

/**
 * Laravel-Sanctum-style CSRF protection as a signed double-submit cookie: an HttpOnly random cookie, and
 * a readable XSRF-TOKEN cookie holding its HMAC, which the SPA echoes in X-XSRF-TOKEN. A forged request
 * can't read the cookie, and an injected cookie can't be signed without the server's secret.
 */
export default fp(async (app, opts: { secret: string; secure: boolean }) => {
  const readable = { path: '/', httpOnly: false, sameSite: 'lax' as const, secure: opts.secure };
  const hidden = { ...readable, httpOnly: true };

  app.decorateRequest('rotateCsrf', false);

  // preValidation: refused before a route schema reads the body (a forged request learns nothing from a 422).
  app.addHook('preValidation', async (req) => {
    if (SAFE_METHODS.has(req.method) || req.routeOptions.config?.csrf === false) return;
    const secret = req.cookies[CSRF_SECRET_COOKIE];
    const sent = req.headers[XSRF_HEADER];
    if (!secret || typeof sent !== 'string' || !safeEqual(sent, hmac(opts.secret, secret))) {
      throw new ApiError(419, 'auth.csrf');
    }
  });

  app.addHook('onSend', async (req, reply, payload) => {
    let secret = req.rotateCsrf ? undefined : req.cookies[CSRF_SECRET_COOKIE];
    if (!secret) {
      secret = newToken();
      reply.setCookie(CSRF_SECRET_COOKIE, secret, hidden);
    }
    const token = hmac(opts.secret, secret);
    if (req.cookies[XSRF_COOKIE] !== token) reply.setCookie(XSRF_COOKIE, token, readable);
    return payload;
  });
}, { name: 'csrf', dependencies: ['@fastify/cookie'] });
