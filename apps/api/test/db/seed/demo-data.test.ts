import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../../src/db/client.js';
import { seedDemoData } from '../../../src/db/seed/demo-data.js';
import { isPolishHoliday, Random } from '../../../src/db/seed/demo-random.js';
import { rows, withApp } from '../../helpers/index.js';

/**
 * The embedded mode's demo data (seedDemo → seedDemoData) on this file's copy of the template, which has
 * the demo accounts but not their data: counts, no overlaps, only bookable projects, determinism, speed.
 */
const t = withApp();
/** A fixed moment: a Wednesday afternoon in Warsaw (entries of that day end before it). */
const NOW = new Date('2026-03-18T14:10:00Z');
let seedMs = 0;

/** The demo rows by natural keys (ids differ between runs: sequences are not rolled back). */
async function snapshot(db: DbOrTx) {
  const q = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return {
    projects: await q(sql`select p.name, p.customer, c.name as category, s.name as status, l.email as leader, p.budget_hours, p.budget_amount,
      p.deadline, p.archived_at from projects p left join categories c on c.id = p.category_id left join statuses s on s.id = p.status_id
      left join users l on l.id = p.leader_id order by p.name`),
    allocations: await q(sql`select p.name, u.email, a.month, a.planned_hours from project_allocations a join projects p on p.id = a.project_id
      join users u on u.id = a.user_id order by p.name, u.email, a.month`),
    entries: await q(sql`select u.email, p.name, c.name as category, e.day, e.started_at, e.ended_at, e.minutes, e.description, e.billable
      from time_entries e join users u on u.id = e.user_id join projects p on p.id = e.project_id left join categories c on c.id = e.category_id
      order by u.email, e.started_at`),
    events: await q(sql`select u.email, e.title, e.starts_at, e.ends_at, e.all_day, e.color from events e join users u on u.id = e.user_id
      order by u.email, e.starts_at, e.title`),
    rates: await q(sql`select u.email, p.name, r.hourly_rate, r.valid_from from rates r join users u on u.id = r.user_id
      left join projects p on p.id = r.project_id order by u.email, p.name nulls first, r.valid_from`),
    notifications: await q(sql`select u.email, n.title, n.body from notifications n join users u on u.id = n.user_id order by u.email, n.title, n.body`),
  };
}

class Rollback extends Error {}

let first: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  // A first run inside a transaction that is rolled back, then the real one: the same rows both times.
  await t.database.db.transaction(async (tx) => {
    await seedDemoData(tx, { now: NOW });
    first = await snapshot(tx);
    throw new Rollback();
  }).catch((error: unknown) => {
    if (!(error instanceof Rollback)) throw error;
  });
  const started = performance.now();
  await t.database.db.transaction((tx) => seedDemoData(tx, { now: NOW }));
  seedMs = performance.now() - started;
});

const count = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(t.database, query))[0]!.n);

describe('demo data', () => {
  it('is deterministic: two seeds with the same clock give the same rows', async () => {
    const second = await snapshot(t.database.db);
    expect(second.entries.length).toBeGreaterThan(400);
    expect(second).toEqual(first);
  });

  it('seeds quickly', () => {
    // Measured ~0.7 s on PGlite; the bound leaves room for slow CI machines.
    expect(seedMs).toBeLessThan(10_000);
  });

  it('has the catalogue: category types, coloured categories, project statuses, a dozen projects', async () => {
    expect(await count(sql`select count(*) as n from category_types`)).toBe(3);
    expect(await rows(t.database, sql`select name, color from categories order by id`)).toHaveLength(8);
    expect(await rows(t.database, sql`select name from statuses where applies_to = 'projects' order by position`))
      .toEqual([{ name: 'Nowy' }, { name: 'W toku' }, { name: 'Wstrzymany' }, { name: 'Zakończony' }]);
    expect(await count(sql`select count(*) as n from projects`)).toBe(13);
    expect(await count(sql`select count(*) as n from projects p join users u on u.id = p.leader_id where u.email = 'lider@demo.local'`)).toBeGreaterThanOrEqual(5);
    // Budgets: some projects near or over 80 % of their hours.
    const use = await rows<{ name: string; percent: string }>(t.database, sql`select p.name, round(sum(e.minutes) / 60.0 / p.budget_hours * 100, 1) as percent
      from projects p join time_entries e on e.project_id = p.id where p.budget_hours > 0 group by p.id`);
    expect(use.filter((r) => Number(r.percent) >= 80).length).toBeGreaterThanOrEqual(3);
    expect(use.filter((r) => Number(r.percent) >= 100).length).toBeGreaterThanOrEqual(1);
  });

  it('gives every demo user allocations, rates, entries on work days 8:00–18:00 with a category, and events', async () => {
    const perUser = await rows<{ email: string; allocations: number; entries: number; events: number; rates: number }>(t.database, sql`
      select u.email,
        (select count(*) from project_allocations a where a.user_id = u.id)::int as allocations,
        (select count(*) from time_entries e where e.user_id = u.id)::int as entries,
        (select count(*) from events v where v.user_id = u.id)::int as events,
        (select count(*) from rates r where r.user_id = u.id)::int as rates
      from users u where u.email like '%@demo.local' order by u.email`);
    expect(perUser).toHaveLength(4);
    for (const r of perUser) {
      expect(r.allocations, r.email).toBeGreaterThan(0);
      expect(r.entries, r.email).toBeGreaterThan(r.email === 'superadmin@demo.local' ? 20 : 100);
      expect(r.events, r.email).toBeGreaterThanOrEqual(14);
      expect(r.rates, r.email).toBeGreaterThan(0);
    }
    const bad = await rows<{ day: string }>(t.database, sql`select day::text as day from time_entries
      where extract(isodow from day) > 5 or category_id is null or description = ''
        or (started_at at time zone 'Europe/Warsaw')::date <> day
        or (started_at at time zone 'Europe/Warsaw')::time < '08:00' or (ended_at at time zone 'Europe/Warsaw')::time > '18:00'
        or minutes <> round(extract(epoch from ended_at - started_at) / 60)`);
    expect(bad).toEqual([]);
    const days = await rows<{ day: string }>(t.database, sql`select distinct day::text as day from time_entries`);
    expect(days.filter((d) => isPolishHoliday(d.day))).toEqual([]);
    const span = await rows<{ first: string; last: string; future: number }>(t.database, sql`select min(day)::text as first, max(day)::text as last,
      count(*) filter (where ended_at > ${NOW.toISOString()}::timestamptz)::int as future from time_entries`);
    expect(span).toEqual([{ first: '2025-12-17', last: '2026-03-18', future: 0 }]);
    // Allocations run from three months back to the next month.
    expect(await rows(t.database, sql`select min(month)::text as first, max(month)::text as last from project_allocations`))
      .toEqual([{ first: '2025-12-01', last: '2026-04-01' }]);
  });

  it('never overlaps two entries of one user', async () => {
    const overlaps = await rows(t.database, sql`select a.id, b.id from time_entries a join time_entries b
      on a.user_id = b.user_id and a.id < b.id and a.started_at < b.ended_at and b.started_at < a.ended_at`);
    expect(overlaps).toEqual([]);
  });

  it("books every entry on a project its user may book (allocated or Projekty__wszystkie, not archived)", async () => {
    const outside = await rows(t.database, sql`select e.id from time_entries e join projects p on p.id = e.project_id
      where p.archived_at is not null or not (
        exists (select 1 from project_allocations a where a.project_id = e.project_id and a.user_id = e.user_id)
        or exists (select 1 from user_roles ur join role_permissions rp on rp.role_id = ur.role_id
          where ur.user_id = e.user_id and rp.subject = 'Projekty__wszystkie' and rp.action = 'listowanie'))`);
    expect(outside).toEqual([]);
    // The contractor (no Projekty__wszystkie) books only where allocated that month.
    const offMonth = await rows(t.database, sql`select e.id from time_entries e join users u on u.id = e.user_id
      where u.email = 'kontraktor@demo.local' and not exists (select 1 from project_allocations a
        where a.project_id = e.project_id and a.user_id = e.user_id and a.month = date_trunc('month', e.day)::date)`);
    expect(offMonth).toEqual([]);
  });

  it('raises the budget alerts its hours reach, as notifications', async () => {
    expect(await count(sql`select count(*) as n from budget_alerts`)).toBeGreaterThanOrEqual(3);
    expect(await count(sql`select count(*) as n from notifications n join users u on u.id = n.user_id
      where u.email = 'lider@demo.local' and n.link like '/projekty/%'`)).toBeGreaterThanOrEqual(2);
  });

  it('is what the reports show: the leader sees own + contractor time, with costs', async () => {
    const lider = await t.signIn('Lider');
    const res = await lider.get('/api/reports/users', { query: { from: '2025-12', to: '2026-03' } });
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((r: { user: { name: string } }) => r.user.name);
    expect(names).toEqual(['Konrad Kontraktor', 'Lena Liderska']);
    expect(res.json().totals.cost).toBeGreaterThan(0);
  });
});

describe('Random', () => {
  it('repeats its sequence for a seed', () => {
    const a = new Random(7);
    const b = new Random(7);
    const draws = Array.from({ length: 5 }, () => a.int(1, 100));
    expect(Array.from({ length: 5 }, () => b.int(1, 100))).toEqual(draws);
    expect(new Random(8).int(1, 1_000_000)).not.toBe(new Random(7).int(1, 1_000_000));
  });
});
