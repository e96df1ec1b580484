import type { FastifyInstance } from 'fastify';

/**
 * Instances shutting down, by their HTTP server (one per app, shared by the app's encapsulated contexts, so
 * server.ts's root app and the health routes' child context name the same one). Kept beside the routes
 * rather than as a decoration: app.ts stays as it is, and each test app drains on its own.
 */
const draining = new WeakSet<object>();

/** From now on GET /api/ready answers 503, so the proxy stops sending new requests here (server.ts, on SIGTERM). */
export function startDraining(app: FastifyInstance): void {
  draining.add(app.server);
}

export function isDraining(app: FastifyInstance): boolean {
  return draining.has(app.server);
}
