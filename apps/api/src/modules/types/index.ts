import type { FastifyInstance } from 'fastify';
import { typesContract } from '@harmony/shared';
import { types } from '../../db/schema.js';
import { registerStatusLike } from '../../lib/crud/register-status-like.js';

/** Admin types (/typy), at the seed's /api/v1/admin/types. */
export default async function typeRoutes(app: FastifyInstance) {
  registerStatusLike(app, typesContract, types);
}
