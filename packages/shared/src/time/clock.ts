import { TIMEZONE } from '../constants.js';
import { CLOCK_PATTERN } from '../resources/work-days.js';

/**
 * Wall-clock time in Europe/Warsaw (the product's time zone) whatever the machine's own zone is: days and
 * HH:MM clocks of instants, and back. The platform's Intl time-zone data does the work, so DST changes come
 * out the way PostgreSQL's `at time zone` handles them, in the browser and on the server alike.
 */
let format: Intl.DateTimeFormat | undefined;
// Built on first use: the first formatter with a time zone loads the zone's data (tens of ms on a slow
// phone), which a web chunk that merely imports this file should not pay.
const wallClockFormat = () =>
  (format ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIMEZONE, hourCycle: 'h23',
    year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }));

function wallClock(at: Date) {
  const p = Object.fromEntries(wallClockFormat().formatToParts(at).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}`, seconds: Number(p.second) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The Warsaw calendar day of an instant, YYYY-MM-DD. */
export const warsawDay = (at: Date): string => wallClock(at).day;

/**
 * The Warsaw year of an instant (an order placed at 00:30 on 1 January is the new year's). Warsaw is UTC+1 or
 * UTC+2: when both give one year (all but an hour a year) that is it, without the formatter (20 µs a call).
 */
export function warsawYear(at: Date): number {
  const winter = new Date(at.getTime() + 3_600_000).getUTCFullYear();
  return winter === new Date(at.getTime() + 7_200_000).getUTCFullYear() ? winter : Number(wallClock(at).day.slice(0, 4));
}

/** Today in Warsaw, YYYY-MM-DD. */
export const warsawToday = (now: Date = new Date()): string => wallClock(now).day;

/** This month in Warsaw, YYYY-MM. */
export const warsawMonth = (now: Date = new Date()): string => warsawToday(now).slice(0, 7);

/** An instant's Warsaw day and HH:MM. */
export function warsawClock(at: string | Date): { day: string; time: string } {
  const { day, time } = wallClock(new Date(at));
  return { day, time };
}

/** "YYYY-MM-DD HH:MM" in Warsaw. */
export function warsawDateTime(at: Date): string {
  const w = wallClock(at);
  return `${w.day} ${w.time}`;
}

/** An entry's times as people read them: "2026-03-02 09:00–10:30", or with both days when it crosses midnight. */
export function formatRange(startedAt: Date, endedAt: Date): string {
  const s = wallClock(startedAt);
  const e = wallClock(endedAt);
  return s.day === e.day ? `${s.day} ${s.time}–${e.time}` : `${s.day} ${s.time} – ${e.day} ${e.time}`;
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
function offsetAt(at: number): number {
  const w = wallClock(new Date(at));
  const [y, m, d] = w.day.split('-').map(Number);
  const [hh, mm] = w.time.split(':').map(Number);
  return Date.UTC(y!, m! - 1, d!, hh!, mm!, w.seconds) - Math.floor(at / 1000) * 1000;
}

/** The UTC milliseconds of a Warsaw wall-clock time, given as milliseconds of the same fields read as UTC. */
function fromWall(naive: number): number {
  // Two rounds find the offset in force at the result (it differs from the naive guess only around DST changes).
  const at = naive - offsetAt(naive);
  return naive - offsetAt(at);
}

/**
 * Instants already worked out, by day and minute: the API's date filters ask for the same few days on every
 * request, and each costs four Intl calls (4 % of the server's CPU on the time list, session 8).
 */
const instants = new Map<string, number>();
const MAX_INSTANTS = 10_000;

/** The instant of a Warsaw wall-clock time on a day; minutes may be 1440 (the midnight that ends the day). */
export function warsawInstant(day: string, minutesOfDay: number): Date {
  const key = `${day}/${minutesOfDay}`;
  let at = instants.get(key);
  if (at === undefined) {
    const [y, m, d] = day.split('-').map(Number);
    at = fromWall(Date.UTC(y!, m! - 1, d!, 0, minutesOfDay));
    if (instants.size >= MAX_INSTANTS) instants.clear();
    instants.set(key, at);
  }
  // A fresh Date each time: a caller changing it cannot change the remembered instant.
  return new Date(at);
}

/** The instant (ISO, UTC) of a Warsaw "HH:MM" on a day; "24:00" is the midnight that ends it. */
export function warsawClockInstant(day: string, hhmm: string): string {
  const minutes = clockToMinutes(hhmm);
  if (minutes === null) throw new RangeError(`Not a clock time: ${hhmm}`);
  return warsawInstant(day, minutes).toISOString();
}

/** An instant as a `datetime-local` field's value ("2026-03-02T09:05") on the Warsaw clock; '' for an invalid one. */
export function toWarsawInput(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const { day, time } = wallClock(at);
  return `${day}T${time}`;
}

/** A `datetime-local` value read on the Warsaw clock, as an ISO instant; null when it is not one. */
export function fromWarsawInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const at = fromWall(Date.UTC(y, mo - 1, d, h, mi));
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}
