import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatMoney, groupsContract, productsContract } from '@harmony/shared';
import { api, getJson } from './support/api.js';
import { launch, newPage, signIn } from './support/browser.js';

/**
 * Issue 25's catalogue journey, in Polish and under /en: a three-level category tree built on the forms and a
 * branch moved; an attribute type, an attribute with its values and a product type; a product of that type with
 * an attribute value and two pictures, found by the value and in its top category; an import of three products
 * with one bad row, refused whole with the error shown, then fixed and taken. Then the products in bulk: two
 * chosen on the list get a price change and are deactivated, then undone; the assignment screen puts every
 * product its filter matches into a category (seen under the category), then undone.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** Types into an engine form field (its input carries `field-<name>`). */
const fill = (page: Page, name: string, value: string) => page.getByTestId(`field-${name}`).fill(value);

/** Opens a select-like field (select, tree) and picks the option of that name; a multiple one is closed after. */
async function choose(page: Page, testId: string, option: string | RegExp, opts: { close?: boolean } = {}) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).first().click();
  // Escape inside a dialog would close the dialog too: a single select closes on its own.
  if (opts.close ?? true) await page.keyboard.press('Escape');
}

/** Types into a relation picker and takes the first option matching. */
async function relate(page: Page, testId: string, search: string, option: string | RegExp) {
  await page.getByTestId(testId).fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

async function submitForm(page: Page, listPath: string) {
  await page.getByTestId('form-submit').click();
  await page.waitForURL((url) => url.pathname === listPath);
}

const groupId = async (page: Page, name: string) =>
  (await getJson<{ data: { id: number; name: string; parent_id: number | null }[] }>(page, `${groupsContract.path}?search=${encodeURIComponent(name)}&per_page=100`))
    .data.find((g) => g.name === name)!;

describe.each([
  {
    prefix: '' as const, tag: 'pl', kind: 'lista wyboru', invalid: /cena netto|stawka VAT/i,
    bulk: { percent: 'zmień o procent', inactive: 'nieaktywne', yes: 'Tak', no: 'Nie' },
  },
  {
    prefix: '/en' as const, tag: 'en', kind: 'select', invalid: /net price|VAT rate/i,
    bulk: { percent: 'change by percent', inactive: 'inactive', yes: 'Yes', no: 'No' },
  },
])('catalogue $prefix', ({ prefix, tag, kind, invalid, bulk }) => {
  it('builds a tree and moves a branch; types, an attribute and a product found by its value and category; an import fixed after a refusal', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', { prefix });
    const categories = `${prefix}/produkty/kategorie`;

    // Three levels: top › middle › leaf, and a second top the branch moves under.
    const names = { top: `Sport ${tag}`, other: `Turystyka ${tag}`, middle: `Rowery ${tag}`, leaf: `Górskie ${tag}` };
    for (const [name, parent] of [[names.top, null], [names.other, null], [names.middle, names.top], [names.leaf, names.middle]] as const) {
      await page.goto(`${categories}/dodaj`);
      await fill(page, 'name', name);
      if (parent) await choose(page, 'field-parent_id', new RegExp(parent));
      await submitForm(page, categories);
    }
    const middle = await groupId(page, names.middle);
    expect((await groupId(page, names.leaf)).parent_id).toBe(middle.id);
    // The branch (middle with its leaf) moves under the other top category on the edit form.
    await page.goto(`${categories}/${middle.id}/edytuj`);
    await choose(page, 'field-parent_id', new RegExp(names.other));
    await submitForm(page, categories);
    expect((await groupId(page, names.middle)).parent_id).toBe((await groupId(page, names.other)).id);
    await page.getByTestId('resource-list').getByText(names.leaf).waitFor();

    // An attribute type (a select), an attribute with two values, a product type with the attribute.
    await page.goto(`${prefix}/produkty/typy-atrybutow/dodaj`);
    await fill(page, 'name', `Rama ${tag}`);
    await choose(page, 'field-kind', kind);
    await submitForm(page, `${prefix}/produkty/typy-atrybutow`);
    const code = `rama_${tag}`;
    await page.goto(`${prefix}/produkty/atrybuty/dodaj`);
    await fill(page, 'code', code);
    // The values editor shows once the picked type's kind is known. A pick made while the options re-render under
    // a loaded run can miss (CI saw the editor never come once): pick again, at most three times.
    for (let attempt = 1; ; attempt++) {
      await relate(page, 'field-attribute_type_id', `Rama ${tag}`, new RegExp(`Rama ${tag}`));
      const shown = await page.getByTestId('field-values-add').waitFor({ timeout: 10_000 }).then(() => true, () => false);
      if (shown) break;
      expect(attempt, 'the attribute type’s values editor never came').toBeLessThan(3);
    }
    await fill(page, 'name_pl', `Rama ${tag}`);
    await fill(page, 'name_en', `Frame ${tag}`);
    for (const [i, value] of [`aluminiowa${tag}`, `karbonowa${tag}`].entries()) {
      await page.getByTestId('field-values-add').click();
      await fill(page, `values-${i}-value_pl`, value);
      await fill(page, `values-${i}-value_en`, `${value}-en`);
    }
    await submitForm(page, `${prefix}/produkty/atrybuty`);
    await page.goto(`${prefix}/produkty/typy/dodaj`);
    await fill(page, 'name', `Rowery ${tag}`);
    await page.getByTestId('field-attributes-add').click();
    await relate(page, 'field-attributes-0-attribute_id', `Rama ${tag}`, new RegExp(`Rama ${tag}|Frame ${tag}`));
    await submitForm(page, `${prefix}/produkty/typy`);

    // A product of that type in the leaf category, with the carbon frame.
    const sku = `E2E-ROWER-${tag}`.toUpperCase();
    await page.goto(`${prefix}/produkty/dodaj`);
    await fill(page, 'name', `Rower testowy ${tag}`);
    await fill(page, 'sku', sku);
    await page.getByTestId('field-price_net').fill(tag === 'pl' ? '2 000,00' : '2,000.00');
    await choose(page, 'field-group_ids', new RegExp(names.leaf));
    await relate(page, 'field-product_type_id', `Rowery ${tag}`, new RegExp(`Rowery ${tag}`));
    await choose(page, `attribute-${code}`, tag === 'pl' ? `karbonowa${tag}` : `karbonowa${tag}-en`);
    await submitForm(page, `${prefix}/produkty`);
    const product = (await getJson<{ data: { id: number; sku: string }[] }>(page, `${productsContract.path}?search=${sku}`)).data[0]!;
    // Two pictures of the demo library (the image picker's dialog has its own web tests).
    const pictures = (await getJson<{ data: { id: number }[] }>(page, '/api/files/options?mime=image&per_page=2')).data;
    expect(pictures).toHaveLength(2);
    const put = await api(page, 'PUT', productsContract.itemPath(product.id), { images: pictures.map((p, i) => ({ file_id: p.id, main: i === 0 })) });
    expect(put.status).toBe(200);

    // Found by its attribute value in the search box, and in its top category (descendants included).
    await page.goto(`${prefix}/produkty?search=karbonowa${tag}`);
    await page.getByTestId('resource-list').getByText(sku).waitFor();
    const other = await groupId(page, names.other);
    await page.goto(`${prefix}/produkty?group_id=${other.id}`);
    await page.getByTestId('resource-list').getByText(sku).waitFor();
    await page.getByTestId(`product-thumb-${product.id}`).waitFor();

    // An import of three products with one bad row: refused whole, the error on its row; fixed, it goes in.
    const rows = (bad: boolean) => [
      'SKU;Nazwa;Cena netto;Stawka VAT;Stan magazynowy',
      `IMP-${tag}-1;Kask ${tag};199,00;23;5`,
      `IMP-${tag}-2;Bidon ${tag};${bad ? '-5' : '19,90'};${bad ? '7' : '23'};10`,
      `IMP-${tag}-3;Pompka ${tag};49,00;8;3`,
    ].join('\r\n');
    await page.goto(`${prefix}/produkty/import`);
    await page.getByTestId('import-file-input').setInputFiles({ name: 'import.csv', mimeType: 'text/csv', buffer: Buffer.from(rows(true)) });
    await expect.poll(() => page.getByTestId('import-invalid-count').innerText()).toContain('1');
    expect(await page.getByTestId('import-row-3').innerText()).toMatch(invalid);
    expect(await page.getByTestId('import-commit').isDisabled()).toBe(true);
    expect((await getJson<{ data: unknown[] }>(page, `${productsContract.path}?search=imp-${tag}`)).data).toHaveLength(0);
    await page.getByTestId('import-file-input').setInputFiles({ name: 'import.csv', mimeType: 'text/csv', buffer: Buffer.from(rows(false)) });
    await expect.poll(() => page.getByTestId('import-valid-count').innerText()).toContain('3');
    await page.getByTestId('import-commit').click();
    await page.getByTestId('import-result').waitFor();
    expect((await getJson<{ data: unknown[] }>(page, `${productsContract.path}?search=imp-${tag}`)).data).toHaveLength(3);
    await context.close();
  }, 180_000);

  it('bulk-edits two chosen products and undoes it; assigns what the filter matches to a category and undoes it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', { prefix });
    const locale = prefix ? 'en' : 'pl';
    // Two products (100,00 net at 23 %: 123,00 gross) and an empty category, through the API.
    const skus = [1, 2].map((n) => `HURT-${tag}-${n}`.toUpperCase());
    const ids: number[] = [];
    for (const sku of skus) {
      const res = await api<{ id: number }>(page, 'POST', productsContract.path, { name: `Kubek hurtowy ${sku}`, sku, price_net: 10_000, vat_rate: 23 });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const group = await api<{ id: number }>(page, 'POST', groupsContract.path, { name: `Hurt ${tag}` });
    expect(group.status).toBe(201);

    // The list: both chosen, +10 % and inactive in one bulk edit, seen on their rows, then undone from the snackbar.
    await page.goto(`${prefix}/produkty?search=hurt-${tag}`);
    const cell = (sku: string, field: string) => page.getByTestId('resource-list').getByRole('row').filter({ hasText: sku }).locator(`[data-field="${field}"]`);
    const shown = async (sku: string) => [(await cell(sku, 'price_gross').innerText()).replace(/\s/g, ' '), await cell(sku, 'active').innerText()];
    const money = (grosze: number) => formatMoney(grosze, locale).replace(/\s/g, ' ');
    for (const sku of skus) await page.getByTestId('resource-list').getByRole('row').filter({ hasText: sku }).getByRole('checkbox').check();
    await page.getByTestId('products-bulk-edit').click();
    await choose(page, 'bulk-price-mode', bulk.percent, { close: false });
    await page.getByTestId('bulk-price-amount').fill('10');
    await choose(page, 'bulk-active', bulk.inactive, { close: false });
    await page.getByTestId('bulk-edit-apply').click();
    // The pointer on the snackbar holds its undo window open while the rows are read.
    await page.getByTestId('undo-message').hover();
    for (const sku of skus) await expect.poll(() => shown(sku)).toEqual([expect.stringContaining(money(13_530)), bulk.no]);
    await page.getByTestId('undo-button').click();
    for (const sku of skus) await expect.poll(() => shown(sku)).toEqual([expect.stringContaining(money(12_300)), bulk.yes]);

    // The assignment screen: the search's every match into the category; the category lists them; undone.
    await page.goto(`${prefix}/produkty/kategorie/przypisz`);
    await page.getByTestId('assign-search').fill(`hurt-${tag}`);
    for (const id of ids) await page.getByTestId(`assign-row-${id}`).waitFor();
    await page.getByTestId('assign-all-matching').click();
    await page.getByTestId('assign-targets').getByRole('combobox').click();
    await page.getByRole('option', { name: `Hurt ${tag}`, exact: true }).click();
    await page.getByTestId('assign-apply').click();
    expect(await page.getByTestId('assign-outcome').innerText()).toContain(': 2.');
    const category = await context.newPage();
    await category.goto(`${prefix}/produkty/kategorie/${group.body.id}/edytuj`);
    for (const id of ids) await category.getByTestId(`group-product-${id}`).waitFor();
    expect(await category.getByTestId('group-products').locator('tbody tr').count()).toBe(2);
    await page.getByTestId('assign-undo').click();
    await expect.poll(() => page.getByTestId('assign-undo').count()).toBe(0);
    await category.reload();
    await category.getByTestId('group-products-empty').waitFor();
    await context.close();
  }, 120_000);
});
