import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { timeEntriesContract } from '@harmony/shared';
import { launch, newPage, signIn } from './support/browser.js';

/**
 * A page load of a list screen: the server preloads the screen's chunks (Link: rel=modulepreload, from the
 * build's route list) and its first data (the session probe and the app config, Link: rel=preload), and the
 * app asks for the list's first page as soon as the session is known (app/router/first-screen-data.ts) —
 * once, and only for a screen the user may open.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** The paths (with query) of API calls to `pathname` the page makes from now on. */
function callsTo(page: Page, pathname: string): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === pathname) calls.push(url.search);
  });
  return calls;
}

describe('a list screen opened by a page load', () => {
  it('gets its chunks preloaded with the page and asks for its first page once', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    // The dashboard signed in to is the app's (its scripts load after its first frame): none of its requests is
    // still on the way when the list's page load starts.
    await page.locator('#root [data-testid="dashboard-greeting"]').waitFor();
    // Its charts and idle prefetches too (on a loaded machine they were still loading when the list's load began),
    // and then the dashboard leaves: a lazy part it asks for late (a card's chunk) is not counted as the list's.
    await page.waitForLoadState('networkidle');
    await page.goto('about:blank');
    const calls = callsTo(page, timeEntriesContract.path);
    const [sessions, configs] = [callsTo(page, '/api/session'), callsTo(page, '/api/app-config')];
    const scripts: string[] = [];
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.push(pathname);
      if (pathname.endsWith('.css')) stylesheets.push(pathname);
    });
    const response = await page.goto('/czasy?from=&to=');
    await page.locator('.MuiDataGrid-row').first().waitFor();
    const untilFirstRow = [...scripts];
    await page.waitForLoadState('networkidle');
    expect(calls).toHaveLength(1);
    // The app's own calls took the preloaded answers: one request each, not a second one after the scripts ran.
    expect([sessions.length, configs.length]).toEqual([1, 1]);
    expect(response?.headers().link).toContain('</api/session>; rel=preload; as=fetch; crossorigin=use-credentials');
    // The entry's styles are in the page: a lazy import does not fetch them again (build/inline-entry-css.ts).
    expect(stylesheets).toEqual([]);

    const hrefs = [...(response?.headers().link ?? '').matchAll(/<([^>]+)>; rel=modulepreload/g)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThan(2);
    // Every script the screen ran before its first row went out with the page, the time list's totals and quick
    // add (loaded lazily by its declaration) and what asks for the first page included.
    expect(untilFirstRow.length).toBeGreaterThan(hrefs.length / 2);
    expect(untilFirstRow.filter((script) => !hrefs.includes(script))).toEqual([]);
    expect(hrefs.some((href) => href.includes('/time-entries-above-'))).toBe(true);
    for (const href of hrefs) expect((await context.request.get(href)).status()).toBe(200);
    await context.close();
  });

  it('asks for nothing on a list the user may not open', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'kontraktor');
    const calls = callsTo(page, '/api/users');
    await page.goto('/administrator/uzytkownicy');
    await page.waitForLoadState('networkidle');
    expect(page.url()).toContain('/administrator/uzytkownicy');
    expect(calls).toEqual([]);
    await context.close();
  });
});

/** The app's own sign-in screen's chunks (vite.config.ts: the `login` group and the screen's chunk). */
const SIGN_IN_CHUNK = /^\/assets\/login(-page)?-[\w-]+\.js$/;

describe('the sign-in screen\'s chunks', () => {
  it('are not downloaded by a signed-in page load of the dashboard', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.push(pathname);
    });
    const dashboard = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/dashboard');
    // What the dashboard loads once its data is drawn counts too: the project hours chart brings the lists'
    // chunk, which once took the text field from the sign-in screen's chunk. Waited for by name: under load
    // the network fell idle between the dashboard's answer and the chart's lazy import (a CI run).
    const listChunk = page.waitForResponse((response) => new URL(response.url()).pathname.includes('/resource-list-'));
    const response = await page.goto('/');
    await dashboard;
    await page.getByTestId('dashboard-greeting').waitFor();
    await listChunk;
    await page.waitForLoadState('networkidle');
    expect(scripts.some((script) => script.includes('/dashboard-page-'))).toBe(true);
    expect(scripts.filter((script) => SIGN_IN_CHUNK.test(script))).toEqual([]);
    expect(response?.headers().link ?? '').not.toMatch(/\/assets\/login/);
    await context.close();
  });

  it('go out with the page to a guest who opens a signed-in screen, which the app sends to sign in', async () => {
    const { context, page } = await newPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
    });
    const response = await page.goto('/czasy');
    await page.getByTestId('login-form').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    const hrefs = [...(response?.headers().link ?? '').matchAll(/<([^>]+)>; rel=modulepreload/g)].map((m) => m[1]!);
    expect(hrefs.filter((href) => SIGN_IN_CHUNK.test(href))).toHaveLength(2);
    // The sign-in screen's chunks went out with the page, not once the app had found it has no session.
    const signInScripts = scripts.filter((script) => SIGN_IN_CHUNK.test(script));
    expect(signInScripts).toHaveLength(2);
    expect(signInScripts.filter((script) => !hrefs.includes(script))).toEqual([]);
    expect(response?.headers().link).not.toContain('/api/session');
    // Nor does the browser fetch the screen it may not open, nor the signed-in shell (app/router/prefetch-routes.ts).
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((script) => /\/(resource-list|crm-layout|signed-in)-/.test(script))).toEqual([]);
    await context.close();
  });
});

describe('the data grid of a list screen', () => {
  it('gets the browser’s scrollbar width from the start: it does not measure it inside the render', async () => {
    const drawing = await launch({ scrollbars: true });
    try {
      const { page } = await newPage(drawing);
      await signIn(page, 'admin');
      // Counts the grid's own measurement (MUI X reads its scrollbar's computed style, then appends a probe).
      await page.addInitScript(() => {
        const computed = window.getComputedStyle;
        const counter = window as unknown as { gridScrollbarReads: number };
        counter.gridScrollbarReads = 0;
        window.getComputedStyle = function (element, pseudo) {
          if (element instanceof Element && element.classList.contains('MuiDataGrid-scrollbar')) counter.gridScrollbarReads++;
          return computed.call(this, element, pseudo);
        };
      });
      await page.goto('/czasy?from=&to=');
      await page.locator('.MuiDataGrid-row').first().waitFor();
      const { reads, grid, browserScrollbar } = await page.evaluate(() => {
        const probe = document.createElement('div');
        probe.style.cssText = 'position:absolute;width:100px;height:100px;overflow:scroll';
        document.body.appendChild(probe);
        const browserScrollbar = probe.offsetWidth - probe.clientWidth;
        probe.remove();
        const root = document.querySelector<HTMLElement>('.MuiDataGrid-root')!;
        return {
          reads: (window as unknown as { gridScrollbarReads: number }).gridScrollbarReads,
          grid: root.style.getPropertyValue('--DataGrid-scrollbarSize'),
          browserScrollbar,
        };
      });
      expect(reads).toBe(0);
      // Debian's Chromium draws classic scrollbars: a width the grid must reserve, not 0.
      expect(browserScrollbar).toBeGreaterThan(0);
      expect(grid).toBe(`${browserScrollbar}px`);
    } finally {
      await drawing.close();
    }
  });
});

describe('a multi-line field on a list screen', () => {
  it('grows with its text, sized by the browser: no hidden copy measured while the screen renders', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    await page.goto('/czasy');
    const field = page.getByTestId('field-description');
    await field.waitFor();
    // MUI's auto-sizing field keeps a second, hidden textarea to measure; the browser-sized one has none.
    const textareas = page.locator('.MuiInputBase-root', { has: field }).locator('textarea');
    expect(await textareas.count()).toBe(1);
    const empty = (await field.boundingBox())!.height;
    await field.fill(['1', '2', '3', '4', '5', '6'].join('\n'));
    expect((await field.boundingBox())!.height).toBeGreaterThan(empty * 1.5);
    await context.close();
  });
});
