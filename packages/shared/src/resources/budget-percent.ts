import type { Locale } from '../constants.js';

/**
 * A budget's use in per cent, the one rounding every screen, answer and notification uses (the API's
 * `budget_used_percent`, `cost_used_percent`, reports' and the dashboard's percentages, budget alerts' texts,
 * the web's bars): one decimal, halves rounded up. `used` and `budget` in the same unit (hours and hours,
 * złoty and złoty); null without a budget (none, or zero). 87.85 h of 100 h is 87.9 everywhere.
 */
export function budgetPercent(used: number, budget: number | null | undefined): number | null {
  if (!budget) return null;
  const tenths = (used * 1000) / budget;
  // Binary fractions put exact halves a hair below (87.85 → 878.4999…): rounded to 9 places first, they are halves again.
  return Math.floor(Number(tenths.toFixed(9)) + 0.5) / 10;
}

// Polish writes the sign after a (non-breaking) space: "87,8 %"; English right after the number: "87.8%".
const PERCENT_STYLE: Record<Locale, { tag: string; sign: string }> = { pl: { tag: 'pl-PL', sign: '\u00a0%' }, en: { tag: 'en-GB', sign: '%' } };
/** Built on first use, not on import: a page's first number format loads ICU's data (the web's /login has none). */
const formats = new Map<Locale, Intl.NumberFormat>();

/** A percentage from budgetPercent as people read it: "87,8 %" / "87.8%", "100 %" / "100%"; none is a dash. */
export function formatBudgetPercent(percent: number | null | undefined, locale: Locale): string {
  if (percent === null || percent === undefined || Number.isNaN(percent)) return '—';
  const { tag, sign } = PERCENT_STYLE[locale];
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 })));
  return `${format.format(percent)}${sign}`;
}
