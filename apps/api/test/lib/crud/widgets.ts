import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { defineContract, type ActivitySubject } from '@harmony/shared';
import { ApiError } from '../../../src/lib/http-errors.js';
import { crudContext } from '../../../src/lib/crud/context.js';
import { bulkDeleteRoute, deleteRoute } from '../../../src/lib/crud/delete-routes.js';
import { exportRoute, listRoute, optionsRoute } from '../../../src/lib/crud/list-routes.js';
import { moveRoute, orderRoute } from '../../../src/lib/crud/order-routes.js';
import { createRoute, getRoute, updateRoute } from '../../../src/lib/crud/record-routes.js';
import { fromContract, type CrudOptions } from '../../../src/lib/crud/resource.js';
import auth from '../../../src/plugins/auth.js';
import csrf from '../../../src/plugins/csrf.js';
import session from '../../../src/plugins/session.js';
import { TEST_SECRET } from '../../helpers/index.js';

/*
 * Test-only resources of the engine: widgets (a tree, ordered, with ordered child items), created inside the
 * test's own database and served by engine pieces in an API context built as the app builds its own.
 */
export const CREATE_TABLES = [sql`
  create table widgets (
    id serial primary key,
    name text not null unique,
    kind text not null default 'a',
    parent_id integer references widgets(id),
    position integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`, sql`
  create table widget_items (
    id serial primary key,
    widget_id integer not null references widgets(id),
    name text not null,
    quantity integer not null,
    position integer not null default 0
  )`];

export const widgets = pgTable('widgets', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  parentId: integer('parent_id').references((): AnyPgColumn => widgets.id),
  position: integer('position').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const widgetItems = pgTable('widget_items', {
  id: serial('id').primaryKey(),
  widgetId: integer('widget_id').notNull(),
  name: text('name').notNull(),
  quantity: integer('quantity').notNull(),
  position: integer('position').notNull(),
});

const item = z.object({
  name: z.string({ error: 'required' }).min(1, { error: 'required' }),
  quantity: z.number({ error: 'integer' }).int({ error: 'integer' }).min(1, { error: 'between:1,999' }).max(999, { error: 'between:1,999' }),
});

export const widgetsContract = defineContract({
  name: 'widgets',
  path: '/api/test-widgets',
  segment: '/widzety',
  subject: 'Administracja',
  input: z.object({
    name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(50, { error: 'max:50' }),
    kind: z.enum(['a', 'b'], { error: 'in' }).default('a'),
  }),
  read: z.object({
    id: z.number(), name: z.string(), kind: z.string(), parent_id: z.number().nullable(), position: z.number(),
    created_at: z.string(), updated_at: z.string(),
  }),
  list: { sort: ['id', 'name', 'position'], defaultSort: 'id', filters: { kind: z.enum(['a', 'b']).optional() }, search: ['name'] },
  labels: 'resourceFields',
});

const countOf = (result: unknown) => Number((result as { rows: { n: number }[] }).rows[0]!.n);

/** Every hook call, in order, with what the transaction saw at that moment. */
export const hookCalls: string[] = [];

export const widgetOptions: CrudOptions = {
  ...fromContract(widgetsContract),
  name: 'widgets' as ActivitySubject,
  table: widgets,
  sortColumns: { id: widgets.id, name: widgets.name, position: widgets.position },
  searchColumns: [widgets.name],
  filters: (q) => [q.kind ? eq(widgets.kind, q.kind as string) : undefined],
  uniqueFields: { widgets_name_key: 'name' },
  children: [{ name: 'items', table: widgetItems, parentKey: widgetItems.widgetId, position: widgetItems.position, schema: item }],
  position: widgets.position,
  tree: { parent: widgets.parentId, position: widgets.position },
  async beforeCreate(tx, input) {
    const n = countOf(await tx.execute(sql`select count(*)::int as n from widgets where name = ${input.name as string}`));
    hookCalls.push(`beforeCreate:${input.name}:${n}`);
  },
  async afterCreate(tx, created) {
    const n = countOf(await tx.execute(sql`select count(*)::int as n from widget_items where widget_id = ${created.id as number}`));
    hookCalls.push(`afterCreate:${created.name}:${n}`);
    if (created.name === 'explode') throw new ApiError(422, 'errors.validation');
  },
  async beforeUpdate(_tx, before) {
    hookCalls.push(`beforeUpdate:${before.name}`);
  },
  async afterUpdate(_tx, before, after) {
    hookCalls.push(`afterUpdate:${before.name}->${after.name}`);
    if (after.name === 'explode') throw new ApiError(422, 'errors.validation');
  },
};

/** The engine's pieces in an API context like the app's own (session, CSRF, access checks). */
export async function registerWidgets(app: FastifyInstance): Promise<void> {
  await app.register(async (api) => {
    await api.register(session, { secure: false });
    await api.register(csrf, { secret: TEST_SECRET, secure: false });
    await api.register(auth);
    const c = crudContext(api, widgetOptions);
    for (const piece of [listRoute, exportRoute, optionsRoute, orderRoute, moveRoute, getRoute, createRoute, updateRoute, deleteRoute, bulkDeleteRoute]) {
      piece(api, c);
    }
  });
}
