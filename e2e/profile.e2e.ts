import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, signIn, signInWith } from './support/browser.js';
import { api, getJson } from './support/api.js';
import { rolesContract } from '@harmony/shared';

/**
 * Issue #23/12: the user menu's "my profile" and "change password" (PRODUCT.md, shell): one's own name,
 * e-mail and password, the current password required, every other session ended.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const OLD = 'Stare-haslo-2026';
const NEW = 'Nowe-haslo-2026!';

/** A contractor with a known password, made by an administrator through the API. */
async function contractor(email: string): Promise<void> {
  const { context, page } = await newPage(browser);
  await signIn(page, 'admin');
  const roles = await getJson<{ data: { id: number; name: string }[] }>(page, rolesContract.path);
  const res = await api(page, 'POST', '/api/users', {
    first_name: 'Paula', last_name: 'Profilowa', email, roles: [roles.data.find((r) => r.name === 'Kontraktor')!.id], active: true,
    password: OLD, password_confirmation: OLD,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await context.close();
}

const openMenuItem = async (page: Page, testId: string) => {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId(testId).click();
};

describe.each([
  { prefix: '' as const, tag: 'pl', t: {
    profile: 'Mój profil', changePassword: 'Zmień hasło', heading: 'Mój profil', saved: 'Zapisano zmiany w Twoim profilu.',
    wrong: 'Obecne hasło jest nieprawidłowe.', changed: 'Hasło zostało zmienione. Na pozostałych urządzeniach wylogowaliśmy Cię.',
  } },
  { prefix: '/en' as const, tag: 'en', t: {
    profile: 'My profile', changePassword: 'Change password', heading: 'My profile', saved: 'Your profile has been saved.',
    wrong: 'The current password is incorrect.', changed: 'Your password has been changed. You have been signed out on your other devices.',
  } },
])('my profile $prefix', ({ prefix, tag, t }) => {
  it('changes one\'s name and password from the user menu; other sessions end; the new password signs in', async () => {
    const email = `paula.${tag}@e2e.local`;
    await contractor(email);
    const other = await newPage(browser);
    await signInWith(other.page, email, OLD, { prefix });
    const { context, page } = await newPage(browser);
    await signInWith(page, email, OLD, { prefix });

    // My profile: the name.
    await page.getByTestId('user-menu-button').click();
    expect(await page.getByTestId('profile-link').innerText()).toBe(t.profile);
    expect(await page.getByTestId('change-password-link').innerText()).toBe(t.changePassword);
    await page.getByTestId('profile-link').click();
    await page.waitForURL((url) => url.pathname === `${prefix}/uzytkownik/profil`);
    await page.getByTestId('profile-form').waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(t.heading);
    expect(await page.getByTestId('profile-email').inputValue()).toBe(email);
    await page.getByTestId('profile-last_name').fill('Zmieniona');
    await page.getByTestId('profile-submit').click();
    await expect.poll(() => page.getByTestId('alert').innerText()).toBe(t.saved);
    await page.getByTestId('user-menu-button').click();
    await expect.poll(() => page.getByRole('menu').innerText()).toContain('Paula Zmieniona');
    await page.keyboard.press('Escape');

    // Change password: the current one is checked, then the new one is set.
    await openMenuItem(page, 'change-password-link');
    await page.waitForURL((url) => url.pathname === `${prefix}/uzytkownik/profil` && url.hash === '#haslo');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('own-password-current_password');
    await page.getByTestId('own-password-current_password').fill('nie-to-haslo');
    await page.getByTestId('own-password-password').fill(NEW);
    await page.getByTestId('own-password-password_confirmation').fill(NEW);
    await page.getByTestId('own-password-submit').click();
    await expect.poll(() => page.getByTestId('own-password-form').innerText()).toContain(t.wrong);
    await page.getByTestId('own-password-current_password').fill(OLD);
    await page.getByTestId('own-password-submit').click();
    // The form empties once the server agreed; the success alert follows the earlier error's.
    await expect.poll(() => page.getByTestId('own-password-current_password').inputValue(), { timeout: 10_000 }).toBe('');
    await expect.poll(() => page.getByTestId('alert').innerText(), { timeout: 10_000 }).toBe(t.changed);

    // This session goes on; the other one has ended.
    await page.reload();
    await page.getByTestId('profile-form').waitFor();
    await other.page.reload();
    await other.page.waitForURL((url) => url.pathname === `${prefix}/login`);
    await other.context.close();

    // Signed out, the old password no longer works and the new one does.
    await openMenuItem(page, 'logout-button');
    await page.waitForURL((url) => url.pathname === `${prefix}/login`);
    expect((await api(page, 'POST', '/login', { email, password: OLD })).status).toBe(422);
    await signInWith(page, email, NEW, { prefix });
    expect(await getJson<{ last_name: string }>(page, '/api/user')).toMatchObject({ last_name: 'Zmieniona' });
    await context.close();
  });
});
