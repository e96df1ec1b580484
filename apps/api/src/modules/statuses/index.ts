import type { FastifyInstance } from 'fastify';
import { statuses } from '../../db/schema.js';
import { registerStatusLike } from '../../lib/crud/register-status-like.js';

/** Statuses (/administrator/statusy): the generic CRUD, nothing else. */
export default async function statusRoutes(app: FastifyInstance) {
  registerStatusLike(app, { name: 'statuses', path: '/api/statuses', table: statuses });
}
