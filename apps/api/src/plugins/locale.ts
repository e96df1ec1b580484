import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale, translate } from '@harmony/shared';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    t(key: string, vars?: Record<string, string | number>): string;
  }
}

const isLocale = (x: unknown): x is Locale => LOCALES.includes(x as Locale);

/**
 * The request's language: the SPA's X-Locale header, else the locale cookie, else Accept-Language, else
 * Polish. Read from the headers themselves too, for answers Fastify gives before any hook ran.
 */
export function requestLocale(req: FastifyRequest): Locale {
  const header = req.headers['x-locale'];
  const accept = req.headers['accept-language']?.split(',')[0]?.slice(0, 2).toLowerCase();
  const cookie = req.cookies ? req.cookies[LOCALE_COOKIE] : req.server.parseCookie(req.headers.cookie ?? '')[LOCALE_COOKIE];
  return [header, cookie, accept].find(isLocale) ?? DEFAULT_LOCALE;
}

export default fp(async (app) => {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.decorateRequest('t', function (this: { locale: Locale }, key: string, vars?: Record<string, string | number>) {
    return translate(this.locale, key, vars);
  });
  app.addHook('onRequest', async (req) => {
    req.locale = requestLocale(req);
  });
}, { name: 'locale', dependencies: ['@fastify/cookie'] });
