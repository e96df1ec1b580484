import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, signIn, signInWith } from './support/browser.js';
import { waitForMail } from './support/mail.js';
import { apiFromPage, visibleMenuKeys } from './support/menu.js';
import { activitiesContract, rolesContract, statusesContract } from '@harmony/shared';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

async function pickOption(page: Page, field: string, option: string) {
  await page.getByTestId(`field-${field}`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

describe.each(['', '/en'] as const)('users %s', (prefix) => {
  const email = `ewa.nowak${prefix ? '.en' : ''}@e2e.local`;

  it('an administrator creates a user with send_password; the mail arrives; the user sets a password and signs in', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, 'admin', { prefix });
    await admin.page.goto(`${prefix}/administrator/uzytkownicy/dodaj`);
    await admin.page.getByTestId('field-first_name').fill('Ewa');
    await admin.page.getByTestId('field-last_name').fill('Nowak');
    await admin.page.getByTestId('field-email').fill(email);
    await pickOption(admin.page, 'roles', prefix ? 'Contractor' : 'Kontraktor');
    expect(await admin.page.getByTestId('send-password-switch').isChecked()).toBe(true);
    await admin.page.getByTestId('form-submit').click();
    await admin.page.waitForURL((url) => url.pathname === `${prefix}/administrator/uzytkownicy`);

    // The mail is in the language of the administrator who sent it, and its link leads to that language.
    const mail = await waitForMail(email);
    const link = /(\/en)?\/ustaw-haslo\/[A-Za-z0-9_-]{32,}/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    expect(link!.startsWith('/en/')).toBe(prefix === '/en');

    const ewa = await newPage(browser);
    await ewa.page.goto(link!);
    await ewa.page.getByTestId('set-password-password').fill('Nowe-haslo-2026');
    await ewa.page.getByTestId('set-password-confirmation').fill('Nowe-haslo-2026');
    await ewa.page.getByTestId('set-password-submit').click();
    await ewa.page.waitForURL((url) => url.pathname === `${prefix}/login`);
    await signInWith(ewa.page, email, 'Nowe-haslo-2026', { prefix });
    expect(await visibleMenuKeys(ewa.page)).toEqual(['dashboard', 'projects', 'reports', 'calendar', 'times']);
    // The link works once.
    await ewa.page.goto(link!);
    await ewa.page.getByTestId('set-password-invalid').waitFor();
    await admin.context.close();
    await ewa.context.close();
  });

  it('a group permission change changes what its members see', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, 'admin', { prefix });
    const roles = (await apiFromPage(admin.page, 'GET', rolesContract.path)).body as { data: { id: number; name: string }[] };
    const contractors = roles.data.find((r) => r.name === 'Kontraktor')!.id;
    const toggleCalendar = async () => {
      await admin.page.goto(`${prefix}/administrator/grupy-uzytkownikow/${contractors}/edytuj`);
      await admin.page.getByTestId('perm-Kalendarz__wlasne-listowanie').click();
      await admin.page.getByTestId('form-submit').click();
      await admin.page.waitForURL((url) => !url.pathname.endsWith('/edytuj'));
    };
    await toggleCalendar();
    const member = await newPage(browser);
    await signIn(member.page, 'kontraktor', { prefix });
    expect(await visibleMenuKeys(member.page)).toEqual(['dashboard', 'projects', 'reports', 'times']);
    await toggleCalendar();
    await member.page.reload();
    expect(await visibleMenuKeys(member.page)).toEqual(['dashboard', 'projects', 'reports', 'calendar', 'times']);
    await admin.context.close();
    await member.context.close();
  });
});

describe.each([
  { prefix: '' as const, invalid: 'Pole email musi być poprawnym adresem email' },
  { prefix: '/en' as const, invalid: 'The email field must be a valid email' },
])('import and undo $prefix', ({ prefix, invalid }) => {
  const csv = (rows: string[]) => ({
    name: 'uzytkownicy.csv', mimeType: 'text/csv',
    buffer: Buffer.from(['first_name,last_name,email,roles,active', ...rows].join('\n')),
  });
  const tag = prefix ? 'en' : 'pl';

  it('refuses a CSV with two bad rows whole, showing both errors, then imports the fixed file', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', { prefix });
    const before = ((await apiFromPage(page, 'GET', '/api/users?per_page=1')).body as { meta: { total: number } }).meta.total;
    await page.goto(`${prefix}/administrator/uzytkownicy/import`);
    await page.getByTestId('import-file-input').setInputFiles(csv([
      `Jan,Import,jan.${tag}@e2e.local,Kontraktor,1`,
      `Zła,Poczta,to-nie-jest-email,Kontraktor,1`,
      `Nie,Ma,nie.ma.${tag}@e2e.local,Nieistniejąca,1`,
    ]));
    await page.getByTestId('import-preview').waitFor();
    await expect.poll(() => page.getByTestId('import-invalid-count').innerText()).toContain('2');
    expect(await page.getByTestId('import-preview').innerText()).toContain(invalid);
    expect(await page.getByTestId('import-commit').isDisabled()).toBe(true);
    const after = ((await apiFromPage(page, 'GET', '/api/users?per_page=1')).body as { meta: { total: number } }).meta.total;
    expect(after).toBe(before);

    await page.getByTestId('import-file-input').setInputFiles(csv([
      `Jan,Import,jan.${tag}@e2e.local,Kontraktor,1`,
      `Dobra,Poczta,dobra.${tag}@e2e.local,Kontraktor,1`,
      `Jest,Rola,jest.rola.${tag}@e2e.local,Lider,1`,
    ]));
    await expect.poll(() => page.getByTestId('import-valid-count').innerText()).toContain('3');
    await page.getByTestId('import-commit').click();
    await page.getByTestId('import-result').waitFor();
    const total = ((await apiFromPage(page, 'GET', '/api/users?per_page=1')).body as { meta: { total: number } }).meta.total;
    expect(total).toBe(before + 3);
    await context.close();
  });

  it('deletes a status and undoes it; the activity log shows both', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', { prefix });
    const name = `Do cofnięcia ${tag}`;
    await page.goto(`${prefix}/administrator/statusy/dodaj`);
    await page.getByTestId('field-name').fill(name);
    await page.getByTestId('form-submit').click();
    await page.waitForURL((url) => url.pathname.endsWith('/administrator/statusy'));
    const listed = (await apiFromPage(page, 'GET', `${statusesContract.path}?search=${encodeURIComponent(name)}`)).body as { data: { id: number }[] };
    const id = listed.data[0]!.id;
    await page.getByTestId(`row-delete-${id}`).click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByTestId(`row-delete-${id}`).count()).toBe(0);
    expect((await apiFromPage(page, 'GET', statusesContract.itemPath(id))).status).toBe(404);
    await page.getByTestId('undo-button').click();
    await page.getByTestId(`row-delete-${id}`).waitFor();
    expect((await apiFromPage(page, 'GET', statusesContract.itemPath(id))).status).toBe(200);

    const log = (await apiFromPage(page, 'GET', `${activitiesContract.path}?subject_type=${statusesContract.name}&subject_id=${id}`)).body as { data: { action: string }[] };
    expect(log.data.map((a) => a.action).sort()).toEqual(['create', 'delete', 'restore']);
    await page.goto(`${prefix}/administrator/aktywnosci`);
    await page.getByTestId('activity-list').waitFor();
    await context.close();
  });
});
