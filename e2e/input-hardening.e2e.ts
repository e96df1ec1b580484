import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { projectsContract, timeEntriesContract, timeEntryLastDay } from '@harmony/shared';
import { launch } from './support/browser.js';
import { api, getJson } from './support/api.js';
import { openAs } from './support/sessions.js';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

interface SavedProject { id: number; budget_hours: number | null; budget_amount: number | null }

/**
 * Issue #23, defect 4 as a person meets it: "1e309" typed into the money budget of the project form used to
 * be read by the browser as an empty field and saved as "none" without a word. The form now says what is
 * wrong, sends nothing and the stored budget stays; a decimal with a Polish comma still saves. The time entry
 * form keeps to the days the API books time on (the same shared rule), so a typed 1900 never leaves the page.
 */
describe.each([
  { prefix: '' as const, tag: 'pl', error: 'Pole budżet kwotowy może zawierać jedynie cyfry', dayError: 'Pole dzień musi być pomiędzy' },
  { prefix: '/en' as const, tag: 'en', error: 'The money budget field may only contain numeric characters', dayError: 'The day field must be between' },
])('forms $prefix', ({ prefix, tag, error, dayError }) => {
  it('refuses a money budget it cannot store and saves a decimal typed with a comma', async () => {
    const { context, page } = await openAs(browser, 'admin', prefix);
    const created = await api<{ id: number }>(page, 'POST', projectsContract.path, { name: `Budżet wejścia ${tag}`, budget_amount: 5000 });
    expect(created.status).toBe(201);
    const url = projectsContract.itemPath(created.body.id);

    const writes: string[] = [];
    page.on('request', (r) => { if (r.method() === 'PUT' && r.url().endsWith(url)) writes.push(r.url()); });
    await page.goto(`${prefix}/projekty/${created.body.id}/edycja`);
    const amount = page.getByTestId('field-budget_amount');
    await expect.poll(() => amount.inputValue()).toBe('5000');
    await amount.fill('1e309');
    await page.getByTestId('form-submit').click();
    await page.getByText(error).waitFor();
    expect(writes).toEqual([]);
    expect((await getJson<SavedProject>(page, url)).budget_amount).toBe(5000);

    await amount.fill('7500');
    await page.getByTestId('field-budget_hours').fill('12,5');
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(url));
    await page.getByTestId('form-submit').click();
    expect((await saved).status()).toBe(200);
    expect(await getJson<SavedProject>(page, url)).toMatchObject({ budget_amount: 7500, budget_hours: 12.5 });
    await context.close();
  });

  it('refuses moving a time entry to 1900, as the API would, and sends nothing', async () => {
    const { context, page } = await openAs(browser, 'admin', prefix);
    const project = await api<{ id: number }>(page, 'POST', projectsContract.path, { name: `Dzień wejścia ${tag}` });
    const day = tag === 'pl' ? '2026-02-02' : '2026-02-03';
    const entry = await api<{ id: number }>(page, 'POST', timeEntriesContract.path, {
      project_id: project.body.id, started_at: `${day}T08:00:00Z`, ended_at: `${day}T09:00:00Z`, description: 'Wejście',
    });
    expect(entry.status).toBe(201);
    const url = timeEntriesContract.itemPath(entry.body.id);
    const writes: string[] = [];
    page.on('request', (r) => { if (r.method() === 'PUT' && r.url().endsWith(url)) writes.push(r.url()); });
    await page.goto(`${prefix}/czasy/${entry.body.id}/edycja`);
    const field = page.getByTestId('field-day');
    await expect.poll(() => field.inputValue()).toBe(day);
    await field.fill('1900-02-02');
    await page.getByTestId('form-submit').click();
    await page.getByText(`${dayError} 2000-01-01 ${tag === 'pl' ? 'oraz' : 'and'} ${timeEntryLastDay()}`).waitFor();
    expect(writes).toEqual([]);
    expect((await getJson<{ day: string }>(page, url)).day).toBe(day);
    await context.close();
  });
});
