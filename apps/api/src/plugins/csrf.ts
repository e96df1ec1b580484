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
    /**
     * false where the app's CSRF cookies have no business: the public content API, read by other sites' visitors
     * and cached by shared caches (a cached Set-Cookie would hand one visitor's cookie to the next).
     */
    csrfCookie?: boolean;
  }
}

/**
 * Laravel-Sanctum-style CSRF protection as a signed double-submit cookie: an HttpOnly random cookie, and
 * a readable XSRF-TOKEN cookie holding its HMAC, which the SPA echoes in X-XSRF-TOKEN. A forged request
 * can't read the cookie, and an injected cookie can't be signed without the server's secret.
 */
export default fp(async (app, opts: { secret: string; secure: boolean }) => {
  const readable = { path: '/', httpOnly: false, sameSite: 'lax' as const, secure: opts.secure };
  // Every response signs the browser's secret: a browser's requests sign the same one (an HMAC was 3 % of the
  // server's CPU on a list), so the last thousand signatures are kept.
  const signed = new Map<string, string>();
  const sign = (secret: string) => {
    let token = signed.get(secret);
    if (token === undefined) {
      token = hmac(opts.secret, secret);
      if (signed.size >= 1_000) signed.delete(signed.keys().next().value!);
      signed.set(secret, token);
    }
    return token;
  };
  const hidden = { ...readable, httpOnly: true };

  app.decorateRequest('rotateCsrf', false);

  // preValidation: refused before a route schema reads the body (a forged request learns nothing from a 422).
  app.addHook('preValidation', async (req) => {
    if (SAFE_METHODS.has(req.method) || req.routeOptions.config?.csrf === false) return;
    const secret = req.cookies[CSRF_SECRET_COOKIE];
    const sent = req.headers[XSRF_HEADER];
    if (!secret || typeof sent !== 'string' || !safeEqual(sent, sign(secret))) {
      throw new ApiError(419, 'auth.csrf');
    }
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (req.routeOptions.config?.csrfCookie === false) return payload;
    let secret = req.rotateCsrf ? undefined : req.cookies[CSRF_SECRET_COOKIE];
    if (!secret) {
      secret = newToken();
      reply.setCookie(CSRF_SECRET_COOKIE, secret, hidden);
    }
    const token = sign(secret);
    if (req.cookies[XSRF_COOKIE] !== token) reply.setCookie(XSRF_COOKIE, token, readable);
    return payload;
  });
}, { name: 'csrf', dependencies: ['@fastify/cookie'] });
