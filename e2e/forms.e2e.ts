import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { formFieldsContract, formsContract, type Form, type FormField } from '@harmony/shared';
import { getJson } from './support/api.js';
import { launch, newPage, signIn } from './support/browser.js';
import { fill, pickField } from './support/forms.js';
import { moveRowUp } from './support/sortable.js';

/**
 * Issue 27's forms, in Polish and under /en: a form built from two library fields, refused with a wrong
 * notification address first; opened at its UUID; on its assigned-fields screen the second field is moved to the
 * top with the keyboard and shown only when the other has a value; the settings stay as they were.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });


describe.concurrent.each([
  { prefix: '' as const, tag: 'pl', email: 'Pole e-maile powiadomień musi być poprawnym adresem email', words: { pickedUp: 'Podniesiono wiersz 2.', at1: 'Wiersz 2 jest teraz na pozycji 1.' } },
  { prefix: '/en' as const, tag: 'en', email: 'The notification e-mails field must be a valid email', words: { pickedUp: 'Picked up row 2.', at1: 'Row 2 is now at position 1.' } },
])('forms $prefix', ({ prefix, tag, email, words }) => {
  it('builds a form from library fields, opens it by its UUID, and reorders its fields with a condition', async ({ expect }) => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', { prefix });
    const list = `${prefix}/formularze`;
    await page.goto(`${list}/dodaj`);
    const name = `Kontakt e2e ${tag}`;
    await fill(page, 'name', name);
    await fill(page, 'notify_emails', 'to nie adres');
    await pickField(page, 0, 'E-mail');
    await pickField(page, 1, 'Wiadomość');
    await page.getByTestId('form-submit').click();
    await page.getByText(email).waitFor();
    await fill(page, 'notify_emails', `biuro-${tag}@example.pl`);
    await page.getByTestId('form-submit').click();
    await page.waitForURL((url) => url.pathname === list);

    const [listed] = (await getJson<{ data: Form[] }>(page, `${formsContract.path}?search=${encodeURIComponent(name)}`)).data;
    expect(listed).toMatchObject({ name, fields_count: 2, notify_emails: [`biuro-${tag}@example.pl`] });
    const library = (await getJson<{ data: FormField[] }>(page, `${formFieldsContract.path}?per_page=100`)).data;
    const keyOf = (id: number) => library.find((f) => f.id === id)!.key;

    // The edit screen at the form's UUID, reached from the list's pencil.
    await page.getByTestId(`row-edit-${listed!.id}`).click();
    await page.waitForURL((url) => url.pathname === `${list}/${listed!.uuid}/edytuj`);
    await expect.poll(() => page.getByTestId('field-name').inputValue()).toBe(name);

    // The assigned fields: "Wiadomość" to the top by keyboard, shown only when the e-mail is given.
    await page.goto(`${list}/${listed!.uuid}/przypisane-pola`);
    await page.getByTestId('field-fields-1-condition_key').waitFor();
    expect(await page.getByTestId('field-name').count()).toBe(0);
    await moveRowUp(page, 'field-fields-drag-1', words.pickedUp, [words.at1]);
    await fill(page, 'fields-0-condition_key', 'email');
    await fill(page, 'fields-0-condition_value', '*');
    await page.getByTestId('form-submit').click();
    await page.waitForURL((url) => url.pathname === list);

    const saved = await getJson<Form>(page, formsContract.itemPath(listed!.uuid));
    expect(saved.fields!.map((f) => keyOf(f.field_id))).toEqual(['wiadomosc', 'email']);
    expect(saved.fields![0]).toMatchObject({ condition_key: 'email', condition_value: '*' });
    expect(saved).toMatchObject({ name, notify_emails: [`biuro-${tag}@example.pl`] });
    await context.close();
  });
});
