import { Temporal } from 'temporal-polyfill';
import { TIMEZONE } from '@harmony/shared';

/*
 * An instant and its wall time in Europe/Warsaw (the product's zone), whatever zone the browser is in.
 * Temporal (polyfilled; this file loads only with the date-time field) handles the DST edges: a wall time
 * that happens twice (the autumn hour) takes the earlier instant, one that never happens (the spring gap)
 * moves forward. Kept local: packages/shared has no Warsaw wall-time helper for instants yet.
 */

/** "2026-06-30T22:15:00Z" → "2026-07-01T00:15" (what a datetime-local input shows); "" for none or nonsense. */
export function warsawWallTime(iso: unknown): string {
  if (typeof iso !== 'string' || iso === '') return '';
  try {
    return Temporal.Instant.from(iso).toZonedDateTimeISO(TIMEZONE).toPlainDateTime().toString({ smallestUnit: 'minute' });
  } catch {
    return '';
  }
}

/** "2026-07-01T00:15" (Warsaw) → "2026-06-30T22:15:00Z"; null for an empty input, the text itself when unreadable. */
export function instantOfWarsawWallTime(wall: string): string | null {
  if (wall === '') return null;
  try {
    return Temporal.PlainDateTime.from(wall).toZonedDateTime(TIMEZONE, { disambiguation: 'compatible' }).toInstant().toString();
  } catch {
    return wall;
  }
}
