import type { FastifyInstance } from 'fastify';
import { statusesContract } from '@harmony/shared';
import { statuses } from '../../db/schema.js';
import { registerStatusLike } from '../../lib/crud/register-status-like.js';

/** Statuses (/administrator/statusy): the engine, nothing else. */
export default async function statusRoutes(app: FastifyInstance) {
  registerStatusLike(app, statusesContract, statuses);
}
