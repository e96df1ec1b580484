import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_PASSWORD } from '@harmony/shared';

/** Debian's Chromium; never a downloaded browser. */
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** This worker's own server (global-setup.ts starts one per worker; VITEST_POOL_ID counts workers from 1). */
export const baseURL = () => {
  const urls = inject('baseURLs');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length]!;
};

/** `scrollbars`: drawn as a person's browser draws them (Playwright hides them in headless mode: 0 px wide). */
export async function launch(opts: { scrollbars?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: EXECUTABLE, args: ARGS, headless: true, ignoreDefaultArgs: opts.scrollbars ? ['--hide-scrollbars'] : undefined,
  });
}

export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
  const page = await context.newPage();
  return { context, page };
}

export type DemoRole = 'superadmin' | 'admin' | 'lider' | 'kontraktor';
export const demoEmail = (role: DemoRole) => `${role}@demo.local`;

/** Signs a demo account in through the login form, as a person would. */
export async function signIn(page: Page, role: DemoRole, opts: { prefix?: '' | '/en'; redirect?: string } = {}): Promise<void> {
  await signInWith(page, demoEmail(role), DEMO_PASSWORD, opts);
}

export async function signInWith(page: Page, email: string, password: string, opts: { prefix?: '' | '/en'; redirect?: string } = {}): Promise<void> {
  const prefix = opts.prefix ?? '';
  const query = opts.redirect ? `?redirect=${encodeURIComponent(opts.redirect)}` : '';
  await page.goto(`${prefix}/login${query}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(prefix === '/en' ? 'Password' : 'Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: prefix === '/en' ? 'Sign in' : 'Zaloguj się' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}
