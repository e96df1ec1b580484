import { warsawDay } from '../timer/time-format';

/** Default ranges of the reports, in Warsaw time. */

/** The current month and the five before it. */
export function defaultMonthRange(now: Date = new Date()): { from: string; to: string } {
  const to = warsawDay(now).slice(0, 7);
  const [y, m] = to.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m - 1 - 5, 1));
  return { from: `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}`, to };
}

/** The current year up to today. */
export function defaultDayRange(now: Date = new Date()): { from: string; to: string } {
  const today = warsawDay(now);
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}
