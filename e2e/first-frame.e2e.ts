import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DARK_COLORS, FIRST_FRAME } from '@harmony/shared';
import { baseURL, launch, signIn } from './support/browser.js';

/**
 * The dashboard's first frame (apps/api/src/plugins/first-frame.ts): on a phone, the page as the app first draws
 * it, painted from the HTML alone; the app's scripts start loading once it is painted, and the app's own page
 * takes its place.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const PHONE = { width: 412, height: 823 };
const FRAME = `#${FIRST_FRAME.id}`;

/** A browser without a service worker (it would serve the scripts from its cache, past the test's routes). */
async function open(viewport = PHONE): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport, locale: 'pl-PL', timezoneId: 'Europe/Warsaw', serviceWorkers: 'block' });
  return { context, page: await context.newPage() };
}

/** The page as the HTML alone draws it: every script of the app refused. */
async function withoutScripts(context: BrowserContext, run: () => Promise<void>): Promise<void> {
  const refuse = (url: URL) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js');
  await context.route(refuse, (route) => route.abort());
  try {
    await run();
  } finally {
    await context.unroute(refuse);
  }
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).boundingBox();
  expect(found, selector).not.toBeNull();
  return found!;
};

describe('the dashboard\'s first frame', () => {
  it('shows the user\'s dashboard on a phone before any script has run, where the app then draws its own', async () => {
    const { context, page } = await open();
    await signIn(page, 'kontraktor');
    let frameHeading = { x: 0, y: 0, width: 0, height: 0 };
    let frameGreeting = frameHeading;
    await withoutScripts(context, async () => {
      await page.goto('/');
      await expect.poll(() => page.locator(`${FRAME} h1`).isVisible()).toBe(true);
      expect(await page.locator(`${FRAME} h1`).textContent()).toBe('Dashboard');
      expect(await page.locator(`${FRAME} [data-testid="dashboard-greeting"]`).textContent()).toBe('Dzień dobry, Konrad!');
      expect(await page.locator('#root [data-testid="page-title"]').count()).toBe(0);
      frameHeading = await box(page, `${FRAME} h1`);
      frameGreeting = await box(page, `${FRAME} [data-testid="dashboard-greeting"]`);
    });

    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.locator('#root [data-testid="dashboard-greeting"]').waitFor();
    // The app started from the user and app config in the page: it asked the API for neither.
    await page.locator('#root [data-testid="dashboard-hours-today"]').filter({ hasText: ':' }).waitFor();
    expect(asked.filter((pathname) => pathname === '/api/session' || pathname === '/api/app-config')).toEqual([]);
    expect(asked).toContain('/api/dashboard');
    expect(await page.locator(FRAME).count()).toBe(0);
    expect(await page.locator(`style[${FIRST_FRAME.style}]`).count()).toBe(0);
    expect(await page.locator('h1').count()).toBe(1);
    // Drawn where the frame drew it: nothing moves when the app takes the frame's place.
    const heading = await box(page, '#root h1');
    const greeting = await box(page, '#root [data-testid="dashboard-greeting"]');
    for (const [drawn, own] of [[frameHeading, heading], [frameGreeting, greeting]] as const) {
      expect(Math.abs(drawn.x - own.x)).toBeLessThan(1);
      expect(Math.abs(drawn.y - own.y)).toBeLessThan(1);
      expect(Math.abs(drawn.width - own.width)).toBeLessThan(2);
    }
    // The app's entry was asked for only once the frame had been painted; the inline starter broke no rule.
    const [paintedAt, entryAt] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      performance.getEntriesByType('resource').find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))?.startTime ?? -1,
    ]);
    expect(entryAt).toBeGreaterThan(paintedAt);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('is in English under /en and in the dark theme the user chose, and not shown on a wide screen', async () => {
    const { context, page } = await open();
    await signIn(page, 'kontraktor', { prefix: '/en' });
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('theme-toggle').click();
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain('harmony_theme=dark');
    await withoutScripts(context, async () => {
      await page.goto('/en');
      expect(await page.locator(`${FRAME} [data-testid="dashboard-greeting"]`).textContent()).toBe('Hello, Konrad!');
      const background = await page.locator(FRAME).evaluate((frame) => getComputedStyle(frame).backgroundColor);
      const hex = DARK_COLORS.background.replace('#', '');
      const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
      expect(background).toBe(`rgb(${r}, ${g}, ${b})`);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await page.locator(FRAME).isVisible()).toBe(false);
    });
    await context.close();
  });
});
