import type { UserReport } from '@harmony/shared';
import type { Amount } from './reports-api';

/** Sums of a report, computed from its rows so that the totals row always equals what is shown above it. */

export const addAmounts = (a: Amount, b: Amount | undefined | null): Amount => ({
  minutes: a.minutes + (b?.minutes ?? 0),
  cost: a.cost === null && (b?.cost ?? null) === null ? null : (a.cost ?? 0) + (b?.cost ?? 0),
});

export const ZERO: Amount = { minutes: 0, cost: null };

export const sumAmounts = (rows: readonly (Amount | undefined | null)[]): Amount => rows.reduce<Amount>((acc, r) => addAmounts(acc, r), ZERO);

export interface UsersReportTotals {
  /** Per user: the sum of their months. */
  rows: Amount[];
  /** Per month: the sum over users. */
  months: Record<string, Amount>;
  total: Amount;
}

/** One person's amount in the report's `i`-th month (the arrays follow `months`). */
export const cellOf = (row: UserReport['data'][number], i: number): Amount => ({ minutes: row.minutes[i] ?? 0, cost: row.cost[i] ?? 0 });

export function usersReportTotals(report: Pick<UserReport, 'months' | 'data'>): UsersReportTotals {
  const rows = report.data.map((row) => sumAmounts(report.months.map((_, i) => cellOf(row, i))));
  const months = Object.fromEntries(report.months.map((m, i) => [m, sumAmounts(report.data.map((row) => cellOf(row, i)))]));
  return { rows, months, total: sumAmounts(rows) };
}
