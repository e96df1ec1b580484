import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, projectAllocations, projects } from '../../src/db/schema.js';
import { rows, userIdByEmail, withApp } from '../helpers/index.js';
import { categoriesContract, projectsContract, timeEntriesContract } from '@harmony/shared';

/**
 * Undo (POST …/{id}/restore) of a record whose project or category was deleted after it: a 422 that says
 * so (not a 500), nothing written, and the deleted copy kept so the undo works once the reference is back.
 * One path for every resource: the generic CRUD (projects) and time entries alike.
 */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
let kid = 0;

const BROKEN_PL = 'Nie można przywrócić: powiązany rekord został usunięty.';
const BROKEN_EN = 'Cannot restore: a related record was deleted.';

beforeAll(async () => {
  kid = await userIdByEmail(t.database, 'kontraktor@demo.local');
});

const project = async (name: string, categoryId: number | null = null) =>
  (await t.database.db.insert(projects).values({ name, categoryId }).returning({ id: projects.id }))[0]!.id;
const category = async (name: string) => (await t.database.db.insert(categories).values({ name }).returning({ id: categories.id }))[0]!.id;
const copies = async (resource: string, id: number) =>
  (await rows<{ n: number }>(t.database, sql`select count(*)::int as n from deleted_records where resource = ${resource} and record_id = ${String(id)}`))[0]!.n;
const exists = async (table: string, id: number) =>
  (await rows<{ n: number }>(t.database, sql`select count(*)::int as n from ${sql.identifier(table)} where id = ${id}`))[0]!.n === 1;

async function entryOn(projectId: number, day: string, categoryId: number | null = null): Promise<number> {
  await t.database.db.insert(projectAllocations).values({ projectId, userId: kid, month: `${day.slice(0, 7)}-01` }).onConflictDoNothing();
  const res = await admin.post(timeEntriesContract.path, {
    user_id: kid, project_id: projectId, category_id: categoryId, started_at: `${day}T09:00:00+01:00`, ended_at: `${day}T10:00:00+01:00`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe('undo after a referenced record was deleted', () => {
  it('time entry whose project was deleted: 422 in pl and en, nothing written, the undo works once the project is back', async () => {
    const gone = await project('Projekt do usunięcia');
    const entry = await entryOn(gone, '2031-05-05');
    expect((await admin.delete(timeEntriesContract.itemPath(entry))).statusCode).toBe(200);
    // Without its entry the project may go.
    expect((await admin.delete(projectsContract.itemPath(gone))).statusCode).toBe(200);

    const refused = await admin.post(`${timeEntriesContract.itemPath(entry)}/restore`);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toEqual({ message: BROKEN_PL });
    expect((await adminEn.post(`${timeEntriesContract.itemPath(entry)}/restore`)).json()).toEqual({ message: BROKEN_EN });
    expect(await exists('time_entries', entry)).toBe(false);
    expect(await copies('time-entries', entry)).toBe(1);

    expect((await admin.post(`${projectsContract.itemPath(gone)}/restore`)).statusCode).toBe(200);
    const undo = await admin.post(`${timeEntriesContract.itemPath(entry)}/restore`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await copies('time-entries', entry)).toBe(0);
  });

  it('time entry whose category was deleted: 422', async () => {
    const kept = await project('Projekt zostaje');
    const kind = await category('Kategoria do usunięcia');
    const entry = await entryOn(kept, '2031-05-06', kind);
    expect((await admin.delete(timeEntriesContract.itemPath(entry))).statusCode).toBe(200);
    expect((await admin.delete(categoriesContract.itemPath(kind))).statusCode).toBe(200);
    const refused = await admin.post(`${timeEntriesContract.itemPath(entry)}/restore`);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe(BROKEN_PL);
    expect(await copies('time-entries', entry)).toBe(1);
  });

  it('project (the generic CRUD) whose category was deleted: 422, the copy kept, and no activity logged', async () => {
    const kind = await category('Kategoria projektu do usunięcia');
    const gone = await project('Projekt z kategorią', kind);
    expect((await admin.delete(projectsContract.itemPath(gone))).statusCode).toBe(200);
    expect((await admin.delete(categoriesContract.itemPath(kind))).statusCode).toBe(200);
    const logged = await rows(t.database, sql`select count(*)::int as n from activities where action = 'restore'`);

    const refused = await adminEn.post(`${projectsContract.itemPath(gone)}/restore`);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toEqual({ message: BROKEN_EN });
    expect(await exists('projects', gone)).toBe(false);
    expect(await copies('projects', gone)).toBe(1);
    expect(await rows(t.database, sql`select count(*)::int as n from activities where action = 'restore'`)).toEqual(logged);
  });
});
