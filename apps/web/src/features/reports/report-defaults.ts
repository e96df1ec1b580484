import { addMonths, warsawDay, warsawMonth } from '@harmony/shared';

/** Default ranges of the reports, in Warsaw time. */

/** The current month and the five before it. */
export function defaultMonthRange(now: Date = new Date()): { from: string; to: string } {
  const to = warsawMonth(now);
  return { from: addMonths(to, -5), to };
}

/** The current year up to today. */
export function defaultDayRange(now: Date = new Date()): { from: string; to: string } {
  const today = warsawDay(now);
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}
