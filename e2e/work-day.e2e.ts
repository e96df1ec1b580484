import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { timeEntriesContract } from '@harmony/shared';
import { demoEmail, launch } from './support/browser.js';
import { getJson, userByEmail } from './support/api.js';
import { emptyWeekendDays, formatMinutes } from './support/time.js';
import { openAs } from './support/sessions.js';
import { LIVE } from './support/wait.js';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

interface Entry { id: number; minutes: number; description: string; billable: boolean; project: { id: number; name: string }; user: { id: number } }
type EntryList = { data: Entry[]; meta: { total: number; totals: { minutes: number } } };

/** Picks the n-th project the person may book on in row `row`'s select; returns its name. */
async function pickProject(page: Page, row: number, n: number): Promise<string> {
  await page.getByTestId(`workday-${row}-project`).click();
  const option = page.getByRole('option').nth(n);
  const name = await option.innerText();
  await option.click();
  return name;
}

async function fillTimes(page: Page, row: number, start: string, end: string) {
  await page.getByTestId(`workday-${row}-start`).fill(start);
  await page.getByTestId(`workday-${row}-end`).fill(end);
}

describe.each([
  { prefix: '' as const, dayIndex: 0, overlapsRow: (n: number) => `Ten wpis nakłada się na wiersz ${n}` },
  { prefix: '/en' as const, dayIndex: 1, overlapsRow: (n: number) => `This entry overlaps row ${n}` },
])('work day $prefix', ({ prefix, dayIndex, overlapsRow }) => {
  it('an administrator enters a contractor’s day: overlapping rows are refused whole, the fixed day is saved and listed', async () => {
    const tag = prefix ? 'en' : 'pl';
    const { context, page } = await openAs(browser, 'admin', prefix);
    const contractor = await userByEmail(page, demoEmail('kontraktor'));
    // A weekend day of this month: the demo data books none, so everything that day is this test's.
    const day = emptyWeekendDays()[dayIndex]!;
    const ofDay = `${timeEntriesContract.path}?user_id=${contractor.id}&from=${day}&to=${day}`;
    expect((await getJson<EntryList>(page, ofDay)).meta.total).toBe(0);

    await page.goto(`${prefix}/administrator/uzytkownicy/${contractor.id}/nowy-dzien-pracy`);
    await page.getByTestId('workday-day').fill(day);
    const first = await pickProject(page, 0, 0);
    await fillTimes(page, 0, '09:00', '11:00');
    await page.getByTestId('workday-0-description').fill(`Dzień pracy A ${tag}`);
    await page.getByTestId('workday-add-row').click();
    await page.getByTestId('workday-row-1').waitFor();
    // A new row starts where the previous one ended.
    expect(await page.getByTestId('workday-1-start').inputValue()).toBe('11:00');
    const second = await pickProject(page, 1, 1);
    await fillTimes(page, 1, '10:30', '12:00');
    await page.getByTestId('workday-1-description').fill(`Dzień pracy B ${tag}`);
    await page.getByTestId('workday-1-billable').click();
    expect(await page.getByTestId('workday-total').innerText()).toBe('3:30');

    const refused = page.waitForResponse((r) => r.url().endsWith(`/api/users/${contractor.id}/work-days`));
    await page.getByTestId('workday-submit').click();
    expect((await refused).status()).toBe(422);
    // Each row says which other row it overlaps, on its start field.
    await expect.poll(() => page.getByTestId('workday-row-0').innerText(), LIVE).toContain(`${overlapsRow(2)} (${day} 10:30–12:00)`);
    expect(await page.getByTestId('workday-row-1').innerText()).toContain(`${overlapsRow(1)} (${day} 09:00–11:00)`);
    expect(await page.getByTestId('workday-saved').count()).toBe(0);
    expect((await getJson<EntryList>(page, ofDay)).meta.total).toBe(0);

    await fillTimes(page, 1, '11:00', '12:00');
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/users/${contractor.id}/work-days`));
    await page.getByTestId('workday-submit').click();
    expect((await saved).status()).toBe(201);
    const alert = page.getByTestId('workday-saved');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('3:00');
    expect(await page.getByTestId('workday-row-0').innerText()).not.toContain(overlapsRow(2));

    const stored = await getJson<EntryList>(page, `${ofDay}&sort=started_at&order=asc`);
    expect(stored.data.map((e) => [e.project.name, e.minutes, e.description, e.billable])).toEqual([
      [first, 120, `Dzień pracy A ${tag}`, true],
      [second, 60, `Dzień pracy B ${tag}`, false],
    ]);

    // The alert's link opens the time list filtered to that person and day.
    await alert.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `${prefix}/czasy` && url.searchParams.get('from') === day);
    for (const entry of stored.data) {
      const row = page.locator(`.MuiDataGrid-row[data-id="${entry.id}"]`);
      await row.waitFor();
      expect(await row.innerText()).toContain(entry.description);
      expect(await row.innerText()).toContain(formatMinutes(entry.minutes));
    }
    expect(await page.locator('.MuiDataGrid-row').count()).toBe(2);
    await expect.poll(() => page.getByTestId('time-totals-hours').innerText(), LIVE).toBe('3:00');
    await context.close();
  });
});
