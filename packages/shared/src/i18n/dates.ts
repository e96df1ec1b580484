import type { Locale } from '../constants.js';

/*
 * Month names as Polish grammar needs them. A month standing alone (a heading, after a colon, "Miesiąc
 * grudzień 2025") is in the nominative; after a day number or "od"/"do" it is in the genitive ("1 grudnia
 * 2025", "od grudnia 2025 do listopada 2027"). Written out rather than left to Intl, whose Polish forms
 * differ between ICU versions (browsers, Node) and option sets.
 */
const NAMES = {
  pl: {
    nominative: ['styczeń', 'luty', 'marzec', 'kwiecień', 'maj', 'czerwiec', 'lipiec', 'sierpień', 'wrzesień', 'październik', 'listopad', 'grudzień'],
    genitive: ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'],
  },
  en: {
    nominative: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    genitive: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  },
} as const;

/** `nominative`: the month on its own; `genitive`: after a day number or "od"/"do" (the same words in English). */
export type MonthCase = 'nominative' | 'genitive';

const parts = (text: string) => /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(text);

/** A month "2025-12" (or a day, whose month is taken) in words: "grudzień 2025", genitive "grudnia 2025"; "December 2025". */
export function monthWords(month: string, locale: Locale, grammaticalCase: MonthCase = 'nominative'): string {
  const m = parts(month);
  const index = m ? Number(m[2]) - 1 : -1;
  if (!m || index < 0 || index > 11) return month;
  return `${NAMES[locale][grammaticalCase][index]} ${m[1]}`;
}

/** A calendar day "2025-12-01" in words: "1 grudnia 2025"; "1 December 2025". */
export function dayWords(day: string, locale: Locale): string {
  const m = parts(day);
  if (!m?.[3] || Number(m[3]) < 1 || Number(m[3]) > 31) return day;
  const month = monthWords(day, locale, 'genitive');
  return month === day ? day : `${Number(m[3])} ${month}`;
}

/** A month or a day in words, in the form that follows "od"/"do" (from/to): "grudnia 2025", "1 grudnia 2025". */
export const afterPreposition = (value: string, locale: Locale): string =>
  value.length > 7 ? dayWords(value, locale) : monthWords(value, locale, 'genitive');
