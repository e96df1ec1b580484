import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, ilike, ne } from 'drizzle-orm';
import { z } from 'zod';
import { ADMIN_ROLES, encodeRule, PER_PAGE_DEFAULT, PER_PAGE_MAX, ROLES } from '@harmony/shared';
import { rolePermissions, roles } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { parse } from '../../lib/validate.js';

const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  // Encoded rules, so the 422 speaks the reader's language instead of zod's English.
  per_page: z.coerce.number({ error: encodeRule('integer') }).int({ error: encodeRule('integer') })
    .min(1, { error: encodeRule('between', 1, PER_PAGE_MAX) }).max(PER_PAGE_MAX, { error: encodeRule('between', 1, PER_PAGE_MAX) })
    .default(PER_PAGE_DEFAULT),
  sort: z.enum(['id', 'name']).default('id'),
  order: z.enum(['asc', 'desc']).default('asc'),
  search: z.string().trim().max(100).optional(),
});
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Roles (user groups). Superadministrator is never listed or returned, so it can't be seen or assigned. */
export default async function rolesRoutes(app: FastifyInstance) {
  const visible = ne(roles.name, ROLES.superadmin);

  app.get('/api/roles', { config: { roles: ADMIN_ROLES } }, async (req) => {
    const q = parse(listQuery, req.query, req);
    const where = and(visible, q.search ? ilike(roles.name, `%${q.search.replace(/[\\%_]/g, '\\$&')}%`) : undefined);
    const sortColumn = q.sort === 'name' ? roles.name : roles.id;
    const [rows, [total]] = await Promise.all([
      app.db.select().from(roles).where(where)
        .orderBy(q.order === 'desc' ? desc(sortColumn) : asc(sortColumn))
        .limit(q.per_page).offset((q.page - 1) * q.per_page),
      app.db.select({ n: count() }).from(roles).where(where),
    ]);
    const n = total?.n ?? 0;
    return {
      data: rows.map((r) => ({ id: r.id, name: r.name, builtin: r.builtin })),
      meta: { total: n, page: q.page, per_page: q.per_page, last_page: Math.max(1, Math.ceil(n / q.per_page)) },
    };
  });

  app.get('/api/roles/:id', { config: { roles: ADMIN_ROLES } }, async (req) => {
    const { id } = parse(idParams, req.params, req);
    const [role] = await app.db.select().from(roles).where(and(eq(roles.id, id), visible)).limit(1);
    if (!role) throw notFound();
    const permissions = await app.db
      .select({ subject: rolePermissions.subject, action: rolePermissions.action })
      .from(rolePermissions).where(eq(rolePermissions.roleId, id));
    return { id: role.id, name: role.name, builtin: role.builtin, permissions };
  });
}
