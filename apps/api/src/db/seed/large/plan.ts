import { DEMO_PASSWORD, ROLES } from '@harmony/shared';
import { addDays, isWorkDay, monthPlus, Random } from '../demo-random.js';
import { CATEGORIES, COMPANY_A, COMPANY_B, COMPANY_FORM, FIRST_NAMES, LAST_NAMES, PROJECT_KINDS } from './catalogue.js';

/**
 * The shape of the large data set, decided before anything is written: people, projects with their active
 * months, who is allocated where each quarter, rates. Everything comes from one seeded PRNG, so the same
 * sizes and end day always give the same rows.
 */
export interface LargeSizes {
  users: number;
  projects: number;
  entries: number;
  events: number;
  activities: number;
  years: number;
}

export const DEFAULT_SIZES: LargeSizes = { users: 300, projects: 3_000, entries: 1_000_000, events: 20_000, activities: 200_000, years: 3 };

/** The bench's own account: POST /api/time-entries books on its behalf, far from the seeded hours. */
export const BENCH_EMAIL = 'bench@demo.local';

export interface PlanUser {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  password: string;
  /** Kinds of work (indexes into CATEGORIES) with weights. */
  kinds: [number, number][];
}

export interface PlanProject {
  name: string;
  customer: string;
  category: number;
  status: number;
  leader: number;
  budgetHours: number | null;
  budgetAmount: number | null;
  deadline: string | null;
  archived: boolean;
  /** Active months, indexes into `months`, both included. */
  first: number;
  last: number;
  weight: number;
}

export interface Plan {
  days: string[];
  months: string[];
  users: PlanUser[];
  projects: PlanProject[];
  /** Per user, per quarter: the projects (indexes) with booking weights. */
  quarters: [number, number][][][];
}

const monthIndexOf = (months: string[], day: string) => months.indexOf(day.slice(0, 7));

function people(rnd: Random, count: number): PlanUser[] {
  const kinds = () => {
    const picked = new Set<number>();
    while (picked.size < 3) picked.add(rnd.int(0, CATEGORIES.length - 3));
    // Everyone also has meetings and a bit of project management.
    return [...[...picked].map((k) => [k, rnd.int(3, 8)] as [number, number]), [10, 2], [11, 1]] as [number, number][];
  };
  const demo: [string, string, string, string][] = [
    ['superadmin@demo.local', 'Sława', 'Nadzorcza', ROLES.superadmin], ['admin@demo.local', 'Adam', 'Administrator', ROLES.admin],
    ['lider@demo.local', 'Lena', 'Liderska', ROLES.leader], ['kontraktor@demo.local', 'Konrad', 'Kontraktor', ROLES.contractor],
    [BENCH_EMAIL, 'Bartek', 'Benchmark', ROLES.contractor],
  ];
  const out: PlanUser[] = demo.map(([email, firstName, lastName, role]) => ({ email, firstName, lastName, role, password: DEMO_PASSWORD, kinds: kinds() }));
  for (let i = out.length; i < count; i++) {
    const role = i < 12 ? ROLES.admin : i < 40 ? ROLES.leader : ROLES.contractor;
    out.push({
      email: `user${String(i).padStart(4, '0')}@large.local`,
      firstName: rnd.pick(FIRST_NAMES),
      lastName: rnd.pick(LAST_NAMES),
      role, password: DEMO_PASSWORD, kinds: kinds(),
    });
  }
  return out;
}

function projectsOf(rnd: Random, count: number, months: string[], users: PlanUser[], end: string): PlanProject[] {
  const leaders = users.map((u, i) => [u, i] as const).filter(([u]) => u.role !== ROLES.contractor).map(([, i]) => i);
  const customers = Array.from({ length: Math.ceil(count / 6) }, (_, i) =>
    `${COMPANY_A[i % COMPANY_A.length]} ${COMPANY_B[Math.floor(i / COMPANY_A.length) % COMPANY_B.length]} ${COMPANY_FORM[i % COMPANY_FORM.length]}`);
  const out: PlanProject[] = [];
  for (let rank = 0; rank < count; rank++) {
    // A few long retainers carry much of the work (Zipf-like weights); most projects are short.
    const long = rank < 30;
    const span = long ? months.length : rnd.int(2, 18);
    const first = long ? 0 : rnd.int(0, months.length - 2);
    const last = Math.min(months.length - 1, first + span - 1);
    const ended = last < months.length - 3;
    const hours = rnd.chance(0.6) ? 50 * rnd.int(2, 200) : null;
    out.push({
      name: `${rnd.pick(PROJECT_KINDS)} ${String(rank + 1).padStart(4, '0')}`,
      customer: rnd.pick(customers),
      category: rnd.int(0, CATEGORIES.length - 1),
      status: ended ? 3 : rnd.int(0, 2),
      leader: rnd.pick(leaders),
      budgetHours: hours,
      budgetAmount: hours && rnd.chance(0.5) ? hours * rnd.int(100, 200) : null,
      deadline: rnd.chance(0.5) ? addDays(`${months[last]}-01`, rnd.int(20, 90)) : null,
      archived: ended && rnd.chance(0.7) && `${months[last]}-01` < end,
      first, last,
      weight: 1 / Math.pow(rank + 1, 0.8),
    });
  }
  return out;
}

/** Weighted draws among the projects active in a quarter (cumulative weights + binary search). */
function drawer(rnd: Random, projects: PlanProject[], from: number, to: number) {
  const active = projects.map((p, i) => [p, i] as const).filter(([p]) => p.first <= to && p.last >= from);
  const cumulative: number[] = [];
  let total = 0;
  for (const [p] of active) cumulative.push((total += p.weight));
  return () => {
    const x = rnd.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    return active[lo]![1];
  };
}

export function makePlan(sizes: LargeSizes, endDay: string, seed = 20_260_501): Plan {
  const rnd = new Random(seed);
  const start = `${Number(endDay.slice(0, 4)) - sizes.years}${endDay.slice(4)}`;
  const days: string[] = [];
  for (let d = addDays(start, 1); d <= endDay; d = addDays(d, 1)) if (isWorkDay(d)) days.push(d);
  const months: string[] = [];
  for (let m = start.slice(0, 7); m <= endDay.slice(0, 7); m = monthPlus(m, 1)) months.push(m);
  const users = people(rnd, sizes.users);
  const projects = projectsOf(rnd, sizes.projects, months, users, endDay);
  const quarters: [number, number][][][] = users.map(() => []);
  for (let q = 0; q * 3 < months.length; q++) {
    const draw = drawer(rnd, projects, q * 3, q * 3 + 2);
    for (let u = 0; u < users.length; u++) {
      const picked = new Map<number, number>();
      const want = rnd.int(2, 4);
      for (let tries = 0; picked.size < want && tries < 50; tries++) picked.set(draw(), rnd.int(1, 5));
      quarters[u]![q] = [...picked];
    }
  }
  return { days, months, users, projects, quarters };
}

/** The quarter (index into plan.quarters[user]) a day falls in. */
export const quarterOf = (plan: Plan, day: string) => Math.floor(monthIndexOf(plan.months, day) / 3);
