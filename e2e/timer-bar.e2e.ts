import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { demoEmail, launch } from './support/browser.js';
import { api, getJson, userByEmail } from './support/api.js';
import { backdatedStart, parseElapsed, warsawDay } from './support/time.js';
import { openAs } from './support/sessions.js';
import { LIVE } from './support/wait.js';
import { projectsContract, timeEntriesContract, TIME_ENTRY_OPTIONS_PATH, TIMER_PATH } from '@harmony/shared';

/**
 * The running timer in the top bar (project, ticking time, one-click stop, kept in step with the pop-up), a
 * timer that can't get stuck (an entry on it is refused; a stop that is refused is repaired in the pop-up),
 * "continue" and "duplicate" on /czasy, and the recent combinations offered in the pop-up (issue #23).
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

interface Entry {
  id: number; minutes: number; day: string; started_at: string; ended_at: string; description: string; billable: boolean;
  project: { id: number; name: string }; category: { id: number } | null;
}
interface Options { projects: { id: number; name: string }[]; categories: { id: number; name: string }[] }

const runningState = (page: Page) => page.getByTestId('timer-button').getAttribute('data-running');
const clockOf = (at: number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(at));

/** Starts the signed-in user's timer and moves its start back up to `minutes` (backdatedStart). */
async function startBackdated(page: Page, projectId: number, description: string, minutes: number): Promise<number> {
  expect((await api(page, 'DELETE', TIMER_PATH)).status).toBe(200);
  const started = await api(page, 'POST', `${TIMER_PATH}/start`, { project_id: projectId, description });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const today = await getJson<{ data: Entry[] }>(page, `${TIMER_PATH}/today`);
  const startAt = backdatedStart(minutes, today.data);
  const moved = await api(page, 'PUT', TIMER_PATH, { project_id: projectId, description, started_at: new Date(startAt).toISOString() });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  return startAt;
}

/** A timer's entry is kept from a minute on (rare wait: the day's last entry ended less than a minute ago). */
const aMinutePast = (startAt: number) => expect.poll(() => Date.now() - startAt, { timeout: 70_000, interval: 1000 }).toBeGreaterThan(61_000);

async function openPopup(context: BrowserContext, page: Page, prefix: string): Promise<Page> {
  // A loaded full run once saw a click open nothing for 30 s; a person would click again. A window that came late
  // is taken as it is: clicking again would send the named pop-up to /timer anew under the test's hands.
  for (let attempt = 1; ; attempt++) {
    const opened = context.waitForEvent('page', { timeout: 20_000 }).catch(() => null);
    await page.getByTestId('timer-button').click();
    const popup = (await opened) ?? context.pages().find((p) => p !== page);
    if (popup) {
      await popup.waitForURL((url) => url.pathname === `${prefix}/timer`);
      return popup;
    }
    if (attempt === 2) throw new Error('The timer pop-up did not open after two clicks');
  }
}

const stopAnswer = (page: Page) => page.waitForResponse((r) => r.url().endsWith(`${TIMER_PATH}/stop`) && r.request().method() === 'POST' && r.status() === 200);

describe.each([
  { prefix: '' as const, onTimer: 'nakłada się na uruchomiony timer', noProject: 'Nie można rejestrować czasu w tym projekcie' },
  { prefix: '/en' as const, onTimer: 'overlaps the running timer', noProject: 'Time cannot be booked on this project' },
])('timer in the top bar $prefix', ({ prefix, onTimer, noProject }) => {
  const tag = prefix ? 'en' : 'pl';

  it('shows the running project and time, refuses an entry on the timer, and stops in one click', async () => {
    const { context, page } = await openAs(browser, 'kontraktor', prefix, '/czasy');
    const project = (await getJson<Options>(page, TIME_ENTRY_OPTIONS_PATH)).projects[0]!;
    const description = `E2E pasek ${tag} ${Date.now()}`;
    const startAt = await startBackdated(page, project.id, description, 10);
    try {
      await barJourney(page, project, description, startAt, onTimer);
    } finally {
      // Whatever happened: no timer left running, no entry of this test left behind.
      await api(page, 'DELETE', TIMER_PATH);
      const today = await getJson<{ data: Entry[] }>(page, `${TIMER_PATH}/today`);
      for (const e of today.data.filter((x) => x.description === description)) await api(page, 'DELETE', timeEntriesContract.itemPath(e.id));
      await context.close();
    }
  }, 150_000);

  it('a timer whose project was archived meanwhile is repaired in the pop-up, and the top bar follows', async () => {
    const admin = await openAs(browser, 'admin', prefix);
    const contractor = await userByEmail(admin.page, demoEmail('kontraktor'));
    const month = warsawDay().slice(0, 7);
    const created = await api<{ id?: number; data?: { id: number } }>(admin.page, 'POST', projectsContract.path, { name: `E2E archiwum ${tag} ${Date.now()}` });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const projectId = created.body.id ?? created.body.data!.id;
    const plan = await api(admin.page, 'PUT', `${projectsContract.itemPath(projectId)}/allocations`, {
      from: month, to: month, allocations: [{ user_id: contractor.id, month, planned_hours: 1 }],
    });
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);

    const worker = await openAs(browser, 'kontraktor', prefix);
    const description = `E2E naprawa ${tag} ${Date.now()}`;
    try {
      await repairJourney(admin.page, worker, prefix, projectId, description, noProject);
    } finally {
      await api(worker.page, 'DELETE', TIMER_PATH);
      const today = await getJson<{ data: Entry[] }>(worker.page, `${TIMER_PATH}/today`);
      for (const e of today.data.filter((x) => x.description === description)) await api(worker.page, 'DELETE', timeEntriesContract.itemPath(e.id));
      await api(admin.page, 'DELETE', projectsContract.itemPath(projectId));
      await admin.context.close();
      await worker.context.close();
    }
  }, 150_000);

  it('continues and duplicates an entry from /czasy; the pop-up offers it among the recent ones', async () => {
    const { context, page } = await openAs(browser, 'kontraktor', prefix);
    expect((await api(page, 'DELETE', TIMER_PATH)).status).toBe(200);
    const options = await getJson<Options>(page, TIME_ENTRY_OPTIONS_PATH);
    const project = options.projects[0]!;
    const category = options.categories[0] ?? null;
    // Tomorrow: the newest entry of all (so the first recent one), and nothing else on that day.
    const tomorrow = warsawDay(new Date(Date.now() + 86_400_000));
    const description = `E2E kopia ${tag} ${Date.now()}`;
    const made = await api<{ data: Entry }>(page, 'POST', timeEntriesContract.path, {
      project_id: project.id, category_id: category?.id ?? null, started_at: `${tomorrow}T08:00:00.000Z`, ended_at: `${tomorrow}T09:30:00.000Z`,
      description, billable: false,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const original = made.body.data;
    try {
      await continueAndDuplicate(context, page, prefix, original);
    } finally {
      await api(page, 'DELETE', TIMER_PATH);
      await api(page, 'DELETE', timeEntriesContract.itemPath(original.id));
      await context.close();
    }
  }, 150_000);
});

/** The /czasy part of the journey (the caller removes the original entry and the timer, whatever happens). */
async function continueAndDuplicate(context: BrowserContext, page: Page, prefix: string, original: Entry) {
  const { project, category, description, day } = original;
  await page.goto(`${prefix}/czasy?from=${day}&to=${day}`);
  await page.locator(`.MuiDataGrid-row[data-id="${original.id}"]`).waitFor();
  await page.getByTestId(`time-continue-${original.id}`).click();
  await expect.poll(() => runningState(page), LIVE).toBe('true');
  expect(await page.getByTestId('timer-bar-project').innerText()).toBe(project.name);
  expect(await getJson(page, TIMER_PATH)).toMatchObject({ project: { id: project.id }, category: category ? { id: category.id } : null, description });
  expect((await api(page, 'DELETE', TIMER_PATH)).status).toBe(200);
  await page.reload();
  await expect.poll(() => runningState(page), LIVE).toBe('false');

  await page.getByTestId(`time-duplicate-${original.id}`).click();
  const quickAdd = page.getByTestId('time-quick-add');
  await quickAdd.getByTestId('time-duplicate-notice').waitFor();
  expect(await quickAdd.getByTestId('field-description').inputValue()).toBe(description);
  expect(await quickAdd.getByTestId('field-day').inputValue()).toBe(warsawDay());
  expect(await quickAdd.locator('input[name="project_id"]').inputValue()).toBe(String(project.id));
  const saved = page.waitForResponse((r) => r.url().endsWith(timeEntriesContract.path) && r.request().method() === 'POST');
  await quickAdd.getByTestId('form-submit').click();
  const answer = await saved;
  expect(answer.status()).toBe(201);
  const copy = ((await answer.json()) as { data: Entry }).data;
  expect(copy).toMatchObject({ day: warsawDay(), minutes: 90, description, billable: false, project: { id: project.id } });
  expect(copy.category?.id ?? null).toBe(category?.id ?? null);
  // Gone before the timer starts again: a copy placed around now would be an entry in progress.
  expect((await api(page, 'DELETE', timeEntriesContract.itemPath(copy.id))).status).toBe(200);

  const popup = await openPopup(context, page, prefix);
  const recent = popup.getByTestId('timer-recent-0');
  await recent.waitFor();
  expect(await recent.innerText()).toContain(project.name);
  expect(await recent.innerText()).toContain(description);
  await recent.click();
  await popup.getByTestId('timer-stop').waitFor();
  expect(await getJson(popup, TIMER_PATH)).toMatchObject({ project: { id: project.id }, description });
  await expect.poll(() => runningState(page), LIVE).toBe('true');
}

/** The top bar's part of the first journey: shown, ticking, an entry on it refused, stopped in one click. */
async function barJourney(page: Page, project: { id: number; name: string }, description: string, startAt: number, onTimer: string) {
  await page.reload();
  await expect.poll(() => runningState(page), LIVE).toBe('true');
  expect(await page.getByTestId('timer-bar-project').innerText()).toBe(project.name);
  const elapsed = page.getByTestId('timer-bar-elapsed');
  const first = parseElapsed(await elapsed.innerText());
  expect(Math.abs(first - (Date.now() - startAt) / 1000)).toBeLessThan(5);
  await expect.poll(async () => parseElapsed(await elapsed.innerText()), LIVE).toBeGreaterThan(first);

  // An entry reaching into the running timer would make it impossible to stop: the form is refused, naming the timer.
  const quickAdd = page.getByTestId('time-quick-add');
  await quickAdd.getByTestId('field-project_id').click();
  await page.getByRole('option', { name: project.name, exact: true }).click();
  const start = clockOf(startAt);
  const soon = clockOf(Date.now() + 5 * 60_000);
  await quickAdd.getByTestId('field-start').fill(start);
  await quickAdd.getByTestId('field-end').fill(soon > start ? soon : '23:59');
  const refused = page.waitForResponse((r) => r.url().endsWith(timeEntriesContract.path) && r.request().method() === 'POST');
  await quickAdd.getByTestId('form-submit').click();
  expect((await refused).status()).toBe(422);
  await expect.poll(() => quickAdd.innerText(), LIVE).toContain(onTimer);

  await aMinutePast(startAt);
  const stopped = stopAnswer(page);
  await page.getByTestId('timer-bar-stop').click();
  const entry = ((await (await stopped).json()) as { data: Entry }).data;
  expect(entry).toMatchObject({ description, project: { id: project.id } });
  expect(entry.minutes).toBeGreaterThanOrEqual(1);
  await expect.poll(() => runningState(page), LIVE).toBe('false');
  // The time list follows the stop too.
  await page.locator(`.MuiDataGrid-row[data-id="${entry.id}"]`).waitFor();
}

/** The pop-up's repair: the stop is refused for the archived project, another one is picked, and it stops. */
async function repairJourney(
  adminPage: Page, worker: { context: BrowserContext; page: Page }, prefix: string, projectId: number, description: string, noProject: string,
) {
  const startAt = await startBackdated(worker.page, projectId, description, 10);
  expect((await api(adminPage, 'POST', `${projectsContract.itemPath(projectId)}/archive`)).status).toBe(200);
  await worker.page.reload();
  await expect.poll(() => runningState(worker.page), LIVE).toBe('true');
  await aMinutePast(startAt);

  const popup = await openPopup(worker.context, worker.page, prefix);
  await popup.getByTestId('timer-stop').click();
  const repair = popup.getByTestId('timer-repair');
  await repair.waitFor();
  expect(await repair.getByTestId('timer-repair-reason').first().innerText()).toContain(noProject);
  const picker = popup.getByTestId('timer-repair-project-picker');
  await expect.poll(() => picker.locator('option').count(), LIVE).toBeGreaterThan(1);
  const other = Number(await picker.locator('option:not([value=""])').first().getAttribute('value'));
  await picker.selectOption(String(other));
  const stopped = stopAnswer(popup);
  await popup.getByTestId('timer-repair-project').click();
  const entry = ((await (await stopped).json()) as { data: Entry }).data;
  expect(entry).toMatchObject({ description, project: { id: other } });
  await popup.getByTestId('timer-start').waitFor();
  // The main window's top bar follows the pop-up (timer-sync).
  await expect.poll(() => runningState(worker.page), LIVE).toBe('false');
}
