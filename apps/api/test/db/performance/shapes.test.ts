import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, gt, ilike, sql } from 'drizzle-orm';
import { categories, projects, statuses, users } from '../../../src/db/schema.js';
import { preparePageAndTotals, templated } from '../../../src/db/performance/shapes.js';
import { listRows } from '../../../src/lib/crud/repository.js';
import { projectView } from '../../../src/modules/projects/repository.js';
import { openTestDatabase, type TestDatabase } from '../../helpers/database.js';
import { insertProject } from '../../helpers/projects.js';

/** db/performance/shapes.ts: conditions as placeholders (one prepared list per shape) and rows mapped without Drizzle's checks. */
let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
  const { db } = t.database;
  const [leader] = await db.select({ id: users.id }).from(users).limit(1);
  const [category] = await db.insert(categories).values({ name: 'Kształty', color: '#123456' }).returning({ id: categories.id });
  const [status] = await db.select({ id: statuses.id }).from(statuses).limit(1);
  const names = ['Alfa 1', 'Alfa 2', 'Alfa 3', 'Alfa 4', 'Alfa 5', 'Alfa 6', 'Beta 1', 'Beta 2', 'Beta 3', 'Gamma 1', 'Gamma 2'];
  for (const [i, name] of names.entries()) {
    await insertProject(t.database, {
      name, leaderId: i % 2 ? leader!.id : null, categoryId: i % 3 ? category!.id : null, statusId: i % 4 ? status?.id ?? null : null,
    });
  }
});
afterAll(async () => t.dispose());

describe('templated', () => {
  it('puts a placeholder for each value and keys the condition by its text alone', () => {
    const a = templated(and(eq(users.id, 7), ilike(users.email, '%a%')))!;
    const b = templated(and(eq(users.id, 9), ilike(users.email, '%b%')))!;
    expect(a.key).toBe('("users"."id" = $1 and "users"."email" ilike $2)');
    expect(b.key).toBe(a.key);
    expect(a.values).toEqual({ w0: 7, w1: '%a%' });
    expect(b.values).toEqual({ w0: 9, w1: '%b%' });
  });

  it('gives no condition for none, and nothing for a text with a "$1" of its own', () => {
    expect(templated(undefined)).toEqual({ key: '', where: undefined, values: {} });
    expect(templated(sql`${users.email} <> '$1' and ${users.id} > ${3}`)).toBeUndefined();
  });
});

describe('preparePageAndTotals', () => {
  const db = () => t.database.db;
  const countOf = (where: ReturnType<typeof gt>) => db().select({ n: count() }).from(projects).where(where).getSQL();

  it('gives the page as Drizzle maps it (nested objects, dates, numbers, nulls) and the totals, in one statement', async () => {
    const q = () => projectView(db()).where(gt(projects.id, 0)).orderBy(asc(projects.id)).limit(40);
    const { rows, totals } = await preparePageAndTotals(db(), q(), countOf(gt(projects.id, 0)), 'page_and_totals_view').execute({});
    expect(rows.length).toBeGreaterThan(3);
    expect(rows).toEqual(await q());
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
    expect(rows.some((r) => (r.category as { name: unknown }).name === null)).toBe(true);
    expect(Number(totals[0])).toBe(rows.length);
  });

  it('maps a select whose left join may null a nested object as Drizzle does', async () => {
    const q = () => db().select({ id: projects.id, status: { id: statuses.id, name: statuses.name }, category: { id: categories.id } })
      .from(projects).leftJoin(statuses, eq(statuses.id, projects.statusId)).leftJoin(categories, eq(categories.id, projects.categoryId))
      .orderBy(asc(projects.id)).limit(40).$dynamic();
    const { rows } = await preparePageAndTotals(db(), q(), countOf(gt(projects.id, 0)), 'page_and_totals_join').execute({});
    const drizzle = await q();
    expect(drizzle.some((r) => r.category === null)).toBe(true);
    expect(rows).toEqual(drizzle);
  });

  it('answers the totals with an empty page', async () => {
    const q = projectView(db()).where(gt(projects.id, 0)).orderBy(asc(projects.id)).limit(5).offset(10_000);
    const { rows, totals } = await preparePageAndTotals(db(), q, countOf(gt(projects.id, 0)), '').execute({});
    expect(rows).toEqual([]);
    expect(Number(totals[0])).toBeGreaterThan(5);
  });
});

describe('listRows, prepared per shape (lib/crud/repository.ts)', () => {
  const list = (where: ReturnType<typeof sql>[], page = 1) =>
    listRows(t.database.db, projects, { where, sort: projects.name, order: 'asc', page, perPage: 5 }, projectView);

  it('binds each request\'s values: two searches of one shape, and later pages, answer for themselves', async () => {
    const all = await t.database.db.select({ id: projects.id, name: projects.name }).from(projects).orderBy(asc(projects.name), asc(projects.id));
    expect(all.length).toBeGreaterThan(5);
    const word = (name: string) => name.split(' ')[0]!.toLowerCase();
    const [first, second] = [...new Set(all.map((p) => word(p.name)))];
    for (const w of [first!, second!]) {
      const expected = all.filter((p) => p.name.toLowerCase().includes(w));
      const got = await list([ilike(projects.name, `%${w}%`)]);
      expect(got.total).toBe(expected.length);
      expect(got.rows.map((r) => r.id)).toEqual(expected.slice(0, 5).map((p) => p.id));
    }
    const page2 = await list([gt(projects.id, 0)], 2);
    expect(page2.rows.map((r) => r.id)).toEqual(all.slice(5, 10).map((p) => p.id));
    expect(page2.total).toBe(all.length);
  });

  it('runs a condition it cannot split unprepared, with the same answer', async () => {
    const raw = sql`${projects.name} <> '$1' and ${projects.id} > ${0}`;
    const split = sql`${projects.name} <> ${'$1'} and ${projects.id} > ${0}`;
    expect(templated(raw)).toBeUndefined();
    expect(await list([raw])).toEqual(await list([split]));
  });
});
