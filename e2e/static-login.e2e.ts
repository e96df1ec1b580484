import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@harmony/shared';
import { launch, newPage, signIn } from './support/browser.js';

/**
 * /login loaded without a session is the build's static page (apps/web/build/static-login.ts): drawn by
 * the app's components at build time, made to work by one small script. It must do what the app's
 * sign-in screen does, in both languages, without the app's scripts.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const TEXTS = {
  pl: {
    title: 'Logowanie - 1CRM Harmony', email: 'E-mail', password: 'Hasło', submit: 'Zaloguj się',
    emailRequired: 'Pole email jest wymagane', passwordRequired: 'Pole hasło jest wymagane',
    emailInvalid: 'Pole email musi być poprawnym adresem email', wrong: 'Nieprawidłowy e-mail lub hasło.', throttled: /^Zbyt wiele nieudanych prób logowania\. Spróbuj ponownie za \d+ s\.$/,
  },
  en: {
    title: 'Sign in - 1CRM Harmony', email: 'E-mail', password: 'Password', submit: 'Sign in',
    emailRequired: 'The email field is required', passwordRequired: 'The password field is required',
    emailInvalid: 'The email field must be a valid email', wrong: 'Wrong e-mail or password.', throttled: /^Too many failed sign-in attempts\. Try again in \d+ s\.$/,
  },
} as const;

/** The scripts a page load fetched, by file name without the hash. */
const scriptsOf = (urls: string[]) => urls.filter((url) => url.endsWith('.js')).map((url) => url.split('/').pop()!.replace(/-[\w-]{8}\.js$/, ''));

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const errorOf = async (page: Page, label: string) => {
  const describedBy = await field(page, label).getAttribute('aria-describedby');
  return describedBy ? page.locator(`[id="${describedBy}"]`).innerText() : null;
};

describe.each(['pl', 'en'] as const)('the static sign-in page (%s)', (locale) => {
  const prefix = locale === 'en' ? '/en' : '';
  const text = TEXTS[locale];

  it('shows the form with its own script only: no app chunks at load, the e-mail field focused', async () => {
    const { context, page } = await newPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${prefix}/login`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('login-email');
    expect(scriptsOf(requested)).toEqual(['static-login']);
    expect(await page.title()).toBe(text.title);
    expect(await page.locator('html').getAttribute('lang')).toBe(locale);
    expect(await page.getByTestId('page-title').innerText()).toBe(locale === 'en' ? 'Sign in to 1CRM Harmony' : 'Zaloguj się do 1CRM Harmony');
    // It fetches with the page exactly the Roboto faces it draws with (a late one would move the card).
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      const used: string[] = [];
      document.fonts.forEach((face) => {
        if (face.status === 'loaded') used.push(`${face.unicodeRange.startsWith('U+100') ? 'latin-ext' : 'latin'}-${face.weight}`);
      });
      const preloaded = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=font]'))
        .map((link) => /roboto-(latin(?:-ext)?-\d+)-normal/.exec(link.href)?.[1]);
      return { used: used.sort(), preloaded: preloaded.sort() };
    });
    expect(faces.preloaded).toEqual(faces.used);
    expect(faces.used).toContain('latin-400');
    // The label moves onto the outline while the field has the focus, and back when it is left empty.
    const label = page.locator('label', { hasText: text.email });
    expect(await label.getAttribute('data-shrink')).toBe('true');
    await field(page, text.password).focus();
    expect(await label.getAttribute('data-shrink')).toBe('false');
    await context.close();
  });

  it('checks the fields as the app does: both required, then the e-mail as it is typed, with the focus on the first error', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${prefix}/login`);
    await page.getByRole('button', { name: text.submit }).click();
    await expect.poll(() => errorOf(page, text.email)).toBe(text.emailRequired);
    expect(await errorOf(page, text.password)).toBe(text.passwordRequired);
    expect(await field(page, text.email).getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('login-email');
    await field(page, text.email).fill('not-an-address');
    await expect.poll(() => errorOf(page, text.email)).toBe(text.emailInvalid);
    await field(page, text.email).fill('someone@demo.local');
    await expect.poll(() => errorOf(page, text.email)).toBeNull();
    expect(await field(page, text.email).getAttribute('aria-invalid')).toBe('false');
    expect(await errorOf(page, text.password)).toBe(text.passwordRequired);
    await context.close();
  });

  it('shows the server\'s answer on the field, and the throttling message above the form, in the page\'s language', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${prefix}/login`);
    // An address of its own: the throttle counts failures per e-mail and address.
    await field(page, text.email).fill(`throttle-${locale}@demo.local`);
    await field(page, text.password).fill('wrong-password');
    const submit = page.getByRole('button', { name: text.submit });
    await submit.click();
    await expect.poll(() => errorOf(page, text.email)).toBe(text.wrong);
    for (let attempt = 2; attempt <= 6; attempt++) {
      await expect.poll(() => submit.isEnabled()).toBe(true);
      await submit.click();
    }
    await expect.poll(() => page.getByTestId('login-throttled').innerText()).toMatch(text.throttled);
    expect(await page.getByTestId('login-throttled').getAttribute('role')).toBe('alert');
    expect(new URL(page.url()).pathname).toBe(`${prefix}/login`);
    await context.close();
  });

  it('fills a demo account from the list and signs in, landing on the remembered path', async () => {
    const { context, page } = await newPage(browser);
    const answers: string[] = [];
    page.on('response', (response) => answers.push(`${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}`));
    await page.goto(`${prefix}/login?redirect=${encodeURIComponent(`${prefix}/czasy`)}`);
    const toggle = page.locator('#demo-accounts-heading');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId('demo-lider@demo.local').isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByTestId('demo-lider@demo.local').click();
    expect(await field(page, text.email).inputValue()).toBe('lider@demo.local');
    expect(await field(page, text.password).inputValue()).toBe(DEMO_PASSWORD);
    await page.getByRole('button', { name: text.submit }).click();
    await page.waitForURL((url) => url.pathname === `${prefix}/czasy`);
    await page.getByTestId('user-menu-button').waitFor();
    // A fresh browser: the page fetched the CSRF cookies before the submit, so one POST, never refused.
    expect(answers.filter((answer) => answer.startsWith('POST /login'))).toEqual(['POST /login 200']);
    await context.close();
  });

  it('switches the language, keeping the remembered path, and remembers the choice', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${prefix}/login?redirect=%2Fprojekty`);
    await page.getByTestId('language-switch').click();
    const other = locale === 'en' ? '' : '/en';
    await page.waitForURL((url) => url.pathname === `${other}/login` && url.search === '?redirect=%2Fprojekty');
    expect(await page.locator('html').getAttribute('lang')).toBe(locale === 'en' ? 'pl' : 'en');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe(locale === 'en' ? 'pl' : 'en');
    await context.close();
  });
});

describe('the sign-in page beyond the static one', () => {
  it('in the dark theme, the app draws the sign-in screen (the static page is light only), and signing in works', async () => {
    const { context, page } = await newPage(browser);
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/login');
    await expect.poll(() => scriptsOf(requested)).toContain('framework');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(245, 245, 245)');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r! + g! + b!, background).toBeLessThan(3 * 80);
    // The app's form takes the focus after its first paint too (lib/hooks/focus-after-paint.ts).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('login-email');
    await signIn(page, 'kontraktor');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('a signed-in browser opening /login is taken home by the app', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'lider');
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('user-menu-button').waitFor();
    await context.close();
  });
});
