import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { statusesContract, typesContract } from '@harmony/shared';
import type { statuses, types } from '../../db/schema.js';
import { registerCrud } from './register-crud.js';
import { fromContract } from './resource.js';

/**
 * Statuses and admin types: the same table shape and rules, so the same engine. Only the contract (name,
 * URL) and the table differ; the unique index is named after the table.
 */
export function registerStatusLike(app: FastifyInstance, contract: typeof statusesContract | typeof typesContract, t: typeof statuses | typeof types) {
  registerCrud(app, {
    ...fromContract(contract),
    table: t,
    sortColumns: { id: t.id, name: t.name, position: t.position, applies_to: t.appliesTo, created_at: t.createdAt },
    searchColumns: [t.name],
    filters: (q) => [q.applies_to ? eq(t.appliesTo, q.applies_to as string) : undefined],
    uniqueFields: { [`${contract.name}_name_applies_unique`]: 'name' },
  }, { options: true });
}
