import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { launch } from './support/browser.js';
import type { UserReport } from '@harmony/shared';
import { getJson } from './support/api.js';
import { openAs } from './support/sessions.js';
import { formatMinutes, parseMinutes, parseMoney, warsawDay } from './support/time.js';
import { column, downloadFrom, readReport, type Sheet } from './support/xlsx.js';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

/** The minutes and cost of a totals row (label, minutes, cost cells in that order, as the tables render them). */
async function screenTotals(row: Locator, minutesCell: Locator, costCell: Locator, locale: 'pl' | 'en') {
  await row.waitFor();
  return { minutes: parseMinutes(await minutesCell.innerText()), cost: parseMoney(await costCell.innerText(), locale) };
}

/** A sheet's minutes and cost: the totals row's SUM formula over the rows, its result equal to the rows' sum. */
function sheetTotals(sheet: Sheet, headers: { minutes: string; cost: string }) {
  const minutes = column(sheet, headers.minutes);
  const cost = column(sheet, headers.cost);
  const last = sheet.rows.length + 1;
  expect(minutes.formula).toBe(`SUM(${minutes.letter}2:${minutes.letter}${last})`);
  expect(minutes.total).toBe(sum(minutes.values));
  expect(cost.total).toBeCloseTo(sum(cost.values), 2);
  return { minutes: minutes.total, cost: cost.total, rows: minutes.values };
}

describe.each([
  { prefix: '' as const, locale: 'pl' as const, headers: { minutes: 'Minuty', cost: 'Koszt (zł)' }, total: 'Razem' },
  { prefix: '/en' as const, locale: 'en' as const, headers: { minutes: 'Minutes', cost: 'Cost (PLN)' }, total: 'Total' },
])('report exports $locale', ({ prefix, locale, headers, total }) => {
  it('the users report shows every person\'s months as the API gives them, with totals that add up', async () => {
    // From last December to this month: two calendar years, as the database keeps them.
    const [year, month] = warsawDay().split('-').map(Number) as [number, number];
    const range = `from=${year - 1}-12&to=${year}-${String(month).padStart(2, '0')}`;
    const { context, page } = await openAs(browser, 'admin', prefix, `/raporty?${range}`);
    const report = await getJson<UserReport>(page, `/api/reports/users?${range}`);
    expect(report.months).toEqual([`${year - 1}-12`, ...Array.from({ length: month }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`)]);
    expect(report.data.length).toBeGreaterThan(1);
    const hours = async (cell: Locator) => {
      const shownHours = cell.locator('[data-role="hours"]');
      return (await shownHours.count()) ? shownHours.innerText() : '';
    };
    const shown = (minutes: number) => (minutes === 0 ? '' : formatMinutes(minutes));
    for (const person of report.data) {
      const row = page.getByTestId(`report-row-${person.user.id}`);
      await row.waitFor();
      const cells = row.locator('td');
      expect(await cells.count()).toBe(report.months.length + 1);
      for (const [i, minutes] of person.minutes.entries()) expect(await hours(cells.nth(i))).toBe(shown(minutes));
      expect(await hours(page.getByTestId(`report-row-total-${person.user.id}`))).toBe(formatMinutes(person.total.minutes));
    }
    expect(await hours(page.getByTestId('report-grand-total'))).toBe(formatMinutes(report.totals.minutes));
    expect(report.totals.minutes).toBe(sum(report.data.map((p) => p.total.minutes)));
    await context.close();
  });

  it('the XLSX of the projects report and of one project sum to what the screen shows', async () => {
    const today = warsawDay();
    const { context, page } = await openAs(browser, 'admin', prefix, '/raporty/projekty');
    const table = page.getByTestId('report-table');
    await table.waitFor();
    const screen = await screenTotals(page.getByTestId('report-total'), page.getByTestId('report-total-hours'), page.getByTestId('report-total-cost'), locale);
    const shownRows = table.locator('tbody [data-testid^="report-row-"]');
    const shownMinutes = (await shownRows.locator('td:nth-child(3)').allInnerTexts()).map(parseMinutes);
    expect(screen.minutes).toBeGreaterThan(0);
    expect(screen.minutes).toBe(sum(shownMinutes));

    const { download, buffer } = await downloadFrom(page, 'report-export-xlsx');
    expect(download.suggestedFilename()).toBe(`report-projects-${today.slice(0, 4)}-01-01-${today}.xlsx`);
    const [sheet, ...others] = await readReport(buffer);
    expect(others).toHaveLength(0);
    const file = sheetTotals(sheet!, headers);
    expect(sheet!.totals[0]).toBe(total);
    expect(file.minutes).toBe(screen.minutes);
    expect(file.cost).toBeCloseTo(screen.cost, 2);
    // Row by row: the same projects with the same minutes (the screen sorts by hours, the file by name).
    expect([...file.rows].sort((a, b) => a - b)).toEqual([...shownMinutes].sort((a, b) => a - b));

    // The busiest project's own report: three tables (by user, month, category), three sheets.
    await shownRows.first().getByRole('link').click();
    await page.waitForURL((url) => /\/raporty\/projekty\/\d+$/.test(url.pathname));
    const tables = ['report-total', 'report-total-by-month', 'report-total-by-category'];
    // The summary exists only on a project's report: the list's tables are gone by then.
    await page.getByTestId('report-summary').waitFor();
    const shown: { minutes: number; cost: number }[] = [];
    for (const id of tables) {
      const row = page.getByTestId(id);
      shown.push(await screenTotals(row, row.locator('td').nth(0), row.locator('td').nth(1), locale));
    }
    expect(shown[0]!.minutes).toBe(shownMinutes[0]);
    expect(parseMinutes(await page.getByTestId('report-summary-hours').innerText())).toBe(shown[0]!.minutes);

    const project = await downloadFrom(page, 'report-export-xlsx');
    expect(project.download.suggestedFilename()).toMatch(/^report-project-\d+-.*\.xlsx$/);
    const sheets = await readReport(project.buffer);
    expect(sheets).toHaveLength(3);
    sheets.forEach((s, i) => {
      const t = sheetTotals(s, headers);
      expect(t.minutes).toBe(shown[i]!.minutes);
      expect(t.cost).toBeCloseTo(shown[i]!.cost, 2);
    });
    await context.close();
  });
});
