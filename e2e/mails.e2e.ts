import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { customersContract, MAILS_QUEUE_PATH, MAILS_SEND_PATH, mailsContract, toWarsawInput, type Mail, type MailDetail } from '@harmony/shared';
import { api, getJson } from './support/api.js';
import { launch, newPage, signIn } from './support/browser.js';
import { fill } from './support/forms.js';
import { waitForMail } from './support/mail.js';
import { visibleMenuKeys } from './support/menu.js';

/**
 * Issue 28's mail end to end, in Polish and under /en (side by side against one server and one SMTP peer, so every
 * address is the language's own). Mailing ships off in the menu, yet its screens open by address. A mail to two
 * people — one typed, one picked from the address book — with an invalid address among them is refused under the
 * recipients field (the API's multipart 422 says the same) and keeps everything typed; sent a minute ahead, it waits
 * in the outbox, its subject is edited there; another is composed and cancelled from the outbox and never arrives;
 * the first reaches both recipients with the edited subject, and /maile lists it as sent to both.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** The seed's call itself: multipart form data, in the reader's language. */
async function postMail(page: Page, lang: string, fields: Record<string, string>) {
  return page.evaluate(async ([path, locale, body]) => {
    const xsrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '');
    const form = new FormData();
    for (const [key, value] of Object.entries(body)) form.append(key, value);
    const res = await fetch(path, {
      method: 'POST', credentials: 'include', body: form,
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-XSRF-TOKEN': xsrf, Accept: 'application/json', 'X-Locale': locale },
    });
    return { status: res.status, body: (await res.json()) as { errors?: Record<string, string[]> } };
  }, [MAILS_SEND_PATH, lang, fields] as const);
}

/** A send time on the Warsaw clock at the next whole minute at least a minute ahead (a datetime-local has no seconds). */
const minuteAhead = () => toWarsawInput(new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000).toISOString());

const queued = async (page: Page, subject: string) => (await getJson<{ data: Mail[] }>(page, `${MAILS_QUEUE_PATH}?search=${encodeURIComponent(subject)}`)).data;

describe.concurrent.each([
  {
    prefix: '' as const, lang: 'pl' as const, invalid: 'Pole adresaci zawiera niepoprawne adresy email: zly-adres-pl', scheduled: 'Mail zostanie wysłany',
    cancel: 'Anuluj wysyłkę', statuses: { queued: 'W kolejce', sent: 'Wysłany' },
  },
  {
    prefix: '/en' as const, lang: 'en' as const, invalid: 'The recipients field contains invalid email addresses: zly-adres-en', scheduled: 'The mail will be sent',
    cancel: 'Cancel sending', statuses: { queued: 'Queued', sent: 'Sent' },
  },
])('mail $prefix', ({ prefix, lang, invalid, scheduled, cancel, statuses }) => {
  it('is composed to a typed and a picked address, waits in the outbox, is edited there, and reaches both; another is cancelled', async ({ expect }) => {
    const stamp = Date.now().toString(36);
    const typed = `jan-${lang}-${stamp}@example.pl`;
    const picked = `klara-${lang}-${stamp}@example.pl`;
    const dropped = `odwolany-${lang}-${stamp}@example.pl`;
    const surname = `Książkowa ${lang} ${stamp}`;
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin', { prefix });
      // Someone in the address book only this language's journey finds.
      const customer = await api(page, 'POST', customersContract.path, { kind: 'person', first_name: 'Klara', last_name: surname, email: picked });
      expect(customer.status).toBe(201);

      // Mailing ships off in the menu (seed section 1): no item, yet the screens open by their address.
      await page.goto(`${prefix}/panel`);
      expect(await visibleMenuKeys(page)).not.toContain('mailsSend');
      await page.goto(`${prefix}/maile/nowy`);

      // A typed address, one that is none, a person from the address book.
      const recipients = page.getByTestId('field-emails');
      await recipients.fill(`${typed}, zly-adres-${lang}, `);
      await recipients.fill(surname);
      await page.getByTestId(`recipient-option-${picked}`).click();
      await page.getByTestId(`recipient-chip-${picked}`).waitFor();
      const subject = `Oferta ${lang} ${stamp}`;
      await fill(page, 'subject', subject);
      await page.getByTestId('field-content').fill(`Dzień dobry, oferta w treści (${lang}).`);
      const at = minuteAhead();
      await fill(page, 'scheduledAt', at);
      await page.getByTestId('form-submit').click();

      // Refused under the recipients field, in the API's words, with nothing typed lost.
      await expect.poll(() => page.getByTestId('field-emails-helper').textContent()).toBe(invalid);
      const refused = await postMail(page, lang, { emails: `${typed}, zly-adres-${lang}`, subject, content: '<p>x</p>', scheduledAt: at });
      expect(refused.status).toBe(422);
      expect(refused.body.errors?.emails).toEqual([invalid]);
      expect(await page.getByTestId('field-subject').inputValue()).toBe(subject);
      expect(await page.getByTestId('recipient-chip-zly-adres-' + lang).getAttribute('data-invalid')).toBe('true');
      expect(await page.getByTestId(`recipient-chip-${typed}`).isVisible()).toBe(true);
      expect(await page.getByTestId(`recipient-chip-${picked}`).isVisible()).toBe(true);
      expect(await queued(page, subject)).toEqual([]);

      // Without it, sent a minute ahead: the API's message, then the outbox, where it waits.
      await page.getByTestId(`recipient-chip-zly-adres-${lang}`).locator('.MuiChip-deleteIcon').click();
      await page.getByTestId('form-submit').click();
      await page.waitForURL((url) => url.pathname === `${prefix}/maile/skrzynka-nadawcza`);
      await expect.poll(() => page.getByTestId('alert').textContent()).toContain(scheduled);
      const [mail] = await queued(page, subject);
      expect(mail).toMatchObject({ status: 'queued', emails: [typed, picked], recipients_count: 2 });
      await expect.poll(() => page.getByTestId(`mail-status-${mail!.id}`).textContent()).toBe(statuses.queued);

      // Its subject edited from the outbox.
      const edited = `${subject} (poprawiona)`;
      await page.getByTestId(`mail-edit-${mail!.id}`).click();
      await page.waitForURL((url) => url.pathname === `${prefix}/maile/${mail!.id}/edytuj`);
      await page.getByTestId(`recipient-chip-${picked}`).waitFor();
      expect(await page.getByTestId('field-scheduledAt').inputValue()).toBe(at);
      await fill(page, 'subject', edited);
      await page.getByTestId('form-submit').click();
      await page.waitForURL((url) => url.pathname === `${prefix}/maile/skrzynka-nadawcza`);
      await expect.poll(() => page.getByTestId(`mail-row-${mail!.id}`).textContent()).toBe(edited);

      // Another, for the same minute, cancelled from the outbox: it leaves the list and never goes out.
      await page.goto(`${prefix}/maile/nowy`);
      await recipients.fill(`${dropped} `);
      await fill(page, 'subject', `Odwołany ${lang} ${stamp}`);
      await page.getByTestId('field-content').fill('Ten mail nie wyjdzie.');
      await fill(page, 'scheduledAt', at);
      await page.getByTestId('form-submit').click();
      await page.waitForURL((url) => url.pathname === `${prefix}/maile/skrzynka-nadawcza`);
      const [other] = await queued(page, `Odwołany ${lang} ${stamp}`);
      await page.getByTestId(`mail-cancel-${other!.id}`).click();
      await page.getByRole('dialog').getByRole('button', { name: cancel }).click();
      await page.getByTestId(`mail-row-${other!.id}`).waitFor({ state: 'detached' });
      expect(await queued(page, `Odwołany ${lang} ${stamp}`)).toEqual([]);

      // Both recipients get the edited mail once its minute comes.
      const [toTyped, toPicked] = await Promise.all([waitForMail(typed, 150_000), waitForMail(picked, 150_000)]);
      expect(toTyped.subject).toBe(edited);
      expect(toPicked.subject).toBe(edited);
      expect(toTyped.text).toContain(`oferta w treści (${lang})`);
      await expect.poll(async () => (await getJson<MailDetail[]>(page, mailsContract.itemPath(mail!.id)))[0]!.status).toBe('sent');
      // Due in the same minute, the cancelled one would have gone by now; a few more worker ticks to be sure.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await expect(waitForMail(dropped, 500)).rejects.toThrow();

      // The sent mail, and each recipient's delivery in its details.
      await page.goto(`${prefix}/maile`);
      await expect.poll(() => page.getByTestId(`mail-status-${mail!.id}`).textContent()).toBe(statuses.sent);
      await page.getByTestId(`mail-details-${mail!.id}`).click();
      for (const email of [typed, picked]) {
        await expect.poll(() => page.getByTestId(`mail-recipient-${email}`).getAttribute('data-status')).toBe('sent');
      }
    } finally {
      await context.close();
    }
  }, 300_000);
});
