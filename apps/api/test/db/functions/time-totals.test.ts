import { beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TimeEntryListQuery } from '@harmony/shared';
import { splitRange, totalsOf, type Grain, type TotalsFilter } from '../../../src/modules/time-entries/totals.js';
import { listPage } from '../../../src/modules/time-entries/list.js';
import { projectBreakdowns } from '../../../src/modules/reports/repository.js';
import { rows, withApp } from '../../helpers/index.js';

/**
 * The summaries of time (migrations 0004, 0007, 0009, 0012 and 0013) are kept by triggers on every write. Whatever happens to
 * entries and rates, each must equal what summing the entries from scratch gives.
 */
const t = withApp();
let people: number[];
let work: number[];
/** Two kinds of work; entries get them by day of the year (a third none). */
let kinds: number[];
beforeAll(async () => {
  people = (await rows<{ id: number }>(t.database, sql`select id from users order by id limit 2`)).map((r) => r.id);
  work = (await rows<{ id: number }>(t.database, sql`
    insert into projects (name) values ('Podsumowania A'), ('Podsumowania B') returning id`)).map((r) => r.id);
  const [a, b] = people;
  await exec(sql`insert into rates (user_id, hourly_rate, valid_from) values (${a}, 120, '2019-01-01'), (${b}, 95.5, '2019-01-01')`);
  await exec(sql`insert into rates (user_id, project_id, hourly_rate, valid_from) values (${a}, ${work[1]}, 150, '2019-04-01')`);
  kinds = (await rows<{ id: number }>(t.database, sql`
    insert into categories (name, color) values ('Podsumowania: projekt', '#123456'), ('Podsumowania: grafika', '#654321')
    returning id`)).map((r) => r.id);
  // Every 9 days for half a year, each person on both projects (one after the other), 30–119 minutes.
  await exec(sql`
    insert into time_entries (user_id, project_id, day, started_at, ended_at, minutes, billable)
    select u, p, d::date, d + (8 + i) * interval '1 hour', d + (8 + i) * interval '1 hour' + m * interval '1 minute', m, m % 3 > 0
    from unnest(array[${a}, ${b}]::int[]) u, unnest(array[${work[0]}, ${work[1]}]::int[]) with ordinality w(p, i),
         generate_series('2019-01-02'::timestamptz, '2019-06-28', '9 days') d,
         lateral (select 30 + (extract(doy from d)::int * 7 + u) % 90 as m) x`);
  await exec(sql`update time_entries set category_id = (array[${kinds[0]}, ${kinds[1]}, null]::int[])[1 + extract(doy from day)::int % 3]`);
});

const exec = (query: SQL) => t.database.db.execute(query);

/** Every entry with its cost at its rate, rounded per entry (as rates/cost.ts computes it). */
const COSTED = sql`(
  select e.user_id, e.project_id, coalesce(e.category_id, 0) as category_id, date_trunc('month', e.day)::date as month,
         e.day, e.billable, e.minutes, round(e.minutes * r.hourly_rate / 60.0, 2) as cost
  from time_entries e left join lateral (
    select hourly_rate from rates
    where rates.user_id = e.user_id and rates.valid_from <= e.day and (rates.project_id is null or rates.project_id = e.project_id)
    order by rates.project_id is null, rates.valid_from desc limit 1) r on true) c`;

const SUMS = sql`count(*)::int as entries, sum(c.minutes)::bigint as minutes, coalesce(sum(c.cost), 0)::numeric(14, 2) as cost`;

/** Rows of the summary that differ from the recomputation, both ways (empty when exact). */
async function differences(table: string, keys: string): Promise<unknown[]> {
  const k = sql.raw(keys);
  const name = sql.raw(table);
  return rows(t.database, sql`
    with expected as (select ${k}, ${SUMS} from ${COSTED} group by ${k}),
         actual as (select ${k}, entries, minutes, cost from ${name})
    (select 'missing' as side, * from (select * from expected except select * from actual) m)
    union all
    (select 'extra' as side, * from (select * from actual except select * from expected) x)`);
}

/**
 * A yearly summary against the entries, month by month: each of its rows (a year of `keys`) has twelve months,
 * each with the sums from January up to it (and with `perMonth`, the month's own minutes and cost); a year
 * without entries has no row. time_totals_user_years per person; time_totals_project_user_years per project and person.
 */
async function yearDifferences(table: string, keys: string[], perMonth: boolean): Promise<unknown[]> {
  const same = sql.raw(keys.map((k) => `c.${k} = y.${k}`).join(' and '));
  const upTo = sql`${same} and c.month between make_date(y.year, 1, 1) and make_date(y.year, n.n, 1)`;
  const inMonth = sql`${same} and c.month = make_date(y.year, n.n, 1)`;
  const arrays = [...(perMonth ? ['minutes', 'cost'] : []), 'upto_entries', 'upto_minutes', 'upto_cost'];
  const months = perMonth ? sql`
        (select coalesce(sum(minutes), 0) from costed c where ${inMonth})::bigint as minutes,
        (select coalesce(sum(cost), 0) from costed c where ${inMonth})::numeric(14, 2) as cost,` : sql``;
  return rows(t.database, sql`
    with costed as (select * from ${COSTED}),
    expected as (
      select y.year, ${sql.raw(keys.map((k) => `y.${k}`).join(', '))}, n.n, ${months}
        (select count(*) from costed c where ${upTo})::int as upto_entries,
        (select coalesce(sum(minutes), 0) from costed c where ${upTo})::bigint as upto_minutes,
        (select coalesce(sum(cost), 0) from costed c where ${upTo})::numeric(14, 2) as upto_cost
      from (select distinct extract(year from month)::int as year, ${sql.raw(keys.join(', '))} from costed) y cross join generate_series(1, 12) n(n)),
    actual as (
      select year, ${sql.raw(keys.join(', '))}, n, ${sql.raw(arrays.map((a) => `${a}[n]`).join(', '))}
      from ${sql.raw(table)}, generate_series(1, 12) n
      where ${sql.raw(arrays.map((a) => `array_length(${a}, 1) = 12`).join(' and '))})
    (select 'missing' as side, * from (select * from expected except select * from actual) m)
    union all
    (select 'extra' as side, * from (select * from actual except select * from expected) x)`);
}

async function expectExact() {
  expect(await differences('time_totals', 'user_id, month, project_id, category_id, billable')).toEqual([]);
  expect(await differences('time_totals_monthly', 'user_id, month, billable')).toEqual([]);
  expect(await differences('time_totals_user_months', 'user_id, month')).toEqual([]);
  expect(await differences('time_totals_by_user', 'user_id, billable')).toEqual([]);
  expect(await differences('time_totals_by_project', 'project_id')).toEqual([]);
  expect(await differences('time_totals_project_users', 'project_id, month, user_id')).toEqual([]);
  expect(await differences('time_totals_project_categories', 'project_id, month, category_id')).toEqual([]);
  expect(await yearDifferences('time_totals_user_years', ['user_id'], true)).toEqual([]);
  expect(await yearDifferences('time_totals_project_user_years', ['project_id', 'user_id'], false)).toEqual([]);
}

/** The time list's totals (list.ts), which come with its page. */
const listTotals = async (q: TimeEntryListQuery, scope: 'all' | 'own', callerId: number) => (await listPage(t.database.db, q, scope, callerId)).totals;

describe('time summaries', () => {
  it('match entries written in bulk (one statement, many months, people and projects)', async () => {
    const [count] = await rows<{ n: number }>(t.database, sql`select count(*)::int as n from time_entries`);
    expect(count!.n).toBeGreaterThan(0);
    await expectExact();
  });

  it('give the time list any day range, person, project and flag, in any scope, the same sums as the entries', async () => {
    const day = fc.integer({ min: 0, max: 200 }).map((n) => new Date(Date.UTC(2018, 11, 20) + n * 86_400_000).toISOString().slice(0, 10));
    await fc.assert(fc.asyncProperty(
      fc.option(day, { nil: undefined }), fc.option(day, { nil: undefined }),
      fc.option(fc.constantFrom(...people), { nil: undefined }), fc.option(fc.constantFrom(...work), { nil: undefined }),
      fc.option(fc.boolean(), { nil: undefined }),
      async (a, b, userId, projectId, billable) => {
        const [from, to] = a !== undefined && b !== undefined && a > b ? [b, a] : [a, b];
        /** Summed from the entries themselves; `onlyUser` is a scope covering one person. */
        const want = async (onlyUser?: number) => {
          const [row] = await rows<{ count: number; minutes: string; cost: string }>(t.database, sql`
            select count(*)::int as count, coalesce(sum(c.minutes), 0)::text as minutes, coalesce(sum(c.cost), 0)::text as cost
            from ${COSTED}
            where (${from ?? null}::date is null or c.day >= ${from ?? null}::date) and (${to ?? null}::date is null or c.day <= ${to ?? null}::date)
              and (${userId ?? null}::int is null or c.user_id = ${userId ?? null}::int)
              and (${onlyUser ?? null}::int is null or c.user_id = ${onlyUser ?? null}::int)
              and (${projectId ?? null}::int is null or c.project_id = ${projectId ?? null}::int)
              and (${billable ?? null}::boolean is null or c.billable = ${billable ?? null}::boolean)`);
          return { count: row!.count, minutes: Number(row!.minutes), cost: Number(row!.cost) };
        };
        // Prepared once per shape (db/performance/shapes.ts), the values bound on each call: 80 calls share a few shapes.
        const q = {
          from, to, user_id: userId, project_id: projectId, billable: billable === undefined ? undefined : String(billable),
          page: 1, per_page: 25, sort: 'started_at', order: 'desc',
        } as TimeEntryListQuery;
        const { data, totals } = await listPage(t.database.db, q, 'all', people[0]!);
        expect(totals).toEqual(await want());
        // The page that comes with them: the newest 25 of the filter.
        expect(data.length).toBe(Math.min(25, totals.count));
        expect(data.map((e) => e.started_at)).toEqual(data.map((e) => e.started_at).sort().reverse());
        expect(await listTotals(q, 'own', people[1]!)).toEqual(await want(people[1]));
      },
    ), { seed: 20_261_122, numRuns: 80 });
  });

  it('keeps the list totals of a range with nothing in it apart from all time (one summary, no bounds either way)', async () => {
    const q = (from?: string, to?: string) => ({
      from, to, user_id: people[0], project_id: work[0], page: 1, per_page: 25, sort: 'started_at', order: 'desc',
    }) as TimeEntryListQuery;
    const all = await listTotals(q(), 'all', people[0]!);
    expect(all.count).toBeGreaterThan(0);
    expect(await listTotals(q('2019-03-01', '2019-01-31'), 'all', people[0]!)).toEqual({ count: 0, minutes: 0, cost: 0 });
    expect(await listTotals(q(), 'all', people[0]!)).toEqual(all);
  });

  it('group any range by any columns as the entries do, from whichever summary has them', async () => {
    const grains: Grain[] = ['user_id', 'project_id', 'category_id', 'month', 'billable'];
    /** Both sides grouped by `by`, filtered by `f` (scoped: to the second person). */
    const compare = async (f: Omit<TotalsFilter, 'scope'>, by: Grain[], scoped: boolean) => {
      const { from, to, userId, projectId, billable } = f;
      const scope = scoped ? (column: PgColumn) => eq(column, people[1]!) : undefined;
      const keys = sql.raw(by.map((g) => `, ${g}`).join(''));
      const grouping = sql.raw(by.length ? `group by ${by.join(', ')} having sum(entries) <> 0 order by ${by.join(', ')}` : 'having sum(entries) <> 0');
      const sums = sql`sum(entries)::int as entries, sum(minutes)::bigint as minutes, sum(cost)::numeric(14, 2) as cost`;
      const got = await rows(t.database, sql`
        select 0 as k${keys}, ${sums} from (${totalsOf(t.database.db, { ...f, scope }, by)}) t ${grouping}`);
      const want = await rows(t.database, sql`
        select 0 as k${keys}, ${sums} from (select c.*, 1 as entries from ${COSTED}) t
        where (${from ?? null}::date is null or day >= ${from ?? null}::date) and (${to ?? null}::date is null or day <= ${to ?? null}::date)
          and (${userId ?? null}::int is null or user_id = ${userId ?? null}::int)
          and (${projectId ?? null}::int is null or project_id = ${projectId ?? null}::int)
          and (${billable ?? null}::boolean is null or billable = ${billable ?? null}::boolean)
          and (${!scoped} or user_id = ${people[1]!})
        ${grouping}`);
      expect(got).toEqual(want);
      return got.length;
    };
    // Every grouping without a filter (each summary answers some), over all time and over a range.
    const subsets = grains.reduce<Grain[][]>((all, g) => [...all, ...all.map((s) => [...s, g])], [[]]);
    for (const by of subsets) {
      expect(await compare({}, by, false)).toBeGreaterThan(0);
      expect(await compare({ from: '2019-01-15', to: '2019-05-20' }, by, false)).toBeGreaterThan(0);
    }
    const day = fc.integer({ min: 0, max: 200 }).map((n) => new Date(Date.UTC(2018, 11, 20) + n * 86_400_000).toISOString().slice(0, 10));
    const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined, freq: 2 });
    await fc.assert(fc.asyncProperty(
      maybe(day), maybe(day), fc.subarray(grains), maybe(fc.constantFrom(...people)), maybe(fc.constantFrom(...work)),
      maybe(fc.boolean()), fc.boolean(),
      async (a, b, by, userId, projectId, billable, scoped) => {
        const [from, to] = a !== undefined && b !== undefined && a > b ? [b, a] : [a, b];
        await compare({ from, to, userId, projectId, billable }, by, scoped);
      },
    ), { seed: 20_261_122, numRuns: 60 });
  });

  it('read a mostly covered month whole, less the days outside the range', () => {
    expect(splitRange('2026-01-01', '2026-11-22')).toEqual({ months: ['2026-01-01', '2026-12-01'], days: [], minus: [['2026-11-23', '2026-12-01']] });
    expect(splitRange('2026-01-03', '2026-11-05')).toEqual({
      months: ['2026-01-01', '2026-11-01'], days: [['2026-11-01', '2026-11-06']], minus: [['2026-01-01', '2026-01-03']],
    });
    expect(splitRange('2026-11-02', '2026-11-29')).toEqual({
      months: ['2026-11-01', '2026-12-01'], days: [], minus: [['2026-11-01', '2026-11-02'], ['2026-11-30', '2026-12-01']],
    });
    expect(splitRange('2026-11-10', '2026-11-12')).toEqual({ months: null, days: [['2026-11-10', '2026-11-13']], minus: [] });
    expect(splitRange(undefined, undefined)).toEqual({ months: [undefined, undefined], days: [], minus: [] });
  });

  it('follow inserts, edits that move an entry to another person, project, month, flag or kind of work, and deletes', async () => {
    const [a, b] = people.map((id) => ({ id }));
    const [p, q] = work.map((id) => ({ id }));
    const inserted = await rows<{ id: number }>(t.database, sql`
      insert into time_entries (user_id, project_id, day, started_at, ended_at, minutes, billable)
      values (${a!.id}, ${p!.id}, '2019-03-04', '2019-03-04T08:00:00Z', '2019-03-04T09:15:00Z', 75, true),
             (${a!.id}, ${p!.id}, '2019-03-05', '2019-03-05T08:00:00Z', '2019-03-05T08:30:00Z', 30, false),
             (${b!.id}, ${q!.id}, '2019-04-01', '2019-04-01T08:00:00Z', '2019-04-01T10:00:00Z', 120, true)
      returning id`);
    await expectExact();

    const ids = inserted.map((r) => r.id);
    await exec(sql`update time_entries set minutes = 90 where id = ${ids[0]}`);
    await expectExact();
    await exec(sql`update time_entries set user_id = ${b!.id}, project_id = ${q!.id}, billable = true where id = ${ids[1]}`);
    await expectExact();
    await exec(sql`update time_entries set day = '2019-05-06' where id = ${ids[2]}`);
    await expectExact();
    // Into a year nobody has booked yet (its row appears), and back (it goes).
    await exec(sql`update time_entries set day = '2020-01-07' where id = ${ids[2]}`);
    await expectExact();
    expect(await rows(t.database, sql`select user_id from time_totals_user_years where year = 2020`)).toEqual([{ user_id: b!.id }]);
    expect(await rows(t.database, sql`select project_id, user_id from time_totals_project_user_years where year = 2020`))
      .toEqual([{ project_id: q!.id, user_id: b!.id }]);
    await exec(sql`update time_entries set day = '2019-12-30' where id = ${ids[2]}`);
    await expectExact();
    expect(await rows(t.database, sql`select user_id from time_totals_user_years where year = 2020`)).toEqual([]);
    expect(await rows(t.database, sql`select project_id from time_totals_project_user_years where year = 2020`)).toEqual([]);
    await exec(sql`update time_entries set category_id = ${kinds[0]} where project_id = ${p!.id} and day < '2019-03-01'`);
    await expectExact();
    await exec(sql`update time_entries set category_id = ${kinds[1]} where id = ${ids[0]} or category_id = ${kinds[0]} and day < '2019-02-01'`);
    await expectExact();
    await exec(sql`delete from time_entries where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    await expectExact();
  });

  it('move time between two months of one year in one statement, though the year\'s sum stays the same', async () => {
    const [one, two] = await rows<{ user_id: number; month: string; project_id: number; category_id: number; billable: boolean }>(t.database, sql`
      select distinct on (month) user_id, month::text, project_id, category_id, billable from time_totals
      where user_id = ${people[0]} and month in ('2019-02-01', '2019-03-01') order by month`);
    const key = (r: typeof one) => sql`(${r!.user_id}, ${r!.month}::date, ${r!.project_id}, ${r!.category_id}, ${r!.billable})`;
    const shift = (n: number) => exec(sql`
      update time_totals set minutes = minutes + case when month = '2019-02-01' then ${n}::int else -${n}::int end
      where (user_id, month, project_id, category_id, billable) in (${key(one)}, ${key(two)})`);
    const year = async () => (await rows<{ minutes: string[] }>(t.database, sql`
      select minutes::text[] as minutes from time_totals_user_years where user_id = ${people[0]} and year = 2019`))[0]!.minutes.map(Number);
    const before = await year();
    await shift(10);
    const after = await year();
    expect([after[1]! - before[1]!, after[2]! - before[2]!]).toEqual([10, -10]);
    await shift(-10);
    await expectExact();
  });

  it('break a project down by person, month and kind over any range of days, also across years, as the entries do', async () => {
    // Besides the first half of 2019: the turn of 2018, the autumn of 2019 and the spring of 2020 on the first project.
    const extra = (await rows<{ id: number }>(t.database, sql`
      insert into time_entries (user_id, project_id, category_id, day, started_at, ended_at, minutes, billable)
      select u, ${work[0]}, case when extract(doy from d)::int % 2 = 0 then ${kinds[1]}::int end, d::date, d + interval '9 hours',
             d + interval '9 hours' + (20 + extract(doy from d)::int % 50) * interval '1 minute', 20 + extract(doy from d)::int % 50, true
      from unnest(array[${people[0]}, ${people[1]}]::int[]) u,
           (select generate_series('2018-11-20'::timestamptz, '2018-12-31', '6 days') union all
            select generate_series('2019-09-03'::timestamptz, '2020-03-20', '11 days')) g(d)
      returning id`)).map((r) => r.id);
    await expectExact();
    const day = fc.integer({ min: 0, max: 520 }).map((n) => new Date(Date.UTC(2018, 10, 1) + n * 86_400_000).toISOString().slice(0, 10));
    const amounts = <T extends { minutes: string | number; cost: string | number }>(list: T[]) =>
      list.map((r) => ({ ...r, minutes: Number(r.minutes), cost: Number(r.cost) }));
    await fc.assert(fc.asyncProperty(
      fc.option(day, { nil: undefined }), fc.option(day, { nil: undefined }), fc.constantFrom('all' as const, 'own' as const),
      async (a, b, scope) => {
        const [from, to] = a !== undefined && b !== undefined && a > b ? [b, a] : [a, b];
        const caller = { scope, id: people[1]! };
        const got = await projectBreakdowns(t.database.db, work[0]!, { from, to }, caller);
        const where = sql`c.project_id = ${work[0]} and (${from ?? null}::date is null or c.day >= ${from ?? null}::date)
          and (${to ?? null}::date is null or c.day <= ${to ?? null}::date) and (${scope} = 'all' or c.user_id = ${people[1]})`;
        const want = <T>(key: string) => rows<T>(t.database, sql`
          select ${sql.raw(key)}, sum(c.minutes)::int as minutes, coalesce(sum(c.cost), 0)::float8 as cost from ${COSTED}
          where ${where} group by 1 order by 1`);
        const byId = <T extends { userId: number }>(list: T[]) => [...list].sort((x, y) => x.userId - y.userId);
        expect(byId(amounts(got.byUser)).map(({ userId, minutes, cost }) => ({ userId, minutes, cost })))
          .toEqual(await want('c.user_id as "userId"'));
        expect(amounts(got.byMonth)).toEqual(await want(`to_char(c.month, 'YYYY-MM') as month`));
        // Entries without a kind are one group (id null).
        const byKind = <T extends { id: number | null }>(list: T[]) => [...list].sort((x, y) => (x.id ?? 0) - (y.id ?? 0));
        expect(byKind(amounts(got.byCategory).map(({ id, minutes, cost }) => ({ id, minutes, cost }))))
          .toEqual(byKind(await want<{ id: number | null }>('nullif(c.category_id, 0) as id')));
        // Most time first.
        expect(got.byUser.map((r) => Number(r.minutes))).toEqual(got.byUser.map((r) => Number(r.minutes)).sort((x, y) => y - x));
      },
    ), { seed: 20_261_123, numRuns: 60 });
    await exec(sql`delete from time_entries where id in (${sql.join(extra.map((id) => sql`${id}`), sql`, `)})`);
    await expectExact();
  });

  it('follow a rate that changes the cost of months already summed', async () => {
    const [entry] = await rows<{ user_id: number; day: string }>(t.database, sql`
      select user_id, day::text from time_entries order by day limit 1`);
    await exec(sql`insert into rates (user_id, hourly_rate, valid_from) values (${entry!.user_id}, 333.33, ${entry!.day})`);
    await expectExact();
    await exec(sql`update rates set hourly_rate = 111.11 where user_id = ${entry!.user_id} and hourly_rate = 333.33`);
    await expectExact();
    await exec(sql`delete from rates where user_id = ${entry!.user_id} and hourly_rate = 111.11`);
    await expectExact();
  });

  it('empty with the entries', async () => {
    await exec(sql`truncate time_entries`);
    await expectExact();
    const [left] = await rows<{ n: number }>(t.database, sql`
      select (select count(*) from time_totals_by_user) + (select count(*) from time_totals_by_project)::int as n`);
    expect(Number(left!.n)).toBe(0);
  });
});
