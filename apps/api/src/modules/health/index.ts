import type { FastifyInstance } from 'fastify';
import { healthRead } from '@harmony/shared';

/** No session, no database: the benchmark's baseline and a load balancer's liveness probe. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { config: { public: true }, schema: { response: { 200: healthRead } } }, async () => ({ status: 'ok' }));
}
