import { Temporal } from 'temporal-polyfill';
import { CLOCK_PATTERN, TIMEZONE } from '@harmony/shared';

/**
 * Wall-clock time in Europe/Warsaw (the product's time zone) whatever the browser's own zone is: days,
 * months and HH:MM clocks of instants, and back. Temporal handles the DST changes.
 */

const zoned = (at: Date | string) => Temporal.Instant.fromEpochMilliseconds(new Date(at).getTime()).toZonedDateTimeISO(TIMEZONE);

/** Today in Warsaw, YYYY-MM-DD. */
export const warsawToday = (now: Date = new Date()): string => zoned(now).toPlainDate().toString();

/** This month in Warsaw, YYYY-MM. */
export const warsawMonth = (now: Date = new Date()): string => warsawToday(now).slice(0, 7);

/** The first and last day of a month (YYYY-MM), both YYYY-MM-DD. */
export function monthRange(month: string): { from: string; to: string } {
  const ym = Temporal.PlainYearMonth.from(month);
  return { from: ym.toPlainDate({ day: 1 }).toString(), to: ym.toPlainDate({ day: ym.daysInMonth }).toString() };
}

/** The time list's default range: this month in Warsaw. */
export const thisMonthRange = (now: Date = new Date()) => monthRange(warsawMonth(now));

/** `n` months after (or before) a month, YYYY-MM. */
export const addMonths = (month: string, n: number): string => Temporal.PlainYearMonth.from(month).add({ months: n }).toString();

/** The months from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = from; m <= to && out.length < 120; m = addMonths(m, 1)) out.push(m);
  return out;
}

/** An instant's Warsaw day and HH:MM. */
export function warsawClock(at: string | Date): { day: string; time: string } {
  const z = zoned(at);
  return { day: z.toPlainDate().toString(), time: z.toPlainTime().toString({ smallestUnit: 'minute' }) };
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
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** The instant (ISO, UTC) of a Warsaw wall-clock time on a day; "24:00" is the midnight that ends it. */
export function warsawInstant(day: string, hhmm: string): string {
  const minutes = clockToMinutes(hhmm);
  if (minutes === null) throw new RangeError(`Not a clock time: ${hhmm}`);
  const date = Temporal.PlainDate.from(day).add({ days: Math.floor(minutes / 1440) });
  const time = Temporal.PlainTime.from({ hour: Math.floor((minutes % 1440) / 60), minute: minutes % 60 });
  const instant = date.toZonedDateTime({ timeZone: TIMEZONE, plainTime: time }).toInstant();
  return new Date(instant.epochMilliseconds).toISOString();
}
