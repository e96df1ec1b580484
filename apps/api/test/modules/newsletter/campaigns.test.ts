import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  campaignCancelPath, campaignSendPath, campaignsContract, fromWarsawInput, type Campaign, type CampaignDetail, type NewsletterList,
} from '@harmony/shared';
import { mails, newsletterCampaigns } from '../../../src/db/schema.js';
import { rows, withApp } from '../../helpers/index.js';
import { startSmtp, waitForMail, type TestSmtp } from '../../helpers/smtp.js';
import { confirmedSubscribers, createList, deliverAll, linkIn, pathOf } from './support.js';

/**
 * Campaigns (issue 28): written as drafts, queued to the list's confirmed subscribers, delivered one message each
 * with its own one-click unsubscribe (RFC 8058) and tracked links; a click counted and redirected to the original
 * address only; unsubscribed by the header's POST; the figures; scheduling, cancelling, and what a draft allows.
 */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const visitor = t.anonymous();
let smtp: TestSmtp;
let list: NewsletterList;
let tokens: Map<string, string>;

beforeAll(async () => {
  smtp = await startSmtp();
  list = await createList(admin, { name: 'Klienci sklepu' });
  tokens = await confirmedSubscribers(t, list.id, 3);
  await t.db.execute(sql`insert into newsletter_subscribers (list_id, email) values (${list.id}, 'czeka@example.pl')`);
});
afterAll(async () => { await smtp?.close(); });
beforeEach(async () => {
  await t.db.delete(newsletterCampaigns);
  await t.db.delete(mails);
  smtp.received.length = 0;
});

const CONTENT = '<p>Promocja: <a href="https://sklep.example.pl/lato?utm=news&amp;x=1">lato</a>, '
  + '<a href="https://sklep.example.pl/lato?utm=news&amp;x=1">raz jeszcze</a>, <a href="mailto:biuro@example.pl">napisz</a>, '
  + '<a href="http://blog.example.pl/">blog</a></p><script>alert(1)</script>';
const create = async (values: Record<string, unknown> = {}) => {
  const res = await admin.post(campaignsContract.path, { subject: 'Lato w sklepie', content: CONTENT, list_id: list.id, ...values });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: Campaign }).data;
};
const detail = async (id: number) => (await admin.get(campaignsContract.itemPath(id))).json() as CampaignDetail;

describe('a campaign sent', () => {
  it('goes to each confirmed subscriber with their own unsubscribe headers and tracked links, and counts what followed', async () => {
    const draft = await create();
    expect(draft).toMatchObject({ status: 'draft', list: { id: list.id, name: 'Klienci sklepu' }, recipients: 0, mail_id: null });
    expect(draft.content).not.toContain('script');

    const sent = await admin.post(campaignSendPath(draft.id));
    expect(sent.statusCode, sent.body).toBe(200);
    expect((sent.json() as { message: string }).message).toBe('Kampania czeka w kolejce do wysłania do 3 subskrybentów.');
    const queued = (sent.json() as { data: CampaignDetail }).data;
    expect(queued).toMatchObject({ status: 'sending', recipients: 3, sent: 0 });
    expect(queued.links.map((l) => l.url)).toEqual(['https://sklep.example.pl/lato?utm=news&x=1', 'http://blog.example.pl/']);
    // Queued, it is no draft: neither written nor deleted.
    expect((await admin.put(campaignsContract.itemPath(draft.id), { subject: 'Zmiana' })).statusCode).toBe(409);
    expect((await admin.delete(campaignsContract.itemPath(draft.id))).statusCode).toBe(409);

    expect(await deliverAll(t, smtp)).toMatchObject({ sent: 3, failed: 0 });
    await waitForMail(smtp, 3);
    expect(smtp.received.map((m) => m.envelope.to[0]).sort()).toEqual(['czytelnik1@example.pl', 'czytelnik2@example.pl', 'czytelnik3@example.pl']);
    const mail = smtp.received.find((m) => m.envelope.to[0] === 'czytelnik2@example.pl')!;
    const token = tokens.get('czytelnik2@example.pl')!;
    expect(mail.subject).toBe('Lato w sklepie');
    expect(mail.headers['list-unsubscribe']).toBe(`<http://localhost:3000/api/newsletter/unsubscribe/${token}?campaign=${draft.id}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const tracked = linkIn(mail, `/api/newsletter/c/${draft.id}/0/`);
    expect(tracked).toBe(`http://localhost:3000/api/newsletter/c/${draft.id}/0/${token}`);
    expect(linkIn(mail, `/api/newsletter/c/${draft.id}/1/`)).toContain(token);
    expect(linkIn(mail, 'mailto:')).toBe('mailto:biuro@example.pl');
    expect(mail.html).not.toContain('sklep.example.pl');
    expect(mail.text).toContain(tracked);

    // A click: counted, then on to the original address (twice by one reader, once by another).
    const click = await visitor.get(pathOf(tracked));
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('https://sklep.example.pl/lato?utm=news&x=1');
    await visitor.get(pathOf(tracked));
    await visitor.get(`/api/newsletter/c/${draft.id}/0/${tokens.get('czytelnik1@example.pl')}`);
    // Only the campaign's own addresses: another index is a 404, a token that is nobody's counts nothing.
    expect((await visitor.get(`/api/newsletter/c/${draft.id}/7/${token}`)).statusCode).toBe(404);
    expect((await visitor.get(`/api/newsletter/c/${draft.id}/1/${'f'.repeat(64)}`)).headers.location).toBe('http://blog.example.pl/');

    // The header's one-click POST (RFC 8058: the body a mail client sends), with the campaign it came with.
    const unsubscribe = await visitor.request('POST', pathOf(mail.headers['list-unsubscribe']!.slice(1, -1)), {
      payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsubscribe.statusCode).toBe(200);
    expect(unsubscribe.body).toContain('Wypisano z listy');
    expect(unsubscribe.headers['set-cookie']).toBeUndefined();
    const [gone] = await rows<{ status: string; unsubscribed_campaign_id: number }>(t.database,
      sql`select status, unsubscribed_campaign_id from newsletter_subscribers where email = 'czytelnik2@example.pl'`);
    expect(gone).toEqual({ status: 'unsubscribed', unsubscribed_campaign_id: draft.id });

    const figures = await detail(draft.id);
    expect(figures).toMatchObject({ status: 'sent', recipients: 3, sent: 3, failed: 0, unsubscribed: 1, clicks: 3, unique_clicks: 2 });
    expect(figures.sent_at).not.toBeNull();
    expect(figures.links).toEqual([
      { position: 0, url: 'https://sklep.example.pl/lato?utm=news&x=1', clicks: 3, unique_clicks: 2 },
      { position: 1, url: 'http://blog.example.pl/', clicks: 0, unique_clicks: 0 },
    ]);
    const listed = (await admin.get(campaignsContract.path, { query: { status: 'sent' } })).json() as { data: Campaign[] };
    expect(listed.data.map((c) => [c.id, c.sent, c.unsubscribed, c.clicks])).toEqual([[draft.id, 3, 1, 3]]);

    // Back on the list for the next test's audience.
    await t.db.execute(sql`update newsletter_subscribers set status = 'confirmed', unsubscribed_at = null, unsubscribed_campaign_id = null where email = 'czytelnik2@example.pl'`);
  });

  it('unsubscribes by the page’s button too, and by a multipart one-click POST', async () => {
    const token = tokens.get('czytelnik3@example.pl')!;
    const page = await visitor.get(`/api/newsletter/unsubscribe/${token}`, { query: { lang: 'en' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('Unsubscribe me');
    // Only showing the page unsubscribes nobody (a mail scanner opens links).
    expect((await rows(t.database, sql`select 1 from newsletter_subscribers where token = ${token} and status = 'confirmed'`)).length).toBe(1);
    const boundary = '----x';
    const res = await visitor.request('POST', `/api/newsletter/unsubscribe/${token}`, {
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(200);
    expect((await rows(t.database, sql`select 1 from newsletter_subscribers where token = ${token} and status = 'unsubscribed'`)).length).toBe(1);
    await t.db.execute(sql`update newsletter_subscribers set status = 'confirmed' where token = ${token}`);
  });
});

describe('scheduled, cancelled, refused', () => {
  it('waits for its Warsaw time, and is cancelled back to a draft while nothing went out', async () => {
    const local = '2031-05-04T10:15';
    const draft = await create({ scheduled_at: local });
    expect(draft.scheduled_at).toBe(fromWarsawInput(local));
    const sent = await admin.post(campaignSendPath(draft.id));
    expect((sent.json() as { message: string }).message).toBe('Kampania zostanie wysłana 2031-05-04 10:15 do 3 subskrybentów.');
    expect((sent.json() as { data: Campaign }).data.status).toBe('scheduled');
    expect(await deliverAll(t, smtp)).toMatchObject({ claimed: 0 });

    const cancelled = await adminEn.post(campaignCancelPath(draft.id));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ message: 'The campaign has been taken off the queue: it is a draft again.', data: { status: 'draft', mail_id: null } });
    expect((await rows(t.database, sql`select id from mails`)).length).toBe(0);
    expect((await admin.post(campaignCancelPath(draft.id))).statusCode).toBe(409);
    // A draft again: written and deleted as one.
    expect((await admin.put(campaignsContract.itemPath(draft.id), { subject: 'Jesień' })).statusCode).toBe(200);
    expect((await admin.delete(campaignsContract.itemPath(draft.id))).statusCode).toBe(200);
  });

  it('refuses bad input and a list with nobody confirmed, naming the field in both languages', async () => {
    const pl = await admin.post(campaignsContract.path, { subject: '', content: '<p>x</p>', list_id: list.id, scheduled_at: '2020-01-01T10:00' });
    expect(pl.statusCode).toBe(422);
    expect((pl.json() as { errors: object }).errors).toEqual({ subject: ['Pole temat jest wymagane'], scheduled_at: ['Pole termin wysyłki musi być datą w przyszłości'] });
    const en = await adminEn.post(campaignsContract.path, { subject: 'S', content: 'c', list_id: 999_999 });
    expect((en.json() as { errors: object }).errors).toEqual({ list_id: ['The selected list is invalid'] });
    const empty = await createList(admin);
    const draft = await create({ list_id: empty.id });
    const refused = await adminEn.post(campaignSendPath(draft.id));
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { errors: object }).errors).toEqual({ list_id: ['The list has no confirmed subscribers.'] });
    expect((await detail(draft.id)).status).toBe('draft');
    expect((await rows(t.database, sql`select id from mails`)).length).toBe(0);
  });
});
