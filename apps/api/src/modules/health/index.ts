import type { FastifyInstance } from 'fastify';

/** No session, no database: the benchmark's baseline and a load balancer's liveness probe. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { config: { public: true } }, async () => ({ status: 'ok' }));
}
