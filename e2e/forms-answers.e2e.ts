import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formsContract, formAnswersContract, NOTIFICATIONS_ALL_PATH, type CentreNotification, type Form, type FormAnswer } from '@harmony/shared';
import { getJson } from './support/api.js';
import { launch, newPage, signIn } from './support/browser.js';
import { fill, pickField } from './support/forms.js';
import { waitForMail } from './support/mail.js';
import { moveRowUp } from './support/sortable.js';
import { startWebsite } from './support/website.js';
import { downloadFrom } from './support/xlsx.js';

/**
 * Issue 27 end to end, in Polish and under /en: a contact form built from library fields (reordered, one shown
 * only for an offer), its generated script pasted into a plain page on another origin; there, in Chromium, an
 * empty submission shows the messages beside the fields in the page's language, a valid one with a PDF goes
 * through; the answer shows with its file, the notification e-mail reaches the SMTP peer, the message is in the
 * inbox and the top bar, and is answered by e-mail; an answer that fills the honeypot is kept as spam; the CSV
 * export keeps the Polish letters.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

/** The website's form, filled as a visitor would (the budget appears once "Oferta" is chosen). */
async function fillWebsiteForm(site: Page, name: string, email: string) {
  await site.locator('input[name="imie_nazwisko"]').fill(name);
  await site.locator('input[name="email"]').fill(email);
  await site.locator('select[name="temat"]').selectOption('oferta');
  await site.locator('input[name="budzet"]').fill('120');
  await site.locator('input[name="cv"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
}

describe.concurrent.each([
  {
    prefix: '' as const, lang: 'pl' as const, submit: 'Wyślij', thanks: 'Dziękujemy, formularz został wysłany.', reSubject: 'Odp.:', newMessage: 'Nowa wiadomość:',
    required: { imie_nazwisko: 'Pole Imię i nazwisko jest wymagane', cv: 'Pole CV jest wymagane' },
    words: { pickedUp: 'Podniesiono wiersz 2.', at1: 'Wiersz 2 jest teraz na pozycji 1.' },
  },
  {
    prefix: '/en' as const, lang: 'en' as const, submit: 'Send', thanks: 'Thank you, the form has been sent.', reSubject: 'Re:', newMessage: 'New message:',
    required: { imie_nazwisko: 'The Full name field is required', cv: 'The CV field is required' },
    words: { pickedUp: 'Picked up row 2.', at1: 'Row 2 is now at position 1.' },
  },
])('a website form $prefix', ({ prefix, lang, submit, thanks, reSubject, newMessage, required, words }) => {
  it('is built, embedded on another origin, answered, notified, replied to, flagged as spam and exported', async ({ expect }) => {
    const stamp = Date.now().toString(36);
    const website = await startWebsite();
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin', { prefix });
      const name = `Kontakt ze strony ${lang} ${stamp}`;
      const notify = `biuro-${lang}-${stamp}@example.pl`;

      // Built from the library: a contact form, its notification e-mail, the website's origin.
      await page.goto(`${prefix}/formularze/dodaj`);
      await fill(page, 'name', name);
      await page.getByTestId('field-is_contact').check();
      await fill(page, 'notify_emails', notify);
      await fill(page, 'allowed_origins', website.origin);
      for (const [row, label] of ['E-mail', 'Imię i nazwisko', 'Temat', 'Budżet (tys. zł)', 'CV'].entries()) await pickField(page, row, label);
      await page.getByTestId('form-submit').click();
      await page.waitForURL((url) => url.pathname === `${prefix}/formularze`);
      const [form] = (await getJson<{ data: Form[] }>(page, `${formsContract.path}?search=${encodeURIComponent(name)}`)).data;

      // Its fields: the name first (by keyboard), the budget only for an offer.
      await page.goto(`${prefix}/formularze/${form!.uuid}/przypisane-pola`);
      await page.getByTestId('field-fields-3-condition_key').waitFor();
      await moveRowUp(page, 'field-fields-drag-1', words.pickedUp, [words.at1]);
      await fill(page, 'fields-3-condition_key', 'temat');
      await fill(page, 'fields-3-condition_value', 'oferta');
      await page.getByTestId('form-submit').click();
      await page.waitForURL((url) => url.pathname === `${prefix}/formularze`);

      // The generated script, in the website's language, pasted into the client's page; the preview shows the form.
      await page.goto(`${prefix}/formularze/${form!.uuid}/wygenerowane`);
      await page.getByTestId(`embed-lang-${lang}`).click();
      await expect.poll(() => page.getByTestId('embed-script-code').textContent()).toContain(`data-lang="${lang}"`);
      const snippet = (await page.getByTestId('embed-script-code').textContent())!;
      expect(snippet).toContain(form!.uuid);
      await page.frameLocator('[data-testid="embed-preview"]').locator('input[name="imie_nazwisko"]').waitFor();
      website.serve(snippet);

      const site = await context.newPage();
      await site.goto(website.url);
      // The script draws the form once its definition has come: the fields are there after the page's load.
      await site.locator('form input[name="cv"]').waitFor({ state: 'attached' });
      const names = await site.locator('form input, form select').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).name).filter((n) => n && !n.startsWith('_')));
      expect(names).toEqual(['imie_nazwisko', 'email', 'temat', 'budzet', 'cv']);
      await expect.poll(() => site.locator('input[name="budzet"]').isVisible()).toBe(false);

      // Empty: the messages beside the fields, in the page's language; nothing kept.
      await site.getByRole('button', { name: submit }).click();
      await expect.poll(() => site.locator('[data-error-for="imie_nazwisko"]').textContent()).toBe(required.imie_nazwisko);
      expect(await site.locator('[data-error-for="cv"]').textContent()).toBe(required.cv);
      expect(await site.locator('input[name="imie_nazwisko"]').getAttribute('aria-invalid')).toBe('true');

      // Valid, with a PDF.
      const sender = `nadawca-${lang}-${stamp}@example.com`;
      const person = `Zażółć Gęślą ${lang}`;
      await fillWebsiteForm(site, person, sender);
      await site.getByRole('button', { name: submit }).click();
      await expect.poll(() => site.locator('[data-harmony-confirmation]').textContent()).toBe(thanks);

      // The answer with its file.
      await page.goto(`${prefix}/formularze/${form!.uuid}/odpowiedzi`);
      const row = page.locator('[data-testid^="answer-row-"]', { hasText: person });
      await row.click();
      const details = page.getByTestId('answer-details');
      await details.getByText(person).waitFor();
      const file = details.locator('[data-testid^="answer-file-"]');
      expect(await file.textContent()).toContain('cv.pdf');
      const [answer] = (await getJson<{ data: FormAnswer[] }>(page, `${formAnswersContract.path}?form=${form!.uuid}`)).data;
      expect(answer).toMatchObject({ is_spam: false, lang, origin: website.origin, data: { imie_nazwisko: person, email: sender, temat: 'oferta', budzet: '120' } });
      const pdf = await page.evaluate(async (id) => {
        const res = await fetch(`/api/files/${id}/content`, { credentials: 'include' });
        return { type: res.headers.get('content-type'), head: (await res.text()).slice(0, 8) };
      }, answer!.files[0]!.id);
      expect(pdf).toEqual({ type: 'application/pdf', head: '%PDF-1.4' });
      await page.keyboard.press('Escape');

      // The notification e-mail, replying to the sender.
      const mail = await waitForMail(notify);
      expect(mail.subject).toBe(`Nowa odpowiedź: ${name}`);
      expect(mail.text).toContain(person);

      // The inbox and the top bar; a reply by e-mail kept in the thread.
      // The notification in the top bar and in the notification centre, worded in the page's language, newest first:
      // only what other journeys running at once raised since may come before it.
      const title = `${newMessage} ${name}`;
      await page.goto(`${prefix}/wiadomosci`);
      await page.getByTestId('notifications-button').click();
      await page.getByRole('menuitem', { name: new RegExp(title) }).waitFor();
      await page.getByTestId('notifications-all').click();
      await page.waitForURL((url) => url.pathname === `${prefix}/powiadomienia`);
      const ours = page.locator('[data-testid^="centre-item-"]', { hasText: title });
      await ours.waitFor();
      expect(await ours.getAttribute('data-read')).toBe('false');
      const oursId = Number((await ours.getAttribute('data-testid'))!.replace('centre-item-', ''));
      const all = (await getJson<{ data: CentreNotification[] }>(page, `${NOTIFICATIONS_ALL_PATH}?per_page=100`)).data;
      const at = all.findIndex((n) => n.id === oursId);
      expect(at).toBeGreaterThanOrEqual(0);
      expect(all.slice(0, at).every((n) => n.created_at >= all[at]!.created_at), JSON.stringify(all.slice(0, at + 1))).toBe(true);
      await page.goto(`${prefix}/wiadomosci`);
      const message = page.locator('[data-testid^="message-row-"]', { hasText: person });
      expect(await message.getAttribute('data-unread')).toBe('true');
      await message.click();
      await page.getByTestId('message-details').getByText(sender).first().waitFor();
      await page.getByTestId('message-reply-body').fill(`Dzień dobry, odpiszemy jutro (${lang}).`);
      await page.getByTestId('message-reply-send').click();
      await page.locator('[data-testid^="message-reply-body-"]', { hasText: `odpiszemy jutro (${lang})` }).waitFor();
      const reply = await waitForMail(sender);
      expect(reply.subject).toBe(`${reSubject} ${name}`);
      expect(reply.text).toContain(`odpiszemy jutro (${lang})`);
      await page.keyboard.press('Escape');

      // A bot that fills the honeypot gets the same thanks, and its answer is kept as spam.
      await site.reload();
      await fillWebsiteForm(site, `Bot ${lang}`, `bot-${stamp}@example.com`);
      await site.locator('input[name="_website"]').evaluate((input: HTMLInputElement) => { input.value = 'http://spam.example'; });
      await site.getByRole('button', { name: submit }).click();
      await expect.poll(() => site.locator('[data-harmony-confirmation]').textContent()).toBe(thanks);
      const spam = (await getJson<{ data: FormAnswer[] }>(page, `${formAnswersContract.path}?form=${form!.uuid}&spam=true`)).data;
      expect(spam.map((a) => [a.data.imie_nazwisko, a.spam_reason])).toEqual([[`Bot ${lang}`, 'honeypot']]);

      // The CSV export: UTF-8 with a BOM and CRLF, the Polish letters intact.
      await page.goto(`${prefix}/formularze/${form!.uuid}/odpowiedzi`);
      await page.getByTestId('answers-export').click();
      await page.getByTestId('answers-export-format-csv').check();
      const { buffer } = await downloadFrom(page, 'answers-export-download');
      expect([...buffer.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const csv = buffer.subarray(3).toString('utf8');
      expect(csv).toContain(person);
      expect(csv.split('\r\n').length).toBeGreaterThanOrEqual(4);
    } finally {
      await context.close();
      await website.close();
    }
    // The whole of issue 27's journey: 35–40 s alone, near a minute beside the other forms journey.
  }, 120_000);
});
