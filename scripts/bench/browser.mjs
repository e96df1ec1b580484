// The time list in a real browser (Debian's Chromium) against the benchmarked server: how long from the
// start of navigation until the first row of the first page is on screen, with 1,000,000 entries behind it.
// Each run opens a fresh browser context (an empty cache: every script and style is fetched again) with the
// administrator's session: a page load includes loading the app, not just the API call; the menu view
// measures the same screen reached from inside the app, as people usually open it.
import { chromium } from 'playwright-core';

const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CONTEXT = { viewport: { width: 1280, height: 800 }, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' };

export const LIST_VIEWS = [
  // The filter emptied in the URL: every entry of the database.
  { name: '/czasy, no filter (every entry), page load', path: '/czasy?from=&to=' },
  // What the screen opens with: this month.
  { name: '/czasy, default view (this month), page load', path: '/czasy' },
  // From the dashboard through the side menu, the app already loaded (its scripts cached, as after sign-in).
  { name: '/czasy, default view, from the menu', path: '/czasy', via: '/' },
];

const ROW = '.MuiDataGrid-row [data-field="day"]';

async function signedInState(browser, url, email, password) {
  const context = await browser.newContext({ ...CONTEXT, baseURL: url });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/login'));
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Milliseconds until a data row is in the document — from navigation start, or with `via` from the click on
 * the menu link on that page — and the count the screen shows.
 */
async function firstPage(browser, url, state, { path, via }) {
  const context = await browser.newContext({ ...CONTEXT, baseURL: url, storageState: state });
  try {
    const page = await context.newPage();
    let start = 0;
    if (via) {
      await page.goto(via);
      const link = page.locator(`nav a[href="${path}"]`).first();
      await link.waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      start = await page.evaluate(() => performance.now());
      await link.click();
    } else {
      await page.goto(path, { waitUntil: 'commit' });
    }
    await page.waitForFunction((row) => document.querySelector(row), ROW, { timeout: 30_000, polling: 'raf' });
    const ms = (await page.evaluate(() => performance.now())) - start;
    const count = await page.getByTestId('time-totals-count').innerText({ timeout: 30_000 });
    return { ms, count: Number(count.replace(/\D/g, '')) };
  } finally {
    await context.close();
  }
}

/** Runs every view `runs` times; returns the median, min and max per view. */
export async function measureLists(url, { email, password, runs = 5 }) {
  const browser = await chromium.launch({ executablePath: EXECUTABLE, args: ARGS, headless: true });
  try {
    const state = await signedInState(browser, url, email, password);
    const results = [];
    for (const view of LIST_VIEWS) {
      await firstPage(browser, url, state, view); // warms the server's caches and the database's buffers
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await firstPage(browser, url, state, view));
      const times = samples.map((s) => s.ms).sort((a, b) => a - b);
      results.push({ ...view, rows: samples[0].count, median: times[Math.floor(times.length / 2)], min: times[0], max: times.at(-1) });
    }
    return results;
  } finally {
    await browser.close();
  }
}
