import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { timeEntriesContract, TIMESHEET_PATH } from '@harmony/shared';
import { launch } from './support/browser.js';
import { getJson } from './support/api.js';
import { formatMinutes, warsawDay } from './support/time.js';
import { openAs } from './support/sessions.js';
import { LIVE } from './support/wait.js';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

interface Entry { id: number; minutes: number; started_at: string; project: { id: number; name: string }; category: { id: number } | null }
type EntryList = { data: Entry[]; meta: { total: number } };
interface Week { week: string; user: { id: number }; rows: unknown[] }

/** A Monday `weeksAgo` weeks before this week, half a year back: the demo data books the last three months only. */
function mondayWeeksAgo(weeksAgo: number): string {
  const today = new Date(`${warsawDay()}T12:00:00Z`);
  const monday = new Date(today.getTime() - (((today.getUTCDay() + 6) % 7) + weeksAgo * 7) * 86_400_000);
  return monday.toISOString().slice(0, 10);
}
const plusDays = (day: string, n: number) => new Date(new Date(`${day}T12:00:00Z`).getTime() + n * 86_400_000).toISOString().slice(0, 10);
/** HH:MM on the Warsaw clock. */
const warsawClock = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** Picks the n-th option of a MUI select found by its test id; returns its text. */
async function pick(page: Page, testId: string, n: number): Promise<string> {
  await page.getByTestId(testId).click();
  const option = page.getByRole('listbox').getByRole('option').nth(n);
  const name = (await option.innerText()).trim();
  await option.click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  return name;
}

const cell = (page: Page, row: string, day: string) => page.getByTestId(`timesheet-cell-${row}-${day}`);
const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();

describe.each([
  { prefix: '' as const, weeksAgo: 26, half: '1,5', saved: 'Zapisano tydzień' },
  { prefix: '/en' as const, weeksAgo: 27, half: '1.5', saved: 'Week saved' },
])('weekly timesheet $prefix', ({ prefix, weeksAgo, half, saved }) => {
  const monday = mondayWeeksAgo(weeksAgo);
  const tuesday = plusDays(monday, 1);
  const sunday = plusDays(monday, 6);

  it('a contractor types hours into the week, saves them as entries and finds them in the list', async () => {
    const { context, page } = await openAs(browser, 'kontraktor', prefix, '/czasy');
    const before = await getJson<Week>(page, `${TIMESHEET_PATH}?week=${monday}`);
    expect(before.rows).toEqual([]);
    const me = before.user.id;

    // From the list to the week, and to the week half a year back.
    await page.getByTestId('time-view-week').click();
    await page.waitForURL((url) => url.pathname === `${prefix}/czasy/tydzien`);
    await page.getByTestId('timesheet-day').fill(plusDays(monday, 3));
    await page.waitForURL((url) => url.searchParams.get('week') === monday);
    await page.getByTestId('timesheet-empty').waitFor();

    // Two rows: a project, and another project with a kind of work.
    const first = await pick(page, 'timesheet-add-project', 0);
    await page.getByTestId('timesheet-add-row').click();
    const second = await pick(page, 'timesheet-add-project', 1);
    await pick(page, 'timesheet-add-category', 1);
    await page.getByTestId('timesheet-add-row').click();
    const rows = page.locator('[data-testid^="timesheet-row-"][data-row-index]');
    await expect.poll(() => rows.count(), LIVE).toBe(2);
    const [rowA, rowB] = (await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('timesheet-row-', '')))) as [string, string];
    expect(rowA.endsWith('-0')).toBe(true);
    expect(rowB.endsWith('-0')).toBe(false);

    // Typed as a person would: decimal with the reader's separator, H:MM, minutes; Tab goes to the next day.
    await cell(page, rowA, monday).fill(half);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid)).toBe(`timesheet-cell-${rowA}-${tuesday}`);
    await page.keyboard.type('2:15');
    // Enter goes down to the same day in the next row.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid)).toBe(`timesheet-cell-${rowB}-${tuesday}`);
    await cell(page, rowB, monday).fill('45m');
    await cell(page, rowB, monday).blur();
    expect(await cell(page, rowA, monday).inputValue()).toBe('1:30');
    expect(await cell(page, rowB, monday).inputValue()).toBe('0:45');
    expect(await text(page, `timesheet-day-total-${monday}`)).toBe('2:15');
    expect(await text(page, `timesheet-row-total-${rowA}`)).toBe('3:45');
    expect(await text(page, 'timesheet-week-total')).toBe('4:30');

    const put = page.waitForResponse((r) => r.url().endsWith(TIMESHEET_PATH) && r.request().method() === 'PUT');
    await page.getByTestId('timesheet-save').click();
    expect((await put).status()).toBe(200);
    await expect.poll(() => page.getByTestId('alert').innerText(), LIVE).toContain(saved);
    expect(await page.getByTestId('timesheet-save').isDisabled()).toBe(true);

    // Entries from 08:00 Warsaw, one after another without overlapping.
    const range = `${timeEntriesContract.path}?user_id=${me}&from=${monday}&to=${sunday}&sort=started_at&order=asc`;
    const stored = await getJson<EntryList>(page, range);
    expect(stored.data.map((e) => [e.project.name, warsawDay(new Date(e.started_at)), warsawClock(e.started_at), e.minutes, e.category !== null])).toEqual([
      [first, monday, '08:00', 90, false],
      [second, monday, '09:30', 45, true],
      [first, tuesday, '08:00', 135, false],
    ]);

    // Less time shortens the entry.
    await cell(page, rowA, tuesday).fill('1');
    const again = page.waitForResponse((r) => r.url().endsWith(TIMESHEET_PATH) && r.request().method() === 'PUT');
    await page.getByTestId('timesheet-save').click();
    expect((await again).status()).toBe(200);
    await expect.poll(async () => (await getJson<EntryList>(page, range)).data.map((e) => e.minutes), LIVE).toEqual([90, 45, 60]);
    expect(await text(page, 'timesheet-week-total')).toBe('3:15');

    // "List" opens the list of that week for that person: the same entries and total.
    await page.getByTestId('time-view-list').click();
    await page.waitForURL((url) => url.pathname === `${prefix}/czasy` && url.searchParams.get('from') === monday && url.searchParams.get('to') === sunday);
    for (const entry of (await getJson<EntryList>(page, range)).data) {
      const row = page.locator(`.MuiDataGrid-row[data-id="${entry.id}"]`);
      await row.waitFor();
      expect(await row.innerText()).toContain(formatMinutes(entry.minutes));
    }
    await expect.poll(() => page.getByTestId('time-totals-hours').innerText(), LIVE).toBe('3:15');
    await context.close();
  }, 120_000);

  it('on a 390 px phone the days scroll sideways under a fixed project column, and a Sunday is typed and saved', async () => {
    const { context, page } = await openAs(browser, 'kontraktor', prefix);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix}/czasy/tydzien?week=${monday}`);
    const grid = page.getByTestId('timesheet-grid');
    await grid.waitFor();
    const row = (await page.locator('[data-testid^="timesheet-row-"][data-row-index]').first().getAttribute('data-testid'))!.replace('timesheet-row-', '');
    // The page itself does not scroll sideways; the grid does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const sizes = await grid.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);

    const sundayCell = cell(page, row, sunday);
    await grid.evaluate((el) => { el.scrollLeft = el.scrollWidth; });
    expect(await grid.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // The project's name stays on screen beside the Sunday cell.
    const name = await page.getByTestId(`timesheet-row-${row}`).locator('th').boundingBox();
    const input = await sundayCell.boundingBox();
    expect(name!.x).toBeGreaterThanOrEqual(0);
    expect(name!.x + name!.width).toBeLessThanOrEqual(input!.x + 1);
    expect(input!.x + input!.width).toBeLessThanOrEqual(390);

    await sundayCell.fill('0:30');
    const put = page.waitForResponse((r) => r.url().endsWith(TIMESHEET_PATH) && r.request().method() === 'PUT');
    await page.getByTestId('timesheet-save').click();
    expect((await put).status()).toBe(200);
    const week = await getJson<{ rows: { days: Record<string, number> }[]; totals: { week: number } }>(page, `${TIMESHEET_PATH}?week=${monday}`);
    expect(week.rows.some((r) => r.days[sunday] === 30)).toBe(true);
    expect(await text(page, 'timesheet-week-total')).toBe(formatMinutes(week.totals.week));
    await context.close();
  }, 120_000);
});
