import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { campaignsContract, NEWSLETTER_SUBSCRIBE_PATH, newsletterListsContract, type Campaign, type CampaignDetail, type NewsletterList } from '@harmony/shared';
import { getJson } from './support/api.js';
import { baseURL, launch, newPage, signIn } from './support/browser.js';
import { fill } from './support/forms.js';
import { waitForMail } from './support/mail.js';

/**
 * Issue 28's newsletter end to end, in Polish and under /en (side by side on one server and one SMTP peer, each with
 * its own list and address): a list made on /newsletter; an address subscribed through the public endpoint as a
 * website's form would, confirmed by the link of the mail it gets; a campaign written and sent from
 * /newsletter/kampanie reaches it with RFC 8058's headers; the header's one-click POST unsubscribes it; the campaign
 * shows 1 sent and 1 unsubscribed, in its row and in its results.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const linkIn = (html: string, part: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')).find((h) => h.includes(part))!;

describe.concurrent.each([
  { prefix: '' as const, lang: 'pl' as const, confirmed: 'Zapis potwierdzony', send: 'Wyślij', unsubscribed: 'Wypisano z listy', queued: 'Kampania czeka w kolejce' },
  { prefix: '/en' as const, lang: 'en' as const, confirmed: 'Subscription confirmed', send: 'Send', unsubscribed: 'Unsubscribed', queued: 'The campaign is queued' },
])('newsletter $prefix', ({ prefix, lang, confirmed, send, unsubscribed, queued }) => {
  it('subscribes, confirms by the mail’s link, receives a campaign sent from /newsletter and leaves by its one-click header', async ({ expect }) => {
    const stamp = Date.now().toString(36);
    const listName = `Lista ${lang} ${stamp}`;
    const reader = `czytelnik-${lang}-${stamp}@example.pl`;
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin', { prefix });

      // A list, made on /newsletter.
      await page.goto(`${prefix}/newsletter`);
      await page.getByTestId('resource-create').click();
      await page.waitForURL((url) => url.pathname === `${prefix}/newsletter/dodaj`);
      await fill(page, 'name', listName);
      await page.getByTestId('form-submit').click();
      await page.waitForURL((url) => url.pathname === `${prefix}/newsletter`);
      const [list] = (await getJson<{ data: NewsletterList[] }>(page, `${newsletterListsContract.path}?search=${encodeURIComponent(listName)}`)).data;

      // Subscribed as a website's form would (no session, the site's language), confirmed by the mail's link.
      const subscribed = await context.request.post(`${baseURL()}${NEWSLETTER_SUBSCRIBE_PATH}?lang=${lang}`, { data: { list_id: list!.id, email: reader, name: 'Czytelnik' } });
      expect(subscribed.status()).toBe(202);
      const confirmation = await waitForMail(reader, 30_000);
      const confirmLink = linkIn(confirmation.html, '/api/newsletter/confirm/');
      expect(confirmLink).toContain(`?lang=${lang}`);
      await page.goto(confirmLink);
      await expect.poll(() => page.locator('h1').textContent()).toBe(confirmed);
      await expect.poll(async () => (await getJson<NewsletterList>(page, newsletterListsContract.itemPath(list!.id))).subscribers_count).toBe(1);

      // A campaign written on /newsletter/kampanie/nowa and sent from its row.
      const subject = `Kampania ${lang} ${stamp}`;
      await page.goto(`${prefix}/newsletter/kampanie`);
      await page.getByTestId('resource-create').click();
      await page.waitForURL((url) => url.pathname === `${prefix}/newsletter/kampanie/nowa`);
      await fill(page, 'subject', subject);
      await page.getByTestId('field-list_id').fill(listName);
      await page.getByRole('option', { name: listName, exact: true }).click();
      await page.getByTestId('field-content').fill(`Nowości tego miesiąca (${lang}).`);
      await page.getByTestId('form-submit').click();
      await page.waitForURL((url) => url.pathname === `${prefix}/newsletter/kampanie`);
      const [campaign] = (await getJson<{ data: Campaign[] }>(page, `${campaignsContract.path}?search=${encodeURIComponent(subject)}`)).data;
      expect(campaign).toMatchObject({ status: 'draft', list: { id: list!.id } });
      await page.getByTestId(`campaign-send-${campaign!.id}`).click();
      await page.getByRole('dialog').getByRole('button', { name: send, exact: true }).click();
      await expect.poll(() => page.getByTestId('alert').textContent()).toContain(queued);

      // It arrives with its one-click unsubscribe (RFC 8058), whose POST — as a mail client sends it — unsubscribes.
      const mail = await waitForMail(reader, 30_000, (m) => m.subject === subject);
      expect(mail.text).toContain(`Nowości tego miesiąca (${lang}).`);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const unsubscribeUrl = /^<(.+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!;
      expect(unsubscribeUrl).toContain(`?campaign=${campaign!.id}`);
      const left = await context.request.post(unsubscribeUrl, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click',
      });
      expect(left.status()).toBe(200);
      expect(await left.text()).toContain(unsubscribed);

      // The figures: in the campaign's row, and in its results.
      await expect.poll(async () => (await getJson<CampaignDetail>(page, campaignsContract.itemPath(campaign!.id))).sent).toBe(1);
      await page.reload();
      await expect.poll(() => page.getByTestId(`campaign-sent-${campaign!.id}`).textContent()).toBe('1');
      expect(await page.getByTestId(`campaign-unsubscribed-${campaign!.id}`).textContent()).toBe('1');
      await page.getByTestId(`campaign-results-${campaign!.id}`).click();
      await expect.poll(() => page.getByTestId('campaign-figure-sent').textContent()).toBe('1');
      expect(await page.getByTestId('campaign-figure-unsubscribed').textContent()).toBe('1');
      expect(await page.getByTestId('campaign-figure-recipients').textContent()).toBe('1');
      expect(page.url()).toContain(`campaign=${campaign!.id}`);
    } finally {
      await context.close();
    }
  });
});
