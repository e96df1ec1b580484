import { formatMinutes, type Locale } from '@harmony/shared';
import { dateFormat, numberFormat } from '../i18n/intl-formats';

/** How typed durations, hours and money read on the time screens (H:MM and months: @harmony/shared's time/). */

const intlLocale = (locale: Locale) => (locale === 'pl' ? 'pl-PL' : 'en-GB');

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
