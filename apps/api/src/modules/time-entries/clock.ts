import { TIMEZONE } from '@harmony/shared';

/**
 * Wall-clock arithmetic in Europe/Warsaw (the seed's time zone) with the platform's Intl data, so DST
 * changes are handled the same way PostgreSQL's `at time zone` handles them.
 */
const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIMEZONE, hourCycle: 'h23',
  year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
});

function wallClock(at: Date) {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}`, seconds: Number(p.second) };
}

/** The Europe/Warsaw calendar day of an instant, YYYY-MM-DD. */
export const warsawDay = (at: Date): string => wallClock(at).day;

/** "YYYY-MM-DD HH:MM" in Europe/Warsaw. */
export function warsawDateTime(at: Date): string {
  const w = wallClock(at);
  return `${w.day} ${w.time}`;
}

/** How far Warsaw's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(at: Date): number {
  const w = wallClock(at);
  const [y, m, d] = w.day.split('-').map(Number);
  const [hh, mm] = w.time.split(':').map(Number);
  const asUtc = Date.UTC(y!, m! - 1, d!, hh!, mm!, w.seconds);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * Instants already worked out, by day and minute: a list's date filter asks for the same few days on every
 * request, and each costs four Intl calls (4 % of the server's CPU on the time list, session 8).
 */
const instants = new Map<string, number>();
const MAX_INSTANTS = 10_000;

/** The instant of a Warsaw wall-clock time on a day; minutes may be 1440 (midnight that ends the day). */
export function warsawInstant(day: string, minutesOfDay: number): Date {
  const key = `${day}/${minutesOfDay}`;
  let at = instants.get(key);
  if (at === undefined) {
    const [y, m, d] = day.split('-').map(Number);
    const naive = Date.UTC(y!, m! - 1, d!, 0, minutesOfDay);
    // Two rounds find the offset in force at the result (it differs from the naive guess only around DST changes).
    at = naive - offsetAt(new Date(naive));
    at = naive - offsetAt(new Date(at));
    if (instants.size >= MAX_INSTANTS) instants.clear();
    instants.set(key, at);
  }
  return new Date(at);
}

/** An entry's times as people read them: "2026-03-02 09:00–10:30", or with both days when it crosses midnight. */
export function formatRange(startedAt: Date, endedAt: Date): string {
  const s = wallClock(startedAt);
  const e = wallClock(endedAt);
  return s.day === e.day ? `${s.day} ${s.time}–${e.time}` : `${s.day} ${s.time} – ${e.day} ${e.time}`;
}
