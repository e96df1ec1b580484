/** [start, end) in minutes since a day's midnight. */
export type Span = readonly [number, number];

const DAY = 1440;

/**
 * Where a copy of an entry lasting `minutes` goes on a day already holding `busy`: at `preferred` (the
 * original's clock time) when that is free, else the first free place after it, else the free place nearest
 * to it; when nothing fits, at `preferred` anyway — the user confirms the form, and the API names the clash.
 */
export function freeSlot(busy: readonly Span[], preferred: number, minutes: number): Span {
  const length = Math.max(1, Math.min(Math.round(minutes), DAY));
  const fits = (start: number) => start >= 0 && start + length <= DAY && busy.every(([a, b]) => start + length <= a || start >= b);
  const candidates = [0, preferred, DAY - length, ...busy.map(([, end]) => end)].sort((a, b) => a - b);
  const nearest = candidates.filter(fits).sort((a, b) => Math.abs(a - preferred) - Math.abs(b - preferred))[0];
  const start = candidates.find((s) => s >= preferred && fits(s)) ?? nearest ?? Math.min(Math.max(0, preferred), DAY - length);
  return [start, start + length];
}
