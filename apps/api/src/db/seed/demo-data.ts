import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.js';
import {
  categories, categoryTypes, events, projectAllocations, projects, rates, statuses, timeEntries, users,
} from '../schema.js';
import { checkBudgetAlerts } from '../../modules/projects/budget-alerts.js';
import { entryCost, entryRate } from '../../modules/rates/cost.js';
import { warsawDateTime, warsawInstant } from '@harmony/shared';
import {
  ALL_DAY_TITLES, BOOKING, CATEGORIES, CATEGORY_TYPES, DEMO_EMAILS, EVENT_COLORS, EVENT_TITLES, PLAN, PROJECT_STATUSES, PROJECTS, RATES, WORK,
  type CategoryKey, type DemoPerson,
} from './demo-catalogue.js';
import { addDays, isWorkDay, monthPlus, Random, weekdayOf } from './demo-random.js';

/**
 * Realistic demo data for the embedded mode (PRODUCT.md section 1), around `now`: kinds of work, project
 * statuses, a dozen projects with budgets (some past 80 %), allocations from three months back to the
 * next month, rates, time entries on work days for the last ~3 months (9:00–17:00-ish, Europe/Warsaw,
 * never overlapping, only on projects their user may book), calendar events around today and the budget
 * alerts those hours raise. Deterministic: a seeded PRNG, so the same `now` gives the same rows. Every table
 * is written with a few multi-row inserts.
 */
export interface DemoDataOptions {
  now?: Date;
  seed?: number;
}

export interface DemoDataSummary {
  projects: number;
  allocations: number;
  timeEntries: number;
  events: number;
}

/** People in the order their rows are generated (the PRNG's draws depend on it). */
const PEOPLE: DemoPerson[] = ['kontraktor', 'lider', 'admin', 'superadmin'];
const DAYS_BACK = 91;
const CHUNK = 500;

type EntryRow = typeof timeEntries.$inferInsert;
type EventRow = typeof events.$inferInsert;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

async function demoUsers(db: DbOrTx): Promise<Record<DemoPerson, number>> {
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, Object.values(DEMO_EMAILS)));
  const byEmail = new Map(rows.map((r) => [r.email, r.id]));
  return Object.fromEntries(PEOPLE.map((p) => {
    const id = byEmail.get(DEMO_EMAILS[p]);
    if (!id) throw new Error(`Demo account ${DEMO_EMAILS[p]} is missing: seed the demo accounts first.`);
    return [p, id];
  })) as Record<DemoPerson, number>;
}

/** Kinds of work, statuses and projects (budgets come later, from the hours booked). */
async function seedCatalogue(db: DbOrTx, now: Date, people: Record<DemoPerson, number>) {
  const typeRows = await db.insert(categoryTypes).values(CATEGORY_TYPES.map((name) => ({ name })))
    .returning({ id: categoryTypes.id, name: categoryTypes.name });
  const typeId = new Map(typeRows.map((r) => [r.name, r.id]));
  const keys = Object.keys(CATEGORIES) as CategoryKey[];
  const categoryRows = await db.insert(categories)
    .values(keys.map((k) => ({ name: CATEGORIES[k].name, color: CATEGORIES[k].color, categoryTypeId: typeId.get(CATEGORIES[k].type)! })))
    .returning({ id: categories.id });
  const categoryId = Object.fromEntries(keys.map((k, i) => [k, categoryRows[i]!.id])) as Record<CategoryKey, number>;
  const statusRows = await db.insert(statuses)
    .values(PROJECT_STATUSES.map((s, i) => ({ name: s.name, color: s.color, position: i + 1, appliesTo: 'projects' })))
    .returning({ id: statuses.id });
  const statusId = Object.fromEntries(PROJECT_STATUSES.map((s, i) => [s.key, statusRows[i]!.id]));
  const today = warsawDateTime(now).slice(0, 10);
  const projectRows = await db.insert(projects).values(PROJECTS.map((p) => ({
    name: p.name,
    customer: p.customer,
    description: p.description,
    categoryId: categoryId[p.category],
    statusId: statusId[p.status],
    leaderId: people[p.leader],
    deadline: p.deadlineIn === null ? null : addDays(today, p.deadlineIn),
    archivedAt: p.archived ? new Date(now.getTime() - 120 * 86_400_000) : null,
  }))).returning({ id: projects.id });
  const projectId = Object.fromEntries(PROJECTS.map((p, i) => [p.key, projectRows[i]!.id])) as Record<string, number>;
  return { categoryId, projectId };
}

/** Entries of one person on one work day: consecutive blocks from 8:00–9:30 with a lunch break, none in the future. */
function dayEntries(rnd: Random, person: DemoPerson, userId: number, day: string, offset: number, ids: { projectId: Record<string, number>; categoryId: Record<CategoryKey, number> }, now: Date): EntryRow[] {
  const booking = BOOKING[person];
  if (!rnd.chance(booking.daily)) return [];
  const options = PLAN[person].filter((p) => p.weight > 0 && p.months.includes(offset));
  if (!options.length) return [];
  const out: EntryRow[] = [];
  let t = 8 * 60 + 15 * rnd.int(0, 6);
  const end = t + 15 * rnd.int(booking.hours[0] * 4, booking.hours[1] * 4);
  let lunch = false;
  while (t < end - 30) {
    const minutes = Math.min(rnd.pick([45, 60, 90, 120, 150, 180, 210, 240]), end - t);
    const project = rnd.weighted(options.map((o) => [o.project, o.weight] as const));
    const kind = rnd.weighted(WORK[person]);
    const description = rnd.pick(CATEGORIES[kind].descriptions);
    const billable = kind === 'meetings' ? rnd.chance(0.6) : rnd.chance(0.95);
    const startedAt = warsawInstant(day, t);
    const endedAt = warsawInstant(day, t + minutes);
    if (endedAt.getTime() > now.getTime()) break;
    out.push({
      userId, projectId: ids.projectId[project]!, categoryId: ids.categoryId[kind], day, startedAt, endedAt,
      minutes: Math.round((endedAt.getTime() - startedAt.getTime()) / 60_000), description, billable,
    });
    t += minutes;
    if (!lunch && t >= 12 * 60) {
      t += 30;
      lunch = true;
    } else if (rnd.chance(0.3)) t += 15;
  }
  return out;
}

const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));

function generateEntries(rnd: Random, people: Record<DemoPerson, number>, ids: Parameters<typeof dayEntries>[5], now: Date): EntryRow[] {
  const today = warsawDateTime(now).slice(0, 10);
  const out: EntryRow[] = [];
  for (let day = addDays(today, -DAYS_BACK); day <= today; day = addDays(day, 1)) {
    if (!isWorkDay(day)) continue;
    const offset = monthIndex(day) - monthIndex(today);
    for (const person of PEOPLE) out.push(...dayEntries(rnd, person, people[person], day, offset, ids, now));
  }
  return out;
}

/** A few events a week per person, three weeks back and ahead; now and then an all-day one. */
function generateEvents(rnd: Random, people: Record<DemoPerson, number>, now: Date): EventRow[] {
  const today = warsawDateTime(now).slice(0, 10);
  const monday = addDays(today, -weekdayOf(today));
  const out: EventRow[] = [];
  for (let week = -3; week <= 3; week++) {
    for (const person of PEOPLE) {
      const customers = PLAN[person].map((p) => PROJECTS.find((x) => x.key === p.project)!.customer);
      const count = rnd.int(2, 4);
      for (let i = 0; i < count; i++) {
        const day = addDays(monday, 7 * week + rnd.int(0, 4));
        const color = rnd.pick(EVENT_COLORS);
        if (rnd.chance(0.08)) {
          out.push({
            userId: people[person], title: rnd.pick(ALL_DAY_TITLES), description: '', allDay: true, color,
            startsAt: warsawInstant(day, 0), endsAt: warsawInstant(addDays(day, rnd.int(1, 2)), 0),
          });
          continue;
        }
        const start = 9 * 60 + 30 * rnd.int(0, 14);
        const minutes = rnd.pick([30, 60, 60, 90, 120]);
        const title = rnd.pick(EVENT_TITLES).replace('{customer}', rnd.pick(customers));
        out.push({
          userId: people[person], title, description: rnd.chance(0.4) ? 'Agenda w mailu; przygotować notatki.' : '', allDay: false, color,
          startsAt: warsawInstant(day, start), endsAt: warsawInstant(day, start + minutes),
        });
      }
    }
  }
  return out;
}

/** Budgets from what was booked: each project ends up using about `hoursUse` / `costUse` of its budget. */
async function setBudgets(db: DbOrTx, projectId: Record<string, number>): Promise<void> {
  const rate = entryRate(db);
  const used = await db
    .select({
      projectId: timeEntries.projectId,
      minutes: sql<string>`sum(${timeEntries.minutes})`,
      cost: sql<string>`coalesce(sum(${entryCost(rate)}), 0)`,
    })
    .from(timeEntries)
    .leftJoinLateral(rate, sql`true`)
    .where(inArray(timeEntries.projectId, Object.values(projectId)))
    .groupBy(timeEntries.projectId);
  const usage = new Map(used.map((u) => [u.projectId, { hours: Number(u.minutes) / 60, cost: Number(u.cost) }]));
  for (const p of PROJECTS) {
    const id = projectId[p.key]!;
    const u = usage.get(id) ?? { hours: 0, cost: 0 };
    const budgetHours = p.hoursUse && u.hours > 0 ? Math.max(5, Math.round(u.hours / p.hoursUse / 5) * 5) : (p.fixedBudgetHours ?? null);
    const budgetAmount = p.costUse && u.cost > 0 ? Math.max(500, Math.round(u.cost / p.costUse / 500) * 500) : null;
    await db.update(projects).set({
      budgetHours: budgetHours === null ? null : budgetHours.toFixed(2),
      budgetAmount: budgetAmount === null ? null : budgetAmount.toFixed(2),
    }).where(sql`${projects.id} = ${id}`);
  }
}

export async function seedDemoData(db: DbOrTx, opts: DemoDataOptions = {}): Promise<DemoDataSummary> {
  const now = opts.now ?? new Date();
  const rnd = new Random(opts.seed ?? 2026);
  const people = await demoUsers(db);
  const { categoryId, projectId } = await seedCatalogue(db, now, people);
  const month = warsawDateTime(now).slice(0, 7);

  const allocations = PEOPLE.flatMap((person) => PLAN[person].flatMap((p) => p.months.map((m) => ({
    projectId: projectId[p.project]!, userId: people[person], month: `${monthPlus(month, m)}-01`, plannedHours: p.hours.toFixed(2),
  }))));
  await db.insert(projectAllocations).values(allocations);

  await db.insert(rates).values(RATES.map((r) => ({
    userId: people[r.person],
    projectId: r.project ? projectId[r.project]! : null,
    hourlyRate: r.rate.toFixed(2),
    validFrom: `${monthPlus(month, -r.monthsAgo)}-01`,
  })));

  const entries = generateEntries(rnd, people, { projectId, categoryId }, now);
  await insertChunks(entries, (chunk) => db.insert(timeEntries).values(chunk));
  await setBudgets(db, projectId);

  const calendar = generateEvents(rnd, people, now);
  await insertChunks(calendar, (chunk) => db.insert(events).values(chunk));

  // The alerts the booked hours reach (leader and administrators get notifications), as live writes would send.
  for (const id of Object.values(projectId)) await checkBudgetAlerts(db, id);

  return { projects: PROJECTS.length, allocations: allocations.length, timeEntries: entries.length, events: calendar.length };
}
