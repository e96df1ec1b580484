import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseURL, newPage, signIn, type DemoRole } from './browser.js';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signing in costs a password hash on the server (seconds on a busy machine). A file's journeys sign each
 * role in through the form once, then open new contexts with that session's cookies. The language follows
 * the URL prefix, so a session signed in under /en serves Polish pages too and the other way round.
 */
const sessions = new Map<DemoRole, StorageState>();

/** A new context signed in as `role`, its page at `${prefix}${start}`. */
export async function openAs(browser: Browser, role: DemoRole, prefix: '' | '/en', start = '/'): Promise<{ context: BrowserContext; page: Page }> {
  const saved = sessions.get(role);
  if (!saved) {
    const opened = await newPage(browser);
    await signIn(opened.page, role, { prefix });
    sessions.set(role, await opened.context.storageState());
    if (start !== '/') await opened.page.goto(`${prefix}${start}`);
    return opened;
  }
  const context = await browser.newContext({
    baseURL: baseURL(), viewport: { width: 1280, height: 800 }, locale: 'pl-PL', timezoneId: 'Europe/Warsaw', storageState: saved,
  });
  const page = await context.newPage();
  // A blank page has no origin to call the API from: every journey starts on a page of the app.
  await page.goto(`${prefix}${start}`);
  return { context, page };
}
