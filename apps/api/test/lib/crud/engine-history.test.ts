import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract, type ActivitySubject } from '@harmony/shared';
import { crudContext } from '../../../src/lib/crud/context.js';
import { deleteRoute } from '../../../src/lib/crud/delete-routes.js';
import { createRoute, getRoute } from '../../../src/lib/crud/record-routes.js';
import { fromContract } from '../../../src/lib/crud/resource.js';
import auth from '../../../src/plugins/auth.js';
import csrf from '../../../src/plugins/csrf.js';
import session from '../../../src/plugins/session.js';
import { rows, TEST_SECRET, withApp } from '../../helpers/index.js';
import { CREATE_TABLES, registerWidgets } from './widgets.js';

/*
 * What the engine keeps of a change: reorder and move write the activity log (positions before and after),
 * and undo brings back child rows whose table has date columns (the undo copy is JSON).
 */
const gizmos = pgTable('gizmos', { id: serial('id').primaryKey(), name: text('name').notNull() });
const gizmoSteps = pgTable('gizmo_steps', {
  id: serial('id').primaryKey(),
  gizmoId: integer('gizmo_id').notNull(),
  name: text('name').notNull(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
});
const GIZMO_TABLES = [
  sql`create table gizmos (id serial primary key, name text not null)`,
  sql`create table gizmo_steps (id serial primary key, gizmo_id integer not null references gizmos(id), name text not null, due_at timestamptz not null)`,
];

const gizmosContract = defineContract({
  name: 'gizmos',
  path: '/api/test-gizmos',
  segment: '/gadzety',
  subject: 'Administracja',
  input: z.object({ name: z.string().min(1, { error: 'required' }) }),
  read: z.object({ id: z.number(), name: z.string() }),
  list: { sort: ['id'], defaultSort: 'id', search: ['name'] },
  labels: 'resourceFields',
});
const step = z.object({ name: z.string().min(1, { error: 'required' }), due_at: z.iso.datetime({ offset: true }).transform((s) => new Date(s)) });

async function registerGizmos(app: FastifyInstance): Promise<void> {
  await registerWidgets(app);
  await app.register(async (api) => {
    await api.register(session, { secure: false });
    await api.register(csrf, { secret: TEST_SECRET, secure: false });
    await api.register(auth);
    const c = crudContext(api, {
      ...fromContract(gizmosContract),
      name: 'gizmos' as ActivitySubject,
      table: gizmos,
      sortColumns: { id: gizmos.id },
      children: [{ name: 'steps', table: gizmoSteps, parentKey: gizmoSteps.gizmoId, schema: step as unknown as z.ZodType<Record<string, unknown>> }],
    });
    for (const piece of [getRoute, createRoute, deleteRoute]) piece(api, c);
  });
}

const t = withApp({ beforeReady: registerGizmos });
const admin = t.client('Administrator');
const WIDGETS = '/api/test-widgets';

beforeAll(async () => {
  for (const statement of [...CREATE_TABLES, ...GIZMO_TABLES]) await t.db.execute(statement);
});

type Logged = { subject_id: string | null; before: unknown; after: unknown };
const logged = (action: string) => rows<Logged>(t.database,
  sql`select subject_id, before, after from activities where subject_type = 'widgets' and action = ${action} order by id`);

async function widget(name: string): Promise<number> {
  const res = await admin.post(WIDGETS, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe('activity of ordered lists and trees', () => {
  it('a reorder logs the whole order before and after', async () => {
    const ids = [await widget('Jeden'), await widget('Dwa'), await widget('Trzy')];
    const before = (await rows<{ id: number }>(t.database, sql`select id from widgets order by position, id`)).map((r) => r.id);
    const order = [...ids].reverse();
    expect((await admin.put(`${WIDGETS}/order`, { ids: order })).statusCode).toBe(200);
    const entries = await logged('reorder');
    expect(entries).toEqual([{ subject_id: null, before: { order: before }, after: { order } }]);
  });

  it('a refused reorder logs nothing', async () => {
    const count = (await logged('reorder')).length;
    expect((await admin.put(`${WIDGETS}/order`, { ids: [1] })).statusCode).toBe(422);
    expect(await logged('reorder')).toHaveLength(count);
  });

  it('a move logs the node\'s parent and position before and after', async () => {
    const root = await widget('Pień');
    const first = await widget('Gałąź');
    const moved = await widget('Liść');
    expect((await admin.put(`${WIDGETS}/${first}/move`, { parent_id: root, position: 0 })).statusCode).toBe(200);
    const [stored] = await rows<{ position: number }>(t.database, sql`select position from widgets where id = ${moved}`);
    expect((await admin.put(`${WIDGETS}/${moved}/move`, { parent_id: root, position: 0 })).statusCode).toBe(200);
    const entry = (await logged('move')).find((e) => e.subject_id === String(moved));
    expect(entry).toEqual({ subject_id: String(moved), before: { parent_id: null, position: stored!.position }, after: { parent_id: root, position: 0 } });
    const cycle = await admin.put(`${WIDGETS}/${root}/move`, { parent_id: moved, position: 0 });
    expect(cycle.statusCode).toBe(422);
    expect((await logged('move')).filter((e) => e.subject_id === String(root))).toEqual([]);
  });
});

describe('undo of a record whose children have a timestamp column', () => {
  it('gives back the children with their instants', async () => {
    const due = ['2026-03-01T08:30:00.000Z', '2026-03-02T16:45:00.000Z'];
    const created = await admin.post('/api/test-gizmos', { name: 'Z krokami', steps: due.map((d, i) => ({ name: `krok ${i}`, due_at: d })) });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect((await admin.delete(`/api/test-gizmos/${id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(gizmoSteps).where(eq(gizmoSteps.gizmoId, id))).toEqual([]);

    const restored = await admin.post(`/api/test-gizmos/${id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    const steps = await t.db.select().from(gizmoSteps).where(eq(gizmoSteps.gizmoId, id)).orderBy(gizmoSteps.id);
    expect(steps.map((s) => [s.name, s.dueAt.toISOString()])).toEqual([['krok 0', due[0]], ['krok 1', due[1]]]);
    expect((await admin.get(`/api/test-gizmos/${id}`)).json().steps.map((s: { due_at: string }) => s.due_at)).toEqual(due);
  });
});
