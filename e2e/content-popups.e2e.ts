import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PUBLIC_POPUPS_PATH, popupsContract, publicPopupEventPath, type Popup } from '@harmony/shared';
import { getJson } from './support/api.js';
import { launch, newPage, signIn } from './support/browser.js';

/**
 * Issue 26's pop-ups, in Polish and under /en: one refused without a name and with half a button, then saved for
 * the offer page only, shown on scrolling, every few days; the website gets it for that page and not for another,
 * reports two views and a click, which the list and the content home show; switched off in the list's edit dialog,
 * the website no longer gets it.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const fill = (page: Page, name: string, value: string) => page.getByTestId(`field-${name}`).fill(value);
const choose = async (page: Page, name: string, option: string) => {
  await page.getByTestId(`field-${name}`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};
const publicIds = async (page: Page, slug: string) =>
  ((await (await page.request.get(`${PUBLIC_POPUPS_PATH}?page=${slug}`)).json()) as { data: { id: number }[] }).data.map((p) => p.id);

describe.concurrent.each([
  {
    prefix: '' as const, tag: 'pl', name: 'Pole nazwa jest wymagane', url: 'Pole link przycisku jest wymagane',
    scroll: 'Po przewinięciu', days: 'Co kilka dni', active: 'Aktywny', off: 'Wyłączony',
  },
  {
    prefix: '/en' as const, tag: 'en', name: 'The name field is required', url: 'The button link field is required',
    scroll: 'On scrolling', days: 'Every few days', active: 'Active', off: 'Off',
  },
])('pop-ups $prefix', ({ prefix, tag, ...texts }) => {
  it('refuse half a button, go to the offer page on scrolling, count views and clicks, and stop when switched off', async ({ expect }) => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', { prefix });
    const list = `${prefix}/popupy`;
    await page.goto(`${list}/dodaj`);
    await fill(page, 'button_label', 'Sprawdź');
    await page.getByTestId('form-submit').click();
    await page.getByText(texts.name).waitFor();
    await page.getByText(texts.url).waitFor();

    const name = `Jesienna oferta ${tag}`;
    await fill(page, 'name', name);
    await fill(page, 'title', 'Jesienią strony taniej');
    await page.getByTestId('field-content').click();
    await page.keyboard.type('Rabat na nowe strony do końca miesiąca.');
    await fill(page, 'button_url', '/oferta');
    await choose(page, 'trigger', texts.scroll);
    await fill(page, 'scroll_percent', '40');
    await choose(page, 'frequency', texts.days);
    await fill(page, 'frequency_days', '3');
    await page.getByTestId('field-all_pages').uncheck();
    await page.getByTestId('field-page_ids').fill('Oferta');
    await page.getByRole('option', { name: 'Oferta', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('form-submit').click();
    await page.waitForURL((url) => url.pathname === list);

    const [saved] = (await getJson<{ data: Popup[] }>(page, `${popupsContract.path}?search=${encodeURIComponent(name)}`)).data;
    expect(saved).toMatchObject({ name, trigger: 'scroll', scroll_percent: 40, frequency: 'days', frequency_days: 3, all_pages: false, pages_count: 1 });
    const id = saved!.id;
    // The website: on the offer page, not on the contact page; two views and a click reported from a visitor's browser.
    expect(await publicIds(page, 'oferta')).toContain(id);
    expect(await publicIds(page, 'kontakt')).not.toContain(id);
    for (const event of ['view', 'view', 'click'] as const) expect((await page.request.post(publicPopupEventPath(id, event))).status()).toBe(204);

    await page.goto(`${list}?search=${encodeURIComponent(name)}`);
    const row = page.locator('.MuiDataGrid-row', { hasText: name });
    await expect.poll(() => page.getByTestId(`popup-state-${id}`).textContent()).toBe(texts.active);
    await expect.poll(() => row.locator('[data-field="views"]').textContent()).toBe('2');
    expect(await row.locator('[data-field="clicks"]').textContent()).toBe('1');
    expect(await row.locator('[data-field="click_rate"]').textContent()).toBe('50%');

    await page.goto(`${prefix}/panel`);
    await page.getByTestId(`content-top-popup-${id}`).waitFor();

    // Switched off in the list's edit dialog: the website stops getting it.
    await page.goto(`${list}?search=${encodeURIComponent(name)}`);
    await page.getByTestId(`row-edit-${id}`).click();
    const dialog = page.getByTestId('edit-dialog');
    await expect.poll(() => dialog.getByTestId('field-name').inputValue()).toBe(name);
    await dialog.getByTestId('field-active').uncheck();
    await dialog.getByTestId('form-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId(`popup-state-${id}`).textContent()).toBe(texts.off);
    expect(await publicIds(page, 'oferta')).not.toContain(id);
    expect((await page.request.post(publicPopupEventPath(id, 'view'))).status()).toBe(404);
    await context.close();
  });
});
