import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, signIn, type DemoRole } from './support/browser.js';
import { visibleMenuKeys } from './support/menu.js';

const ADMIN_MENU = ['dashboard', 'adminProjects', 'projects', 'categories', 'reports', 'calendar', 'times', 'users', 'administration', 'userGroups', 'settings'];
const STAFF_MENU = ['dashboard', 'projects', 'reports', 'calendar', 'times'];

/** Seed section 2's side menu and section 6's top-bar rules, per demo role. */
const EXPECTED: Record<DemoRole, { menu: string[]; languageSwitch: boolean; onlineCount: boolean }> = {
  superadmin: { menu: ADMIN_MENU, languageSwitch: false, onlineCount: true },
  admin: { menu: ADMIN_MENU, languageSwitch: false, onlineCount: true },
  lider: { menu: STAFF_MENU, languageSwitch: true, onlineCount: false },
  kontraktor: { menu: STAFF_MENU, languageSwitch: true, onlineCount: false },
};

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe.each(['', '/en'] as const)('signed in%s', (prefix) => {
  it.each(Object.keys(EXPECTED) as DemoRole[])('%s sees exactly their menu and top bar', async (role) => {
    const { context, page } = await newPage(browser);
    await signIn(page, role, { prefix });
    expect(new URL(page.url()).pathname).toBe(prefix || '/');
    const expected = EXPECTED[role];
    expect(await visibleMenuKeys(page)).toEqual(expected.menu);
    expect(await page.getByTestId('language-switch').isVisible()).toBe(expected.languageSwitch);
    await expect.poll(() => page.getByTestId('online-count').isVisible()).toBe(expected.onlineCount);
    expect(await page.getByTestId('timer-button').isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe('Dashboard - 1CRM Harmony');
    expect(await page.locator('html').getAttribute('lang')).toBe(prefix ? 'en' : 'pl');
    const label = await page.getByTestId('menu-times').innerText();
    expect(label).toBe(prefix ? 'Time worked' : 'Czas przepracowany');
    await context.close();
  });
});
