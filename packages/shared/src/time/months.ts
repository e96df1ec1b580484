import { warsawMonth } from './clock.js';

/** Months as 'YYYY-MM' (the API's shape), counted without time zones: a month is a label, not an instant. */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `n` months after (or before) a month, YYYY-MM. */
export function addMonths(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/** The first and last day of a month (YYYY-MM), both YYYY-MM-DD. */
export function monthRange(month: string): { from: string; to: string } {
  const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${pad(days)}` };
}

/** The time list's default range: this month in Warsaw. */
export const thisMonthRange = (now: Date = new Date()) => monthRange(warsawMonth(now));
