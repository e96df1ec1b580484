import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserReport } from '@harmony/shared';
import '../../lib/i18n/i18n';
import { formatMinutes } from '@harmony/shared';
import { stubDesktopMedia } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { MAX_STACKED, usersChartSeries, usersReportTotals } from './report-math';
import { UsersReportTable } from './users-report-table';

const amount = (minutes: number, cost: number) => ({ minutes, cost });
const report: UserReport = {
  months: ['2026-01', '2026-02', '2026-03'],
  data: [
    { user: { id: 1, name: 'Anna Nowak' }, minutes: [600, 0, 125], cost: [1000, 0, 208.33], total: amount(725, 1208.33) },
    { user: { id: 2, name: 'Piotr Lis' }, minutes: [90, 480, 61], cost: [150, 800, 101.67], total: amount(631, 1051.67) },
  ],
  totals: amount(1356, 2260),
};

const hoursOf = (cell: Element) => cell.querySelector('[data-role="hours"]')?.textContent ?? '';

describe('users × months report totals', () => {
  beforeEach(stubDesktopMedia);
  afterEach(cleanup);

  it('sums each row across months, each month across rows, and both to one grand total', () => {
    const totals = usersReportTotals(report);
    expect(totals.rows.map((r) => r.minutes)).toEqual([725, 631]);
    expect(totals.months['2026-02']).toEqual({ minutes: 480, cost: 800 });
    expect(totals.total.minutes).toBe(1356);
    expect(totals.total.cost).toBeCloseTo(2260, 2);
    // The server's own totals agree with the rows.
    expect(totals.total.minutes).toBe(report.totals.minutes);
  });

  it('charts a stack per person, or past MAX_STACKED people one series that equals the totals row', () => {
    const stacked = usersChartSeries(report, usersReportTotals(report), 'Wszyscy');
    expect(stacked.map((s) => [s.label, s.data])).toEqual([['Anna Nowak', [10, 0, 2.08]], ['Piotr Lis', [1.5, 8, 1.02]]]);
    const many: UserReport['data'] = Array.from({ length: MAX_STACKED + 1 }, (_, i) => ({
      ...report.data[i % 2]!, user: { id: i + 1, name: `Osoba ${i + 1}` },
    }));
    const everyone = usersChartSeries({ months: report.months, data: many }, usersReportTotals({ months: report.months, data: many }), 'Wszyscy');
    // Five of Anna's months (600, 0, 125) and four of Piotr's (90, 480, 61), in hours.
    expect(everyone).toEqual([{ id: 'all', label: 'Wszyscy', data: [56, 32, 14.48] }]);
  });

  it('shows a totals row whose every cell equals the sum of the rows above', () => {
    renderScreen(<UsersReportTable report={report} />, { path: '/raporty' });
    const table = screen.getByTestId('report-table');
    const bodyRows = within(table).getAllByRole('row').filter((r) => r.closest('tbody'));
    const totalRow = screen.getByTestId('report-total');
    const totalCells = [...totalRow.querySelectorAll('td')];
    expect(totalCells).toHaveLength(report.months.length + 1);

    report.months.forEach((_, i) => {
      const sum = bodyRows.reduce((s, row) => {
        const text = hoursOf(row.querySelectorAll('td')[i]!);
        if (!text) return s;
        const [h, m] = text.split(':').map(Number);
        return s + h! * 60 + m!;
      }, 0);
      expect(hoursOf(totalCells[i]!)).toBe(formatMinutes(sum));
    });
    expect(hoursOf(screen.getByTestId('report-grand-total'))).toBe(formatMinutes(1356));
    expect(hoursOf(screen.getByTestId('report-row-total-1'))).toBe('12:05');
    expect(totalRow.textContent).toContain('2260,00');
  });

});
