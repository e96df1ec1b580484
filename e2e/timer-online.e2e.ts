import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { timeEntriesContract, TIMER_PATH } from '@harmony/shared';
import { demoEmail, launch } from './support/browser.js';
import { api, getJson, userByEmail } from './support/api.js';
import { backdatedStart, formatMinutes, parseElapsed, warsawDay } from './support/time.js';
import { openAs } from './support/sessions.js';
import { LIVE } from './support/wait.js';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

interface Entry { id: number; minutes: number; started_at: string; ended_at: string; description: string; project: { id: number; name: string } }
interface ProjectReport { by_user: { user: { id: number }; minutes: number }[]; totals: { minutes: number } }

/** The number on the top bar's who-is-online badge. */
const onlineBadge = async (page: Page) => Number(await page.getByTestId('online-count').locator('.MuiBadge-badge').innerText());
/** Set once on the admin's page: still there later means the page was never reloaded. */
const markDocument = (page: Page) => page.evaluate(() => { (window as unknown as { e2eSameDocument: boolean }).e2eSameDocument = true; });
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument === true);

describe.each(['', '/en'] as const)('timer and who is online %s', (prefix) => {
  it('a contractor times work in the pop-up; an administrator watches it live; the entry lands in the list and the report', async () => {
    const admin = await openAs(browser, 'admin', prefix, '/administrator/online');
    const contractor = await userByEmail(admin.page, demoEmail('kontraktor'));
    await expect.poll(() => admin.page.getByTestId('online-live').getAttribute('data-live'), LIVE).toBe('true');
    // The list has loaded (rows or the empty note) before anything is read from it.
    await admin.page.locator('[data-testid="online-list"], [data-testid="online-empty"]').first().waitFor();
    await markDocument(admin.page);
    const row = admin.page.getByTestId(`online-row-${contractor.id}`);
    expect(await row.count()).toBe(0);
    const badgeBefore = await onlineBadge(admin.page);

    // The contractor opens the timer from the top bar: a 400×600 pop-up at /timer.
    const worker = await openAs(browser, 'kontraktor', prefix);
    const [popup] = await Promise.all([worker.context.waitForEvent('page'), worker.page.getByTestId('timer-button').click()]);
    await popup.waitForURL((url) => url.pathname === `${prefix}/timer`);
    expect(await popup.evaluate(() => window.opener !== null && window.name)).toBe('harmony-timer');
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([400, 600]);

    const picker = popup.getByTestId('timer-project');
    await expect.poll(() => picker.locator('option').count(), LIVE).toBeGreaterThan(1);
    const project = await picker.locator('option:not([value=""])').first().evaluate((o: HTMLOptionElement) => ({ id: Number(o.value), name: o.text }));
    const range = `from=${warsawDay().slice(0, 4)}-01-01&to=${warsawDay()}`;
    const reportBefore = await getJson<ProjectReport>(admin.page, `/api/reports/projects/${project.id}?${range}`);

    const description = `E2E stoper ${prefix || 'pl'} ${Date.now()}`;
    await picker.selectOption(String(project.id));
    await popup.getByTestId('timer-description').fill(description);
    await popup.getByTestId('timer-start').click();
    await popup.getByTestId('timer-stop').waitFor();
    const elapsed = popup.getByTestId('timer-elapsed');
    const first = parseElapsed(await elapsed.innerText());
    await expect.poll(async () => parseElapsed(await elapsed.innerText()), LIVE).toBeGreaterThan(first);

    // The administrator's list and counter follow without a reload (the stream).
    await row.waitFor();
    expect(await row.innerText()).toContain(project.name);
    expect(await row.innerText()).toContain(description);
    await expect.poll(() => onlineBadge(admin.page), LIVE).toBe(badgeBefore + 1);

    // A run under a minute is discarded at stop, so the contractor corrects the start to up to 10 minutes
    // back (a PUT on TIMER_PATH takes started_at), never into an entry they already have today.
    const today = await getJson<{ data: Entry[] }>(popup, `${TIMER_PATH}/today`);
    const startAt = backdatedStart(10, today.data);
    const corrected = await api(popup, 'PUT', TIMER_PATH, { project_id: project.id, description, started_at: new Date(startAt).toISOString() });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    await popup.reload();
    // The clock counts from the server's start, so after a reload it shows the corrected time.
    await expect.poll(async () => Math.abs(parseElapsed(await elapsed.innerText()) - (Date.now() - startAt) / 1000), LIVE).toBeLessThan(3);
    await expect.poll(async () => parseElapsed(await admin.page.getByTestId(`online-elapsed-${contractor.id}`).innerText()), LIVE)
      .toBeGreaterThanOrEqual(Math.floor((Date.now() - startAt) / 1000) - 3);
    // Rare: the demo day ended less than a minute ago; the run must reach a minute to be kept.
    await expect.poll(() => Date.now() - startAt, { timeout: 70_000, interval: 1000 }).toBeGreaterThan(61_000);

    const stopped = popup.waitForResponse((r) => r.url().endsWith(`${TIMER_PATH}/stop`) && r.request().method() === 'POST');
    await popup.getByTestId('timer-stop').click();
    const stopAnswer = await stopped;
    expect(stopAnswer.status()).toBe(200);
    const entry = ((await stopAnswer.json()) as { data: Entry }).data;
    expect(entry.project.id).toBe(project.id);
    expect(entry.description).toBe(description);
    expect(entry.minutes).toBe(Math.round((Date.parse(entry.ended_at) - Date.parse(entry.started_at)) / 60_000));
    expect(entry.minutes).toBeGreaterThanOrEqual(1);
    await popup.getByTestId('timer-start').waitFor();
    await popup.getByTestId(`timer-entry-${entry.id}`).waitFor();

    await row.waitFor({ state: 'detached' });
    await expect.poll(() => onlineBadge(admin.page), LIVE).toBe(badgeBefore);
    expect(await sameDocument(admin.page)).toBe(true);

    // The contractor's time list has the entry.
    await worker.page.goto(`${prefix}/czasy`);
    const listed = worker.page.locator(`.MuiDataGrid-row[data-id="${entry.id}"]`);
    await listed.waitFor();
    const listedText = await listed.innerText();
    expect(listedText).toContain(project.name);
    expect(listedText).toContain(description);
    expect(listedText).toContain(formatMinutes(entry.minutes));

    // The project report counts it: the by-user total and the contractor's row grew by the entry.
    await admin.page.goto(`${prefix}/raporty/projekty/${project.id}`);
    const total = admin.page.getByTestId('report-total');
    await expect.poll(() => total.innerText(), LIVE).toContain(formatMinutes(reportBefore.totals.minutes + entry.minutes));
    const contractorBefore = reportBefore.by_user.find((u) => u.user.id === contractor.id)?.minutes ?? 0;
    const contractorRow = admin.page.getByTestId('report-table').locator('tbody tr', { hasText: contractor.name });
    expect(await contractorRow.innerText()).toContain(formatMinutes(contractorBefore + entry.minutes));

    // Cleanup: without it the next run could not back-date its start (it would overlap this entry).
    expect((await api(worker.page, 'DELETE', timeEntriesContract.itemPath(entry.id))).status).toBe(200);
    await admin.context.close();
    await worker.context.close();
  }, 120_000);
});
