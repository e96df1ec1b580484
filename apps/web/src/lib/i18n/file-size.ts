import type { Locale } from '@harmony/shared';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 1536 → "1,5 KB" (pl) / "1.5 KB" (en). */
export function formatFileSize(bytes: number, locale: Locale): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', { maximumFractionDigits: digits }).format(value)} ${UNITS[unit]}`;
}
