import { addDays, Random } from '../demo-random.js';
import { ACTIONS, ALL_DAY_TITLES, EVENT_COLORS, EVENT_TITLES } from './catalogue.js';
import type { Ids } from './entries.js';
import type { LargeSizes, Plan } from './plan.js';

/** Rows of the large seed besides users, projects and time entries: allocations, rates, events, log, locks. */

type Row = Record<string, unknown>;

/** Everyone is allocated, each month of a quarter, to that quarter's projects, planned hours by weight. */
export function allocationRows(plan: Plan, ids: Ids): Row[] {
  const out: Row[] = [];
  plan.quarters.forEach((quarters, u) => quarters.forEach((picked, q) => {
    const total = picked.reduce((s, [, w]) => s + w, 0);
    for (const month of plan.months.slice(q * 3, q * 3 + 3)) {
      for (const [p, w] of picked) {
        out.push({ project_id: ids.projects[p], user_id: ids.users[u], month: `${month}-01`, planned_hours: Math.round((140 * w) / total) });
      }
    }
  }));
  return out;
}

/** A general rate per person from the first day, raised every January; one person in ten has a project rate. */
export function rateRows(plan: Plan, rnd: Random, ids: Ids): Row[] {
  const out: Row[] = [];
  const first = plan.days[0]!;
  plan.users.forEach((_, u) => {
    let rate = 10 * rnd.int(6, 25);
    out.push({ user_id: ids.users[u], project_id: null, hourly_rate: rate, valid_from: first });
    for (const month of plan.months) {
      if (!month.endsWith('-01') || `${month}-01` <= first) continue;
      rate = Math.round((rate * (1 + rnd.int(3, 10) / 100)) / 5) * 5;
      out.push({ user_id: ids.users[u], project_id: null, hourly_rate: rate, valid_from: `${month}-01` });
    }
    const firstProject = plan.quarters[u]![0]?.[0];
    if (rnd.chance(0.1) && firstProject) {
      out.push({ user_id: ids.users[u], project_id: ids.projects[firstProject[0]], hourly_rate: rate + 20, valid_from: first });
    }
  });
  return out;
}

/** Calendar events over the whole range and a month ahead; now and then an all-day one. */
export function eventRows(plan: Plan, rnd: Random, ids: Ids, count: number): Row[] {
  const out: Row[] = [];
  const first = plan.days[0]!;
  const span = plan.days.length + 30;
  for (let i = 0; i < count; i++) {
    const day = addDays(first, Math.floor((rnd.int(0, span - 1) * 7) / 5));
    const userId = ids.users[rnd.int(0, ids.users.length - 1)];
    const color = rnd.pick(EVENT_COLORS);
    if (rnd.chance(0.08)) {
      out.push({
        user_id: userId, title: rnd.pick(ALL_DAY_TITLES), description: '', all_day: true, color,
        starts_at: `${day}T00:00:00+01:00`, ends_at: `${addDays(day, rnd.int(1, 3))}T00:00:00+01:00`,
      });
      continue;
    }
    const start = 9 * 60 + 30 * rnd.int(0, 14);
    const end = start + 30 * rnd.int(1, 4);
    const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    out.push({
      user_id: userId, title: rnd.pick(EVENT_TITLES), description: '', all_day: false, color,
      starts_at: `${day}T${clock(start)}:00+01:00`, ends_at: `${day}T${clock(end)}:00+01:00`,
    });
  }
  return out;
}

/** The activity log, oldest first, evenly over the range (ids then follow time, as in a live system). */
export function activityRows(plan: Plan, rnd: Random, ids: Ids, from: number, count: number, sizes: LargeSizes): Row[] {
  const out: Row[] = [];
  const start = Date.parse(`${plan.days[0]}T07:00:00Z`);
  const end = Date.parse(`${plan.days[plan.days.length - 1]}T16:00:00Z`);
  const step = (end - start) / (sizes.activities || 1);
  for (let i = from; i < from + count; i++) {
    const [action, subjectType] = rnd.weighted(ACTIONS.map(([a, s, w]) => [[a, s] as const, w] as const));
    const userId = ids.users[rnd.int(0, ids.users.length - 1)]!;
    const subjectId = subjectType === 'users' ? userId : rnd.int(1, subjectType === 'time-entries' ? sizes.entries : 3_000);
    const minutes = 15 * rnd.int(2, 16);
    out.push({
      user_id: userId,
      action,
      subject_type: subjectType,
      subject_id: String(subjectId),
      before: action === 'update' || action === 'delete' ? { minutes } : null,
      after: action === 'create' || action === 'update' ? { minutes: action === 'update' ? minutes + 15 : minutes } : null,
      ip: `10.0.${rnd.int(0, 255)}.${rnd.int(1, 254)}`,
      created_at: new Date(start + i * step + rnd.int(0, Math.max(0, Math.floor(step) - 1))).toISOString(),
    });
  }
  return out;
}

/** Months older than the last two are closed, as an agency would after invoicing. */
export function lockedMonths(plan: Plan): string[] {
  return plan.months.slice(0, -2).map((m) => `${m}-01`);
}
