import type { RouteOptions } from 'fastify';
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config.js';
import type { Database } from '../../apps/api/src/db/client.js';

/**
 * The API's GET routes without path parameters, as the app registers them (onRoute), so the scan covers a
 * new list without editing this script. Registration runs no query: a stub database is enough.
 */
export async function listRoutes(): Promise<string[]> {
  const seen: string[] = [];
  const stub = { db: {}, kind: 'pglite', migrate: async () => undefined, close: async () => undefined } as unknown as Database;
  const app = await buildApp({
    config: loadConfig({ ...process.env, NODE_ENV: 'test' }, { logLevel: 'silent' }),
    database: stub,
    secret: 'routes-only',
    closeDatabase: false,
    onRoute(route: RouteOptions) {
      if (([] as string[]).concat(route.method).includes('GET')) seen.push(route.url);
    },
  });
  await app.close();
  return [...new Set(seen)].filter((url) => url.startsWith('/api/') && !url.includes(':')).sort();
}
