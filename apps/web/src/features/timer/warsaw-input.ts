import { TIMEZONE } from '@harmony/shared';
import { dateFormat } from '../../lib/i18n/intl-formats';

/**
 * A `datetime-local` field's value ("2026-03-02T09:05") read on the Warsaw clock, whatever the browser's
 * own zone: the timer's repair lets the user type a new start, and every time in the app is Warsaw time.
 */
const parts = (at: Date) => {
  const format = dateFormat('en-GB', {
    timeZone: TIMEZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  });
  return Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
};

/** An instant as a `datetime-local` value on the Warsaw clock; '' for an invalid one. */
export function toWarsawInput(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const p = parts(at);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** How far Warsaw's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(at: number): number {
  const p = parts(new Date(at));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return wall - Math.floor(at / 1000) * 1000;
}

/** A `datetime-local` value on the Warsaw clock as an ISO instant; null when it is not one. */
export function fromWarsawInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const naive = Date.UTC(y, mo - 1, d, h, mi);
  // Two rounds find the offset in force at the result (it differs from the first guess only around DST changes).
  let at = naive - offsetAt(naive);
  at = naive - offsetAt(at);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}
