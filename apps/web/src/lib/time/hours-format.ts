import { TIMEZONE, warsawDay, type Locale } from '@harmony/shared';
import { dateFormat, numberFormat } from '../i18n/intl-formats';

/**
 * Time display of the timer, who-is-online, reports and the dashboard (Europe/Warsaw). Durations (H:MM),
 * months and the Warsaw clock itself live in @harmony/shared (packages/shared/src/time).
 */

const intlLocale = (locale: Locale) => (locale === 'pl' ? 'pl-PL' : 'en-GB');

/** Whole seconds since `startedAt` (an ISO instant from the server), never negative (clock skew). */
export function elapsedSeconds(startedAt: string, now: number): number {
  const start = Date.parse(startedAt);
  if (Number.isNaN(start)) return 0;
  return Math.max(0, Math.floor((now - start) / 1000));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 3725 → "1:02:05"; hours are not capped at 24 (a forgotten timer shows how long it really ran). */
export function formatElapsed(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

export { minutesToHours } from '@harmony/shared';

/** Decimal hours for reading: 2.5 → "2,5" (pl) / "2.5" (en). */
export function formatHours(hours: number, locale: Locale): string {
  return numberFormat(intlLocale(locale), { maximumFractionDigits: 2 }).format(hours);
}

/** Money in PLN; null (no rate known) is a dash. */
export function formatCost(cost: number | null | undefined, locale: Locale): string {
  if (cost === null || cost === undefined || Number.isNaN(cost)) return '—';
  return numberFormat(intlLocale(locale), { style: 'currency', currency: 'PLN' }).format(cost);
}

/** "08:05" in Warsaw time. */
export function formatClock(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit', timeZone: TIMEZONE }).format(date);
}

/** "2 mar, 08:05" / "2 Mar, 08:05" in Warsaw time; today's instants show the clock only. */
export function formatStarted(iso: string, locale: Locale, now: number = Date.now()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (warsawDay(date) === warsawDay(new Date(now))) return formatClock(iso, locale);
  return dateFormat(intlLocale(locale), { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: TIMEZONE }).format(date);
}
