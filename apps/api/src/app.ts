import type { z } from 'zod';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { answerSerializer } from './lib/answer-serializer.js';
import type { Database } from './db/client.js';
import dbPlugin from './plugins/db.js';
import locale from './plugins/locale.js';
import errorHandler, { frameworkError } from './plugins/error-handler.js';
import authCache from './plugins/auth-cache.js';
import securityHeaders from './plugins/security-headers.js';
import session from './plugins/session.js';
import csrf from './plugins/csrf.js';
import auth from './plugins/auth.js';
import { FRAME_STARTER_HASH } from './plugins/first-frame.js';
import spa from './plugins/spa.js';
import { API_MODULES } from './modules/index.js';
import { takeTurn } from './db/performance/turns.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration the app was built with (modules read e.g. filesDir, maxUploadMb). */
    config: Config;
    /** The server's secret (signs CSRF tokens and the forms' fill tokens). */
    secret: string;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Signs CSRF tokens (resolveSecret gives it). */
  secret: string;
  /** Close the database when the app closes (the server does; tests share one database per file). */
  closeDatabase?: boolean;
  /** Sees every route as it is registered (the authorization-matrix test lists them all). */
  onRoute?: (route: RouteOptions) => void;
}

/** Plugins load in a fixed order: external → app → routes (fastify/demo). */
export async function buildApp({ config, database, secret, closeDatabase = true, onRoute }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Query strings like ?a[b]=1 stay flat strings: nothing turns into objects behind a validator's back.
    routerOptions: { maxParamLength: 200 },
    // Refusals before routing (a parameter over maxParamLength, a malformed URL) answer like every other error.
    frameworkErrors: frameworkError,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  // Every request starts in a turn of its own (db/performance/turns.ts): new connections are accepted between them.
  app.addHook('onRequest', () => takeTurn());
  app.decorate('config', config);
  app.decorate('secret', secret);
  // Route schemas are the shared zod schemas (fastify-type-provider-zod): requests validated, answers serialised from them.
  // A request without a body reads as `{}`, as if the client had sent an empty object: the 422 names each
  // missing field instead of refusing the body as a whole (the hand-written routes' parse() read it so too).
  app.setValidatorCompiler<z.ZodType>((route) => {
    const validate = validatorCompiler(route);
    return route.httpPart === 'body' ? (data: unknown) => validate(data ?? {}) : validate;
  });
  app.setSerializerCompiler(answerSerializer(process.env.NODE_ENV === 'test'));

  await app.register(cookie);
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // And the inline script that starts the app under the dashboard's first frame (plugins/first-frame.ts).
        scriptSrc: ["'self'", FRAME_STARTER_HASH],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.secureCookies,
  });
  await app.register(locale);
  await app.register(errorHandler);
  await app.register(dbPlugin, { database, closeOnExit: closeDatabase });
  await app.register(authCache);

  // The API lives in its own context: sessions, CSRF and access checks never run for static files.
  await app.register(async (api) => {
    await api.register(session, { secure: config.secureCookies });
    await api.register(csrf, { secret, secure: config.secureCookies });
    await api.register(auth);
    for (const routes of API_MODULES) await api.register(routes);
  });

  await app.register(spa, { root: config.webDist });
  return app;
}
