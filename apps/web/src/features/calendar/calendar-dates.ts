import { Temporal } from 'temporal-polyfill';
import { TIMEZONE } from '@harmony/shared';

/**
 * Wall-clock values of Europe/Warsaw and instants. The dialog's inputs hold Warsaw wall time
 * ("2026-03-02T08:00", "2026-03-02"); the API holds instants. The browser's own zone never matters.
 */

/** Instants as Date.toISOString() writes them, like the rest of the app. */
const iso = (instant: Temporal.Instant) => new Date(instant.epochMilliseconds).toISOString();

/** "2026-03-02T08:00" (Warsaw) → ISO instant. */
export function wallToInstant(wall: string): string {
  return iso(Temporal.PlainDateTime.from(wall).toZonedDateTime(TIMEZONE).toInstant());
}

/** ISO instant → "2026-03-02T08:00" (Warsaw). */
export function instantToWall(iso: string): string {
  return Temporal.Instant.from(new Date(iso).toISOString()).toZonedDateTimeISO(TIMEZONE).toPlainDateTime().toString({ smallestUnit: 'minute' });
}

/** "2026-03-02" → the instant of its Warsaw midnight. */
export function dayToInstant(day: string): string {
  return iso(Temporal.PlainDate.from(day).toZonedDateTime({ timeZone: TIMEZONE }).toInstant());
}

/** ISO instant → its Warsaw day "2026-03-02". */
export function instantToDay(iso: string): string {
  return instantToWall(iso).slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return Temporal.PlainDate.from(day).add({ days }).toString();
}

/** What FullCalendar gives (with timeZone Europe/Warsaw): "2026-03-02" or "2026-03-02T08:00:00+01:00" → ISO instant. */
export function calendarStrToInstant(value: string): string {
  return value.length <= 10 ? dayToInstant(value) : new Date(value).toISOString();
}

/** The next full hour from now, as Warsaw wall time (a new event's default start). */
export function nextFullHourWall(now: Date = new Date()): string {
  const zoned = Temporal.Instant.from(now.toISOString()).toZonedDateTimeISO(TIMEZONE);
  return zoned.round({ smallestUnit: 'hour', roundingMode: 'ceil' }).toPlainDateTime().toString({ smallestUnit: 'minute' });
}

export function addHoursWall(wall: string, hours: number): string {
  return Temporal.PlainDateTime.from(wall).add({ hours }).toString({ smallestUnit: 'minute' });
}
