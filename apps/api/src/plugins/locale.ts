import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale, translate } from '@harmony/shared';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    t(key: string, vars?: Record<string, string | number>): string;
  }
}

const isLocale = (x: unknown): x is Locale => LOCALES.includes(x as Locale);

/** The request's language: the SPA's X-Locale header, else the locale cookie, else Accept-Language, else Polish. */
export default fp(async (app) => {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.decorateRequest('t', function (this: { locale: Locale }, key: string, vars?: Record<string, string | number>) {
    return translate(this.locale, key, vars);
  });
  app.addHook('onRequest', async (req) => {
    const header = req.headers['x-locale'];
    const accept = req.headers['accept-language']?.split(',')[0]?.slice(0, 2).toLowerCase();
    const candidates = [header, req.cookies?.[LOCALE_COOKIE], accept];
    req.locale = candidates.find(isLocale) ?? DEFAULT_LOCALE;
  });
}, { name: 'locale', dependencies: ['@fastify/cookie'] });
