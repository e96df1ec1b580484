import { TIMEZONE } from '@harmony/shared';

/** Months as 'YYYY-MM' (the API's shape) and their first days as 'YYYY-MM-DD' (the database's). */

const monthFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE, year: 'numeric', month: '2-digit' });

/** This month in Europe/Warsaw. */
export const currentMonth = (now = new Date()): string => monthFormat.format(now).slice(0, 7);

export function addMonths(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const firstDay = (month: string): string => `${month}-01`;

/** Hours from minutes, to two decimals. */
export const hoursOf = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;
