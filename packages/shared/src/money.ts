import type { Locale } from './constants.js';

/**
 * Money as the API keeps it: integer grosze (PLN × 100), and a VAT rate as an integer percent (23, 8, 5, 0)
 * or null for "zw." (exempt). Pure helpers shared by the web's money field and the server.
 */
export type Grosze = number;
export type VatRate = number | null;

/** The VAT rates offered by the money field; null is "zw." (exempt). */
export const VAT_RATES: readonly VatRate[] = [23, 8, 5, 0, null];

/**
 * Złote as typed into a field in grosze: "1 234,56" (pl) or "1,234.56" (en); spaces and the other locale's
 * group separator are ignored; at most two decimals. Empty → null; anything unreadable → NaN.
 */
export function parseGrosze(text: string, locale: Locale): Grosze | null {
  const compact = text.replace(/[\s\u00a0\u202f]|zł|pln/gi, '');
  if (compact === '') return null;
  const [decimal, group] = locale === 'pl' ? [',', '.'] : ['.', ','];
  // A Polish user typing a dot as the decimal point ("12.50") is understood when it can't be a group separator.
  const normalised = locale === 'pl' && !compact.includes(',') && /^-?\d+\.\d{1,2}$/.test(compact) ? compact : compact.split(group).join('').replace(decimal, '.');
  const m = /^(-?)(\d+)(?:\.(\d{0,2}))?$/.exec(normalised);
  if (!m) return Number.NaN;
  const grosze = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -grosze : grosze;
}

// Made on first use: a formatter built at import time would be a side effect every bundle importing the
// shared package keeps, used or not (the sign-in page's budget).
const formats: Partial<Record<Locale, Intl.NumberFormat>> = {};
const formatOf = (locale: Locale) =>
  (formats[locale] ??= new Intl.NumberFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** Grosze as a number to edit: "1 234,56" (pl), "1,234.56" (en). */
export function formatAmount(grosze: Grosze, locale: Locale): string {
  const text = formatOf(locale).format(grosze / 100);
  // Intl's Polish groups four-digit numbers only from 10 000 up and uses a no-break space: one plain rule instead.
  if (locale === 'en') return text;
  const [int, frac] = text.replace(/[\s\u00a0\u202f]/g, '').split(',');
  return `${int!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${frac}`;
}

/** Grosze in words of money: "1 234,56 zł" (pl), "PLN 1,234.56" (en). */
export const formatMoney = (grosze: Grosze, locale: Locale): string =>
  locale === 'pl' ? `${formatAmount(grosze, locale)} zł` : `PLN ${formatAmount(grosze, locale)}`;

/** The gross amount of a net one at `rate` percent (rounded half up to a grosz); "zw." adds nothing. */
export const grossOf = (net: Grosze, rate: VatRate): Grosze => (rate ? net + Math.round((net * rate) / 100) : net);

/** The net amount of a gross one at `rate` percent (rounded to a grosz). */
export const netOf = (gross: Grosze, rate: VatRate): Grosze => (rate ? Math.round((gross * 100) / (100 + rate)) : gross);

/** The VAT part of a net amount. */
export const vatOf = (net: Grosze, rate: VatRate): Grosze => grossOf(net, rate) - net;
