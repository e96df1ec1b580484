import type { FastifyInstance } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { optionsQuerySchema, PUSH_GROUP_OPTIONS_PATH, PUSH_USER_OPTIONS_PATH } from '@harmony/shared';
import { roles, users } from '../../db/schema.js';
import { pageMeta } from '../../lib/crud/envelope.js';
import { foldedSearch, optionRows } from '../../lib/crud/tree-repository.js';
import { personName } from '../../lib/sql.js';

/**
 * The form's relation pickers (`GET …/options`): the groups and the active users, by name, for whoever may compose a
 * push — the groups' and users' own pickers need the administration's subjects, which a push sender may lack.
 */
export function audienceOptionRoutes(app: FastifyInstance, access: object): void {
  const schema = { querystring: optionsQuerySchema };
  type Query = z.output<typeof optionsQuerySchema>;
  app.get(`${PUSH_GROUP_OPTIONS_PATH}/options`, { config: access, schema }, async (req) => {
    const q = req.query as Query;
    const { rows, total, more } = await optionRows(app.db, roles, {
      label: roles.name, ids: q.ids, page: q.page, perPage: q.per_page, where: [foldedSearch([roles.name], q.search)], order: [asc(roles.name)],
    });
    return { data: rows, meta: pageMeta(total, q, { more, rows: rows.length }) };
  });
  app.get(`${PUSH_USER_OPTIONS_PATH}/options`, { config: access, schema }, async (req) => {
    const q = req.query as Query;
    const label = personName(users);
    const { rows, total, more } = await optionRows(app.db, users, {
      label, ids: q.ids, page: q.page, perPage: q.per_page,
      where: [eq(users.active, true), foldedSearch([users.firstName, users.lastName, label, sql`${users.email}`], q.search)],
    });
    return { data: rows, meta: pageMeta(total, q, { more, rows: rows.length }) };
  });
}
