import { monthWords, TIMEZONE, type Locale } from '@harmony/shared';
import { dateFormat, numberFormat } from '../../lib/i18n/intl-formats';

/** Time arithmetic and display shared by the timer, who-is-online, reports and the dashboard (Europe/Warsaw). */

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

/** Minutes as a duration: 125 → "2:05". */
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  return `${Math.floor(m / 60)}:${pad(m % 60)}`;
}

/** Minutes as decimal hours for charts: 125 → 2.08. */
export const minutesToHours = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

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

/** The Warsaw calendar day of an instant, YYYY-MM-DD. */
export function warsawDay(date: Date): string {
  return dateFormat('en-CA', { timeZone: TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** A month "2026-03" as "marzec 2026" / "March 2026" (the nominative: a label on its own), short: "mar 2026". */
export function formatMonth(month: string, locale: Locale, short = false): string {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return month;
  if (!short) return monthWords(month, locale);
  return dateFormat(intlLocale(locale), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 15)));
}
