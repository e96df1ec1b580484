import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, signIn } from './support/browser.js';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('error pages', () => {
  it('an unknown route gives the 404 page with both texts, also with a 404 status', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    const response = await page.goto('/nie-ma-takiej-strony');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByTestId('error-page').innerText()).toContain('404 nie znaleziono');
    expect(await page.getByTestId('error-page').innerText()).toContain('This page could not be found');
    await context.close();
  });

  it('a failed validity check (non-numeric id) gives the same 404', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    await page.goto('/projekty/abc/edycja');
    await expect.poll(() => page.getByTestId('error-status').innerText()).toContain('404');
    expect(await page.getByTestId('error-page').innerText()).toContain('This page could not be found');
    // The same path with a valid id is a real screen (module placeholder for now), not a 404.
    await page.goto('/projekty/12/edycja');
    await page.getByTestId('page-title').waitFor();
    expect(await page.getByTestId('error-page').count()).toBe(0);
    await context.close();
  });

  it('under /en the 404 page is English', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'lider', { prefix: '/en' });
    await page.goto('/en/no-such-page');
    await expect.poll(() => page.getByTestId('error-page').innerText()).toContain('404 not found');
    expect(await page.getByTestId('error-page').innerText()).toContain('This page could not be found');
    await context.close();
  });

  it('a screen the role may not see gives a 403 error page, not the screen', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'kontraktor');
    await page.goto('/administrator/uzytkownicy');
    await expect.poll(() => page.getByTestId('error-status').innerText()).toContain('403');
    await page.goto('/kategorie');
    await expect.poll(() => page.getByTestId('error-status').innerText()).toContain('403');
    await context.close();
  });
});
