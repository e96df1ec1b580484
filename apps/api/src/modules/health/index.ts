import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { healthRead, readyRead } from '@harmony/shared';
import { unavailable } from '../../lib/http-errors.js';
import { isDraining } from './draining.js';

/** A probe must answer before the proxy's own check times out; a database slower than this counts as away. */
const READY_TIMEOUT_MS = 1_000;

const inTime = <T>(work: Promise<T>, ms: number) => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

export default async function healthRoutes(app: FastifyInstance) {
  /** No session, no database: the benchmark's baseline and a load balancer's liveness probe. */
  app.get('/api/health', { config: { public: true }, schema: { response: { 200: healthRead } } }, async () => ({ status: 'ok' }));

  /**
   * Readiness, the proxy's health check (docs/haproxy.cfg): 503 once this instance is shutting down (it drains
   * first) or while its database does not answer, so the proxy sends the requests elsewhere meanwhile.
   */
  app.get('/api/ready', { config: { public: true }, schema: { response: { 200: readyRead } } }, async (req) => {
    if (isDraining(app)) throw unavailable('errors.shuttingDown');
    try {
      await inTime(app.db.execute(sql`select 1`), READY_TIMEOUT_MS);
    } catch (err) {
      // One line: the proxy asks twice a second while the database is away.
      req.log.warn(`not ready: ${(err as Error).message}`);
      throw unavailable();
    }
    return { status: 'ready' as const };
  });
}
