import type { TFunction } from 'i18next';
import type { ListMeta } from '@harmony/shared';

/**
 * A list's count as the screen says it: "1 234"; for a list counted up to a limit (meta.more, a shop's
 * 200,000 products) "ponad 1000", or "około 14 000" when the total is PostgreSQL's estimate (meta.estimated).
 */
export function countTextOf(meta: Pick<ListMeta, 'total' | 'more' | 'estimated'> | undefined, fallback: number, t: TFunction, locale: string): string {
  const number = new Intl.NumberFormat(locale === 'pl' ? 'pl-PL' : 'en-GB');
  const count = meta?.total ?? fallback;
  if (!meta?.more) return number.format(count);
  return t(meta.estimated ? 'resourceList.aboutCount' : 'resourceList.moreThanCount', { value: number.format(count) });
}

/** "1–25 of …" for a pagination whose count is unknown (-1): the count as countTextOf says it. */
export const displayedRowsOf = (t: TFunction, locale: string, countText: string) => ({ from, to }: { from: number; to: number }) => {
  const number = new Intl.NumberFormat(locale === 'pl' ? 'pl-PL' : 'en-GB');
  return t('resourceList.displayedOf', { from: number.format(from), to: number.format(to), count: countText });
};
