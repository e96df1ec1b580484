import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { contactsContract, type Contact } from '@harmony/shared';
import { getJson } from './support/api.js';
import { launch, newPage, signIn } from './support/browser.js';

/**
 * Issue 26's address book, in Polish and under /en: a company refused without its name and with half a position
 * (the errors in the page's language), then saved with both coordinates and tags typed as chips; found by the
 * search box and the tag filter, and edited.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const fill = (page: Page, name: string, value: string) => page.getByTestId(`field-${name}`).fill(value);

describe.each([
  { prefix: '' as const, tag: 'pl', company: 'Firma', required: 'Pole nazwa firmy jest wymagane', longitude: 'Pole długość geograficzna jest wymagane', latitude: '50,0614', longitudeValue: '19,9366' },
  { prefix: '/en' as const, tag: 'en', company: 'Company', required: 'The company name field is required', longitude: 'The longitude field is required', latitude: '50.0614', longitudeValue: '19.9366' },
])('contacts $prefix', ({ prefix, tag, company, required, longitude, latitude, longitudeValue }) => {
  it('refuses a company without a name and half a position, saves it on the map with tags, finds and edits it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', { prefix });
    const list = `${prefix}/kontakt`;
    await page.goto(`${list}/dodaj`);
    await page.getByTestId('field-kind').click();
    await page.getByRole('option', { name: company, exact: true }).click();
    await fill(page, 'latitude', latitude);
    await page.getByTestId('form-submit').click();
    await page.getByText(required).waitFor();
    await page.getByText(longitude).waitFor();

    const name = `Pracownia Wawel ${tag}`;
    await fill(page, 'company_name', name);
    await fill(page, 'longitude', longitudeValue);
    await fill(page, 'city', 'Kraków');
    // Tags: a comma or Enter makes a chip; a repeat is not added again.
    await page.getByTestId('field-tags').fill('partner,');
    await page.getByTestId('field-tags').fill(`media-${tag}`);
    await page.keyboard.press('Enter');
    await page.getByTestId('field-tags').fill('Partner');
    await page.keyboard.press('Enter');
    await page.getByTestId('form-submit').click();
    await page.waitForURL((url) => url.pathname === list);

    const [saved] = (await getJson<{ data: Contact[] }>(page, `${contactsContract.path}?search=${encodeURIComponent(name)}`)).data;
    expect(saved).toMatchObject({ kind: 'company', name, city: 'Kraków', latitude: 50.0614, longitude: 19.9366, tags: ['partner', `media-${tag}`] });
    await page.goto(`${list}?tag=media-${tag}`);
    await page.getByTestId('resource-list').getByText(name).waitFor();

    await page.goto(`${list}/${saved!.id}/edycja`);
    await expect.poll(() => page.getByTestId('field-company_name').inputValue()).toBe(name);
    await fill(page, 'city', 'Wieliczka');
    await page.getByTestId('form-submit').click();
    await page.waitForURL((url) => url.pathname === list);
    await page.goto(`${list}?search=Wieliczka`);
    await page.getByTestId('resource-list').getByText(name).waitFor();
    await context.close();
  });
});
