import { and, asc, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { warsawInstant, type EntryCategoryRef, type EntryProjectRef, type TimeEntry, type TimeEntryListQuery, type TimeTotals, type UserRef } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { categories, monthLocks, projects, timeEntries, users } from '../../db/schema.js';
import { lookup, renderedOnce } from '../../db/performance/lookup.js';
import { entryCost, entryCostOf, entryRate, entryRateValue } from '../rates/cost.js';
import { literalCount } from '../../db/performance/shapes.js';
import { bookableBy, usersInScope, type TimeScope } from './access.js';
import { escapeLike, personName } from '../../lib/sql.js';

/** SQL of time entries only (STYLE: repositories hold SQL and take an optional transaction). */


/** The list's filters that are set, as the values the SQL compares with (undefined: not set). */
interface FilterValues {
  from?: Date;
  to?: Date;
  user_id?: number;
  project_id?: number;
  billable?: boolean;
  search?: string;
}

/** The list's billable filter ('true'/'1', 'false'/'0' or not set) as a flag. */
export const billableOf = (q: Partial<TimeEntryListQuery>) => (q.billable === undefined ? undefined : q.billable === 'true' || q.billable === '1');

function filterValues(q: Partial<TimeEntryListQuery>): FilterValues {
  return {
    // Days as started_at between Warsaw midnights (`day` is defined as started_at's Warsaw day): one range on
    // one column, so "newest first" walks the started_at index inside the range and stops after a page
    // (ranges on both day and started_at made the planner expect a handful of rows and sort them all).
    from: q.from ? warsawInstant(q.from, 0) : undefined,
    to: q.to ? warsawInstant(q.to, 1440) : undefined,
    user_id: q.user_id || undefined,
    project_id: q.project_id || undefined,
    billable: billableOf(q),
    search: q.search ? `%${escapeLike(q.search)}%` : undefined,
  };
}

/** The conditions of the set filters; `put` gives what each compares with: the value, or a placeholder for it. */
function filterConditions(v: FilterValues, put: <K extends keyof FilterValues>(key: K) => NonNullable<FilterValues[K]> | SQLWrapper) {
  const e = timeEntries;
  return and(
    v.from === undefined ? undefined : gte(e.startedAt, put('from')),
    v.to === undefined ? undefined : lt(e.startedAt, put('to')),
    v.user_id === undefined ? undefined : eq(e.userId, put('user_id')),
    v.project_id === undefined ? undefined : eq(e.projectId, put('project_id')),
    v.billable === undefined ? undefined : eq(e.billable, put('billable')),
    v.search === undefined ? undefined : ilike(e.description, put('search')),
  );
}

/** The list's filters; `scope` is the caller's visibility (access.ts). */
export function entryWhere(q: Partial<TimeEntryListQuery>, scope: SQL | undefined): SQL | undefined {
  const v = filterValues(q);
  return and(scope, filterConditions(v, (key) => v[key]!));
}

/**
 * Whether the entry's month is locked. `in` rather than a correlated `exists`: PostgreSQL reads the few locked
 * months once per statement into a hash instead of scanning them for every row (month is the key, never null).
 */
const isLockedDay = sql<boolean>`date_trunc('month', ${timeEntries.day}::timestamp)::date in (select ${monthLocks.month} from ${monthLocks})`;

/**
 * Rows with user, project and category, cost (the rate of rates/cost.ts) and lock flag: one query, no N+1.
 * A page or one entry (`names: 'lookup'`) reads names and the rate as subqueries (db/performance/lookup.ts), but joins
 * the few kinds of work: PostgreSQL reads so small a table whole for each subquery (projects/repository.ts);
 * many rows (exports) and a sort by a name (`names: 'join'`) join the tables.
 */
function selectEntries(db: DbOrTx, names: 'lookup' | 'join') {
  if (names === 'join') {
    const rate = entryRate(db);
    return db
      .select({ ...entryFields, locked: isLockedDay, userName: fullName, projectName: projects.name, categoryName: categories.name, categoryColor: categories.color, cost: entryCost(rate) })
      .from(timeEntries)
      .innerJoin(users, eq(users.id, timeEntries.userId))
      .innerJoin(projects, eq(projects.id, timeEntries.projectId))
      .leftJoin(categories, eq(categories.id, timeEntries.categoryId))
      .leftJoinLateral(rate, sql`true`)
      .$dynamic();
  }
  lookupFields ??= renderedOnce({
    locked: isLockedDay,
    userName: lookup<string>(fullName, users, users.id, timeEntries.userId),
    projectName: lookup<string>(projects.name, projects, projects.id, timeEntries.projectId),
    cost: entryCostOf(entryRateValue(db)),
  });
  return db.select({ ...entryFields, ...lookupFields, categoryName: sql<string | null>`entry_category.name`, categoryColor: sql<string | null>`entry_category.color` })
    .from(timeEntries)
    .leftJoin(sql`${categories} entry_category`, sql`entry_category.id = ${timeEntries.categoryId}`)
    .$dynamic();
}

/** The page's subqueries, rendered on first use (renderedOnce): the same text on every request. */
let lookupFields: {
  locked: SQL<boolean>; userName: SQL<string>; projectName: SQL<string>;
  cost: SQL<string | null>;
} | undefined;

const fullName = personName(users);

const entryFields = {
  id: timeEntries.id,
  userId: timeEntries.userId,
  projectId: timeEntries.projectId,
  categoryId: timeEntries.categoryId,
  day: timeEntries.day,
  startedAt: timeEntries.startedAt,
  endedAt: timeEntries.endedAt,
  minutes: timeEntries.minutes,
  description: timeEntries.description,
  billable: timeEntries.billable,
};

type Selected = Awaited<ReturnType<typeof selectEntries>>[number];

function serialize(r: Selected): TimeEntry {
  return {
    id: Number(r.id),
    user: { id: r.userId, name: r.userName },
    project: { id: r.projectId, name: r.projectName },
    category: r.categoryId === null ? null : { id: r.categoryId, name: r.categoryName ?? '', color: r.categoryColor ?? '' },
    day: r.day,
    started_at: r.startedAt.toISOString(),
    ended_at: r.endedAt.toISOString(),
    minutes: r.minutes,
    description: r.description,
    billable: r.billable,
    cost: r.cost === null ? null : Number(r.cost),
    locked: Boolean(r.locked),
  };
}

const SORT: Record<TimeEntryListQuery['sort'], SQL[]> = {
  started_at: [sql`${timeEntries.startedAt}`],
  day: [sql`${timeEntries.day}`, sql`${timeEntries.startedAt}`],
  minutes: [sql`${timeEntries.minutes}`],
  project: [sql`lower(${projects.name})`],
  user: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`],
};

function orderOf(sort: TimeEntryListQuery['sort'], order: 'asc' | 'desc'): SQL[] {
  const dir = order === 'desc' ? desc : asc;
  return [...SORT[sort], sql`${timeEntries.id}`].map((c) => dir(c));
}

/** Sorting by these reads names from the joined tables. */
const SORTED_BY_NAME = new Set<TimeEntryListQuery['sort']>(['project', 'user']);

/**
 * The list's page as a select with a placeholder for each value, and those values: list.ts prepares it once per
 * shape (db/performance/shapes.ts). A shape is which filters are set, the sort, the page size, whether it is the first page
 * and the scope. The page size is in the text, so PostgreSQL may keep one plan for every request of a shape.
 * `where` is the page's condition, for totals summed from the entries themselves.
 */
export function entryPage(db: DbOrTx, q: TimeEntryListQuery, scope: TimeScope) {
  const values = filterValues(q);
  const set = (Object.keys(values) as (keyof FilterValues)[]).filter((key) => values[key] !== undefined);
  const paged = q.page > 1;
  const where = () => and(usersInScope(db, scope, sql.placeholder('caller')), filterConditions(values, (key) => sql.placeholder(key)));
  return {
    shape: [q.sort, q.order, q.per_page, paged, scope, ...set].join(),
    values: { ...values, offset: (q.page - 1) * q.per_page },
    where,
    select: () => selectEntries(db, SORTED_BY_NAME.has(q.sort) ? 'join' : 'lookup')
      .where(where())
      .orderBy(...orderOf(q.sort, q.order))
      .limit(literalCount(q.per_page))
      .offset(paged ? sql.placeholder('offset') : 0),
  };
}

/** A row of entryPage's select as the API shows it. */
export const pageEntryOf = (row: Record<string, unknown>) => serialize(row as Selected);

/** Every matching row (exports), capped. */
export async function allEntries(db: DbOrTx, where: SQL | undefined, q: Pick<TimeEntryListQuery, 'sort' | 'order'>, limit: number) {
  const rows = await selectEntries(db, 'join').where(where).orderBy(...orderOf(q.sort, q.order)).limit(limit);
  return rows.map(serialize);
}

/** Count, minutes and cost of the whole filter (in this order). */
export function entryTotalsSelect(db: DbOrTx, where: SQL | undefined) {
  const rate = entryRate(db);
  return db
    .select({
      count: count(),
      minutes: sql<string>`coalesce(sum(${timeEntries.minutes}), 0)`,
      cost: sql<string>`coalesce(sum(${entryCost(rate)}), 0)`,
    })
    .from(timeEntries)
    .leftJoinLateral(rate, sql`true`)
    .where(where);
}

export async function entryTotals(db: DbOrTx, where: SQL | undefined): Promise<TimeTotals & { count: number }> {
  const [row] = await entryTotalsSelect(db, where);
  return { count: Number(row?.count ?? 0), minutes: Number(row?.minutes ?? 0), cost: Number(row?.cost ?? 0) };
}

export async function findEntry(db: DbOrTx, id: number, scope?: SQL): Promise<TimeEntry | null> {
  const [row] = await selectEntries(db, 'lookup').where(and(eq(timeEntries.id, id), scope)).limit(1);
  return row ? serialize(row) : null;
}

export async function findEntries(db: DbOrTx, ids: number[]): Promise<TimeEntry[]> {
  if (!ids.length) return [];
  const rows = await selectEntries(db, 'lookup').where(inArray(timeEntries.id, ids)).orderBy(asc(timeEntries.startedAt), asc(timeEntries.id));
  return rows.map(serialize);
}

/** The raw row (what deletes keep for undo). */
export async function entryRow(db: DbOrTx, id: number, scope?: SQL) {
  const [row] = await db.select().from(timeEntries).where(and(eq(timeEntries.id, id), scope)).limit(1);
  return row ?? null;
}

export interface EntryValues {
  userId: number;
  projectId: number;
  /** The kind of work; left out (timer, work days) it stays as it is (null on insert). */
  categoryId?: number | null;
  day: string;
  startedAt: Date;
  endedAt: Date;
  minutes: number;
  description: string;
  billable: boolean;
}

export async function insertEntry(db: DbOrTx, values: EntryValues): Promise<number> {
  const [row] = await db.insert(timeEntries).values(values).returning({ id: timeEntries.id });
  return row!.id;
}

export async function updateEntry(db: DbOrTx, id: number, values: EntryValues): Promise<void> {
  await db.update(timeEntries).set({ ...values, updatedAt: new Date() }).where(eq(timeEntries.id, id));
}

/**
 * Serialises every time write of these users until the transaction ends (several API instances included),
 * so the overlap check below can't race. Taken in id order: two writers never wait on each other in a cycle.
 */
export async function lockUsersTime(tx: DbOrTx, userIds: number[]): Promise<void> {
  for (const id of [...new Set(userIds)].sort((a, b) => a - b)) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('time:' || ${id}::text))`);
  }
}

/** Which of these days fall in a locked month (as YYYY-MM). */
export async function lockedMonthsOf(db: DbOrTx, days: string[]): Promise<string[]> {
  const months = [...new Set(days.map((d) => `${d.slice(0, 7)}-01`))];
  if (!months.length) return [];
  const rows = await db.select({ month: monthLocks.month }).from(monthLocks).where(inArray(monthLocks.month, months));
  return rows.map((r) => r.month.slice(0, 7)).sort();
}

/** Active users matching `scope` (a condition on users.id), the caller first, then by last name. */
export async function scopeUsers(db: DbOrTx, scope: SQL | undefined, callerId: number): Promise<UserRef[]> {
  return db.select({ id: users.id, name: personName(users) }).from(users)
    .where(and(eq(users.active, true), scope))
    .orderBy(sql`${users.id} <> ${callerId}`, asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id));
}

/** The projects a user may book on, by name. */
export async function bookableProjects(db: DbOrTx, userId: number): Promise<EntryProjectRef[]> {
  return db.select({ id: projects.id, name: projects.name }).from(projects)
    .where(bookableBy(db, userId)).orderBy(asc(sql`lower(${projects.name})`), asc(projects.id));
}

/** Every category (the kinds of work), by name. */
export async function entryCategories(db: DbOrTx): Promise<EntryCategoryRef[]> {
  return db.select({ id: categories.id, name: categories.name, color: categories.color }).from(categories)
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
}
