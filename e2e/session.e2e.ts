import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launch, newPage, signIn } from './support/browser.js';
import { apiFromPage, visibleMenuKeys } from './support/menu.js';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('redirect after login', () => {
  it('returns to the requested internal path', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/czasy?from=2026-11-01');
    await page.waitForURL(/\/login\?redirect=/);
    await signIn(page, 'kontraktor', { redirect: '/czasy?from=2026-11-01' });
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe('/czasy?from=2026-11-01');
    await context.close();
  });

  it.each(['//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)', '/%2F%2Fevil.com'])(
    'ignores the unsafe redirect %s and goes home',
    async (target) => {
      const { context, page } = await newPage(browser);
      await signIn(page, 'lider', { redirect: target });
      const url = new URL(page.url());
      expect(url.origin).toBe(new URL(baseURL()).origin);
      expect(url.pathname).toBe('/');
      await context.close();
    },
  );
});

describe('impersonation', () => {
  it('an administrator signs in as the contractor, sees the banner and the contractor menu, and leaves', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    // The demo seed creates superadmin, admin, lider, kontraktor in this order on the fresh e2e database.
    const started = await apiFromPage(page, 'POST', '/api/v1/admin/users/4/impersonate');
    expect(started.status).toBe(200);
    await page.evaluate(() => localStorage.setItem('impersonating', '1'));
    await page.goto('/');
    const banner = page.getByTestId('impersonation-banner');
    await expect.poll(() => banner.innerText()).toContain('Jesteś zalogowany jako Konrad Kontraktor.');
    expect(await visibleMenuKeys(page)).toEqual(['dashboard', 'projects', 'reports', 'calendar', 'times']);

    await page.getByTestId('impersonation-leave').click();
    await page.waitForURL((url) => url.pathname === '/administrator/uzytkownicy');
    expect(await banner.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('impersonating'))).toBeNull();
    expect(await visibleMenuKeys(page)).toContain('users');
    await context.close();
  });
});

describe('theme and logout', () => {
  it('switches to the dark theme and keeps it after a reload', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'kontraktor');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('theme-toggle').click();
    await expect.poll(background).not.toBe(light);
    const dark = await background();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect.poll(background).toBe(dark);
    await context.close();
  });

  it('logs out: back on the login page, and the old session no longer works', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'lider');
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('logout-button').click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect((await apiFromPage(page, 'GET', '/api/user')).status).toBe(401);
    await page.goto('/projekty');
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });
});
