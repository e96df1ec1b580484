import type { UserReport } from '@harmony/shared';
import { minutesToHours } from '../../lib/time/hours-format';
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

/** More people than this (or just one) and the chart shows one total per month instead of a stack per person. */
export const MAX_STACKED = 8;

export interface HoursSeries {
  id: string;
  label: string;
  /** Hours per month of the report. */
  data: number[];
}

/**
 * The users report's chart: a stacked series per person when there are 2–MAX_STACKED of them, otherwise one
 * series (`everyone` its label) of each month's total over the people, as the table's totals row has it.
 */
export function usersChartSeries(report: Pick<UserReport, 'months' | 'data'>, totals: UsersReportTotals, everyone: string): HoursSeries[] {
  const { months, data } = report;
  if (data.length > 1 && data.length <= MAX_STACKED) {
    return data.map((r) => ({ id: String(r.user.id), label: r.user.name, data: months.map((_, i) => minutesToHours(r.minutes[i] ?? 0)) }));
  }
  return [{ id: 'all', label: everyone, data: months.map((m) => minutesToHours(totals.months[m]?.minutes ?? 0)) }];
}
