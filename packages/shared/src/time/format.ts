import type { Locale } from '../constants.js';
import { monthWords, type MonthCase } from '../i18n/dates.js';

/** How durations and months read on every screen (the timer, time lists, reports, allocations, the dashboard). */

/** Minutes as H:MM: 90 → "1:30", 1500 → "25:00" (totals run past a day), -5 → "-0:05" (a difference). */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const m = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * A month (YYYY-MM) in words: "marzec 2026" / "March 2026". Standing alone (a heading, a label) Polish uses
 * the nominative; after "od"/"do" or a day number it needs the genitive ("od marca 2026"), so texts that say
 * so ask for it. The words are i18n/dates.ts's monthWords, written out rather than left to Intl.
 */
export function formatMonth(month: string, locale: Locale, grammaticalCase: MonthCase = 'nominative'): string {
  return monthWords(month, locale, grammaticalCase);
}

// Written out for the same reason as monthWords: Intl's short Polish months differ between ICU versions.
const SHORT = {
  pl: ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
} as const;

/** A short month for column headers and chart axes: "mar 2026" / "Mar 2026". */
export function formatMonthShort(month: string, locale: Locale): string {
  const m = /^(\d{4})-(\d{2})/.exec(month);
  const name = m ? SHORT[locale][Number(m[2]) - 1] : undefined;
  return name ? `${name} ${m![1]}` : month;
}

/** Minutes as decimal hours, to two decimals (125 → 2.08): budgets, charts, allocations. */
export const minutesToHours = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;
