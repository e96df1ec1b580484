import { warsawInstant } from '@harmony/shared';
import { Random } from '../demo-random.js';
import { CATEGORIES } from './catalogue.js';
import { quarterOf, type Plan } from './plan.js';

/**
 * Time entries of the large seed. First how many entries each person has on each work day (then nudged so
 * the total is exactly the target), then the entries themselves, day by day: consecutive blocks from
 * about 8:00 with a lunch break, so one person's entries never overlap, always on a project the person is
 * allocated to in that quarter.
 */

export interface Ids {
  users: number[];
  projects: number[];
  categories: number[];
}

export type EntryJson = Record<string, string | number | boolean | null>;

/** counts[u * days + d]: entries of user u on day d. */
export function entryCounts(plan: Plan, rnd: Random, target: number): Uint8Array {
  const days = plan.days.length;
  const counts = new Uint8Array(plan.users.length * days);
  // One person-day in ten is off (leave, sickness); the others get about the mean the target needs.
  const mean = Math.min(7, Math.max(1, target / (counts.length * 0.9)));
  let sum = 0;
  for (let i = 0; i < counts.length; i++) {
    const n = rnd.chance(0.9) ? Math.max(1, Math.min(8, Math.round(mean - 1.5 + rnd.next() * 3))) : 0;
    counts[i] = n;
    sum += n;
  }
  // Nudge random person-days up or down until the total is exact (each stays within 0..8).
  const most = Math.min(target, counts.length * 8);
  while (sum !== most) {
    const i = rnd.int(0, counts.length - 1);
    const n = counts[i]!;
    if (sum < most && n < 8) {
      counts[i] = n + 1;
      sum++;
    } else if (sum > most && n > 0) {
      counts[i] = n - 1;
      sum--;
    }
  }
  return counts;
}

/** Warsaw wall clock → instant, fast: the offset of the day's noon holds all working hours (DST flips at night). */
function clockOf(day: string) {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const midnight = Date.UTC(y, m - 1, d);
  const offset = Date.UTC(y, m - 1, d, 12) - warsawInstant(day, 720).getTime();
  return (minutes: number) => new Date(midnight + minutes * 60_000 - offset).toISOString();
}

function weighted(rnd: Random, items: [number, number][]): number {
  let total = 0;
  for (const [, w] of items) total += w;
  let x = rnd.next() * total;
  for (const [item, w] of items) if ((x -= w) < 0) return item;
  return items[items.length - 1]![0];
}

/** Splits `total` minutes into `n` blocks of whole quarter hours, each at least 15 minutes. */
function blocks(rnd: Random, n: number, total: number): number[] {
  const quarters = Math.max(n, Math.round(total / 15));
  const weights = Array.from({ length: n }, () => 0.5 + rnd.next());
  const sum = weights.reduce((a, b) => a + b, 0);
  const out = weights.map((w) => Math.max(1, Math.floor((w / sum) * quarters)));
  return out.map((q) => q * 15);
}

/** Every entry of one day, all people, in start order per person. */
export function dayEntries(plan: Plan, rnd: Random, counts: Uint8Array, d: number, ids: Ids): EntryJson[] {
  const day = plan.days[d]!;
  const at = clockOf(day);
  const quarter = quarterOf(plan, day);
  const out: EntryJson[] = [];
  for (let u = 0; u < plan.users.length; u++) {
    const n = counts[u * plan.days.length + d]!;
    const options = plan.quarters[u]![quarter] ?? [];
    if (!n || !options.length) continue;
    const user = plan.users[u]!;
    let t = 8 * 60 + 15 * rnd.int(0, 6);
    let lunch = false;
    for (const minutes of blocks(rnd, n, 15 * rnd.int(24, 38))) {
      const project = weighted(rnd, options);
      const kind = weighted(rnd, user.kinds);
      const category = CATEGORIES[kind]!;
      out.push({
        user_id: ids.users[u]!,
        project_id: ids.projects[project]!,
        category_id: rnd.chance(0.85) ? ids.categories[kind]! : null,
        day,
        started_at: at(t),
        ended_at: at(t + minutes),
        minutes,
        description: rnd.pick(category.phrases),
        billable: kind === 10 ? rnd.chance(0.6) : rnd.chance(0.95),
      });
      t += minutes;
      if (!lunch && t >= 12 * 60) {
        t += 30;
        lunch = true;
      } else if (rnd.chance(0.3)) t += 15;
    }
  }
  return out;
}

export const ENTRY_COLUMNS = {
  user_id: 'integer', project_id: 'integer', category_id: 'integer', day: 'date', started_at: 'timestamptz',
  ended_at: 'timestamptz', minutes: 'integer', description: 'text', billable: 'boolean',
};
