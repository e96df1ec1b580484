import { monthWords, type Locale, type MonthCase } from '@harmony/shared';
import { dateFormat, numberFormat } from '../../lib/i18n/intl-formats';

/** How time, hours and money read on the time screens. */

const intlLocale = (locale: Locale) => (locale === 'pl' ? 'pl-PL' : 'en-GB');

/** Minutes as H:MM: 90 → "1:30", 1500 → "25:00" (totals run past a day). */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const m = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}

/** Hours (decimal) as H:MM. */
export const formatHoursClock = (hours: number): string => formatMinutes(hours * 60);

/**
 * A typed duration in minutes: "1:30", "90m", "1,5" / "1.5" (hours) or "2" (hours); null when it is none
 * of these or not positive.
 */
export function parseDuration(text: string): number | null {
  const value = text.trim().toLowerCase();
  let minutes: number | null = null;
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(value);
  const mins = /^(\d{1,4})\s*m(in)?$/.exec(value);
  if (clock) minutes = Number(clock[1]) * 60 + Number(clock[2]);
  else if (mins) minutes = Number(mins[1]);
  else if (/^\d{1,2}([.,]\d{1,2})?\s*h?$/.test(value)) minutes = Math.round(Number.parseFloat(value.replace(',', '.')) * 60);
  return minutes !== null && minutes > 0 ? minutes : null;
}

/** An amount of money in złoty. */
export function formatMoney(amount: number, locale: Locale): string {
  return numberFormat(intlLocale(locale), { style: 'currency', currency: 'PLN' }).format(amount);
}

/** Hours with at most two decimals: "12,5". */
export function formatNumber(value: number, locale: Locale, digits = 2): string {
  return numberFormat(intlLocale(locale), { maximumFractionDigits: digits }).format(value);
}

/** A calendar day (YYYY-MM-DD) as people read it: "02.03.2026" / "02/03/2026". */
export function formatDay(day: string | null | undefined, locale: Locale): string {
  if (!day) return '';
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateFormat(intlLocale(locale), { dateStyle: 'short', timeZone: 'UTC' }).format(date);
}

/**
 * A month (YYYY-MM) as words: "marzec 2026" / "March 2026"; after "od"/"do" or a number Polish needs the
 * genitive ("od marca 2026"), so texts that say so ask for it.
 */
export function formatMonth(month: string, locale: Locale, grammaticalCase: MonthCase = 'nominative'): string {
  return monthWords(month, locale, grammaticalCase);
}

/** A short month for column headers: "03.2026" / "Mar 2026". */
export function formatMonthShort(month: string, locale: Locale): string {
  if (locale === 'pl') return `${month.slice(5, 7)}.${month.slice(0, 4)}`;
  const date = new Date(`${month}-15T12:00:00Z`);
  return dateFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}
