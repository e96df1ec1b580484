import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formFieldsContract, type FormField } from '@harmony/shared';
import { getJson } from './support/api.js';
import { launch, newPage, signIn } from './support/browser.js';

/**
 * Issue 27's field library, in Polish and under /en: a choice field refused without options and with a rule the
 * seed does not know (the messages beside the fields, in the page's language), then saved with two options and
 * its rules normalised; a consent whose text is changed becomes its next version.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const fill = (page: Page, name: string, value: string) => page.getByTestId(`field-${name}`).fill(value);
const choose = async (page: Page, name: string, option: string) => {
  await page.getByTestId(`field-${name}`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
};

describe.concurrent.each([
  {
    prefix: '' as const, tag: 'pl', radio: 'Jedna z opcji', consent: 'Zgoda',
    options: 'Pole opcje jest wymagane', rules: 'Pole reguły walidacji zawiera nieznaną regułę albo złe parametry reguły: uuid',
  },
  {
    prefix: '/en' as const, tag: 'en', radio: 'One of the options', consent: 'Consent',
    options: 'The options field is required', rules: 'The validation rules field has an unknown rule or wrong parameters of a rule: uuid',
  },
])('field library $prefix', ({ prefix, tag, ...texts }) => {
  it('refuses a choice without options and an unknown rule, saves it normalised, and versions a consent', async ({ expect }) => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', { prefix });
    const list = `${prefix}/formularze/pola`;
    await page.goto(`${list}/dodaj`);
    await fill(page, 'key', `pakiet_${tag}`);
    await choose(page, 'kind', texts.radio);
    await fill(page, 'label_pl', 'Pakiet');
    await fill(page, 'rules', 'required|uuid');
    await page.getByTestId('form-submit').click();
    await page.getByText(texts.rules).waitFor();
    await page.getByText(texts.options).waitFor();

    await fill(page, 'rules', 'Required | max: 20');
    for (const [i, [value, label]] of [['maly', 'Mały'], ['duzy', 'Duży']].entries()) {
      await page.getByTestId('field-options-add').click();
      await fill(page, `options-${i}-value`, value!);
      await fill(page, `options-${i}-label_pl`, label!);
    }
    await page.getByTestId('form-submit').click();
    await page.waitForURL((url) => url.pathname === list);
    const [saved] = (await getJson<{ data: FormField[] }>(page, `${formFieldsContract.path}?search=pakiet_${tag}`)).data;
    expect(saved).toMatchObject({ kind: 'radio', rules: 'required|max:20', options: [{ value: 'maly', label_pl: 'Mały' }, { value: 'duzy', label_pl: 'Duży' }] });
    await page.getByTestId('resource-list').getByText(`pakiet_${tag}`).waitFor();

    // A consent: its text changed in the edit form is version 2.
    await page.goto(`${list}/dodaj`);
    await fill(page, 'key', `zgoda_${tag}`);
    await choose(page, 'kind', texts.consent);
    await fill(page, 'label_pl', 'Zgoda marketingowa');
    await fill(page, 'consent_text_pl', 'Zgadzam się na informacje handlowe.');
    await page.getByTestId('form-submit').click();
    await page.waitForURL((url) => url.pathname === list);
    const [consent] = (await getJson<{ data: FormField[] }>(page, `${formFieldsContract.path}?search=zgoda_${tag}`)).data;
    await page.goto(`${list}/${consent!.id}/edytuj`);
    await expect.poll(() => page.getByTestId('field-consent_text_pl').inputValue()).toBe('Zgadzam się na informacje handlowe.');
    await fill(page, 'consent_text_pl', 'Zgadzam się na informacje handlowe e-mailem.');
    await page.getByTestId('field-label_pl').press('Enter');
    await page.waitForURL((url) => url.pathname === list);
    expect(await getJson<FormField>(page, formFieldsContract.itemPath(consent!.id))).toMatchObject({ consent_version: 2 });
    await context.close();
  });
});
