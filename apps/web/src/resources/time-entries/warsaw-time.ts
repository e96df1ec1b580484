import { CLOCK_PATTERN, TIMEZONE } from '@harmony/shared';
import { dateFormat } from '../../lib/i18n/intl-formats';

/**
 * Wall-clock time in Europe/Warsaw (the product's time zone) whatever the browser's own zone is: days,
 * months and HH:MM clocks of instants, and back. The platform's Intl time-zone data does the work, the
 * same way as the API's time-entries/clock.ts — so these declarations stay light in the main bundle
 * (Temporal's polyfill is left to the screens that need more, like the calendar).
 */
// Built on first use (lib/i18n/intl-formats): not while the list's chunk loads, nor on screens that never ask.
const wallClockFormat = () =>
  dateFormat('en-GB', {
    timeZone: TIMEZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

function wallClock(at: Date) {
  const p = Object.fromEntries(wallClockFormat().formatToParts(at).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}`, seconds: Number(p.second) };
}

/** Today in Warsaw, YYYY-MM-DD. */
export const warsawToday = (now: Date = new Date()): string => wallClock(now).day;

/** This month in Warsaw, YYYY-MM. */
export const warsawMonth = (now: Date = new Date()): string => warsawToday(now).slice(0, 7);

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

/** An instant's Warsaw day and HH:MM. */
export function warsawClock(at: string | Date): { day: string; time: string } {
  const { day, time } = wallClock(new Date(at));
  return { day, time };
}

/** Minutes since midnight of a valid HH:MM ("24:00" is 1440), else null. */
export function clockToMinutes(hhmm: string): number | null {
  const text = hhmm.trim();
  if (!CLOCK_PATTERN.test(text)) return null;
  const [h, m] = text.split(':').map(Number);
  return h! * 60 + m!;
}

/** HH:MM of minutes since midnight (0–1440). */
export function minutesToClock(minutes: number): string {
  const m = Math.max(0, Math.min(1440, Math.round(minutes)));
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/** How far Warsaw's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(at: Date): number {
  const w = wallClock(at);
  const [y, mo, d] = w.day.split('-').map(Number);
  const [hh, mm] = w.time.split(':').map(Number);
  return Date.UTC(y!, mo! - 1, d!, hh!, mm!, w.seconds) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant (ISO, UTC) of a Warsaw wall-clock time on a day; "24:00" is the midnight that ends it. */
export function warsawInstant(day: string, hhmm: string): string {
  const minutes = clockToMinutes(hhmm);
  if (minutes === null) throw new RangeError(`Not a clock time: ${hhmm}`);
  const [y, m, d] = day.split('-').map(Number);
  const naive = Date.UTC(y!, m! - 1, d!, 0, minutes);
  // Two rounds find the offset in force at the result (it differs from the first guess only around DST changes).
  let at = naive - offsetAt(new Date(naive));
  at = naive - offsetAt(new Date(at));
  return new Date(at).toISOString();
}
