/** Dates and durations as the app shows them (Europe/Warsaw days, "H:MM" durations). */

import { warsawDay as dayOf, warsawInstant } from '@harmony/shared';

/** The Warsaw calendar day of an instant, YYYY-MM-DD (today by default). */
export const warsawDay = (date: Date = new Date()): string => dayOf(date);

/** The instant a Warsaw day begins (its midnight, in the offset of that moment). */
export const warsawMidnight = (at: number = Date.now()): number => warsawInstant(warsawDay(new Date(at)), 0).getTime();

/**
 * Where a timer may be moved back to, up to `minutes`: never onto one of today's entries, and never across
 * Warsaw's midnight (an entry begun yesterday is not in today's list, so a run just after midnight met it).
 */
export const backdatedStart = (minutes: number, todays: { ended_at: string }[]): number =>
  Math.max(Date.now() - minutes * 60_000, warsawMidnight(), ...todays.map((e) => Date.parse(e.ended_at)));

/** The first and last day of the month of `day`. */
export function monthOf(day: string): { from: string; to: string } {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

/**
 * Saturdays and Sundays of the current month other than today: the demo data books only work days and
 * the timer books today, so these days start empty.
 */
export function emptyWeekendDays(today: string = warsawDay()): string[] {
  const { from, to } = monthOf(today);
  const out: string[] = [];
  for (let d = new Date(`${from}T12:00:00Z`); d.toISOString().slice(0, 10) <= to; d.setUTCDate(d.getUTCDate() + 1)) {
    const day = d.toISOString().slice(0, 10);
    if ((d.getUTCDay() === 0 || d.getUTCDay() === 6) && day !== today) out.push(day);
  }
  return out;
}

/** 125 → "2:05", the app's duration format. */
export const formatMinutes = (minutes: number): string => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** "2:05" → 125. */
export function parseMinutes(text: string): number {
  const match = /(\d+):(\d{2})/.exec(text);
  if (!match) throw new Error(`Not a duration: ${text}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** "1:02:05" → 3725 (the timer's clock). */
export function parseElapsed(text: string): number {
  const match = /(\d+):(\d{2}):(\d{2})/.exec(text);
  if (!match) throw new Error(`Not a clock: ${text}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** Money as shown in pl ("1 234,56 zł") or en ("PLN 1,234.56") → 1234.56. */
export function parseMoney(text: string, locale: 'pl' | 'en'): number {
  const digits = text.replace(locale === 'pl' ? /[^\d,-]/g : /[^\d.-]/g, '').replace(',', '.');
  const value = Number(digits);
  if (!digits || Number.isNaN(value)) throw new Error(`Not an amount: ${text}`);
  return value;
}
