import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { NEWSLETTER_SUBSCRIBE_PATH, newsletterPreferencesPath, type NewsletterList } from '@harmony/shared';
import { mails } from '../../../src/db/schema.js';
import { rows, withApp } from '../../helpers/index.js';
import { startSmtp, waitForMail, type TestSmtp } from '../../helpers/smtp.js';
import { createList, deliverAll, linkIn, pathOf } from './support.js';

/**
 * The subscriber's side (issue 28): subscribe with no sign-in (one answer for any address), the confirmation mail
 * and its link (double opt-in), the list's welcome mail, bad input refused in both languages, the preferences page.
 */
const t = withApp();
const admin = t.client('Administrator');
const visitor = t.anonymous();
let smtp: TestSmtp;
let list: NewsletterList;

beforeAll(async () => {
  smtp = await startSmtp();
  list = await createList(admin, { name: 'Nowości agencji', welcome_subject: 'Witamy na liście', welcome_content: '<p>Miło nam!</p>' });
});
afterAll(async () => { await smtp?.close(); });
beforeEach(async () => {
  await t.db.delete(mails);
  smtp.received.length = 0;
});

const subscribe = (body: Record<string, unknown>, lang = 'pl') => visitor.post(NEWSLETTER_SUBSCRIBE_PATH, body, { query: { lang } });
const statusOf = async (email: string) => (await rows<{ status: string }>(t.database, sql`select status from newsletter_subscribers where email = ${email}`))[0]?.status;

describe('subscribe and confirm (double opt-in)', () => {
  it('adds the address pending, mails the link; the link confirms it and the welcome mail follows', async () => {
    const res = await subscribe({ list_id: list.id, email: 'Ala@Example.pl', name: 'Ala' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ message: 'Dziękujemy! Jeśli adres nie był jeszcze na liście, wysłaliśmy na niego link potwierdzający zapis.' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await statusOf('ala@example.pl')).toBe('pending');

    await deliverAll(t, smtp);
    await waitForMail(smtp, 1);
    const [confirmation] = smtp.received;
    expect(confirmation!.envelope.to).toEqual(['ala@example.pl']);
    expect(confirmation!.subject).toBe('Potwierdź zapis na listę „Nowości agencji”');
    expect(confirmation!.headers['list-unsubscribe']).toBeUndefined();
    const link = linkIn(confirmation!, '/api/newsletter/confirm/');
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/newsletter\/confirm\/[0-9a-f]{64}\?lang=pl$/);
    expect(confirmation!.text).toContain(link);

    const page = await visitor.get(pathOf(link));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Zapis potwierdzony');
    expect(page.body).toContain('ala@example.pl');
    expect(page.body).not.toMatch(/<script|https?:\/\/(?!localhost)/);
    expect(await statusOf('ala@example.pl')).toBe('confirmed');

    await deliverAll(t, smtp);
    await waitForMail(smtp, 2);
    const welcome = smtp.received[1]!;
    expect(welcome.subject).toBe('Witamy na liście');
    expect(welcome.html).toContain('<p>Miło nam!</p>');
    const token = /confirm\/([0-9a-f]{64})/.exec(link)![1]!;
    expect(welcome.headers['list-unsubscribe']).toBe(`<http://localhost:3000/api/newsletter/unsubscribe/${token}>`);
    expect(welcome.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The link again: the same page, no second welcome.
    expect((await visitor.get(pathOf(link))).body).toContain('Zapis potwierdzony');
    expect(await deliverAll(t, smtp)).toMatchObject({ claimed: 0 });
  });

  it('answers a known address exactly as a new one, and mails nobody twice within the hour', async () => {
    const first = await subscribe({ list_id: list.id, email: 'znany@example.pl' });
    const again = await subscribe({ list_id: list.id, email: 'znany@example.pl' });
    await t.db.execute(sql`update newsletter_subscribers set status = 'confirmed' where email = 'znany@example.pl'`);
    const confirmed = await subscribe({ list_id: list.id, email: 'znany@example.pl' });
    for (const res of [again, confirmed]) {
      expect(res.statusCode).toBe(first.statusCode);
      expect(res.body).toBe(first.body);
    }
    await deliverAll(t, smtp);
    expect(smtp.received.map((m) => m.envelope.to[0])).toEqual(['znany@example.pl']);
    expect(await statusOf('znany@example.pl')).toBe('confirmed');
  });

  it('takes a sign-up from a website on another origin: the preflight allows it, and the answer (a 422 too) may be read', async () => {
    const origin = { origin: 'https://klient.example.pl' };
    const preflight = await visitor.request('OPTIONS', NEWSLETTER_SUBSCRIBE_PATH, {
      csrf: false, headers: { ...origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toBe('POST');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('content-type');
    const ok = await visitor.post(NEWSLETTER_SUBSCRIBE_PATH, { list_id: list.id, email: 'strona@example.pl', name: 'Strona' }, { query: { lang: 'pl' }, headers: origin });
    expect(ok.statusCode).toBe(202);
    expect(ok.headers['access-control-allow-origin']).toBe('*');
    const bad = await visitor.post(NEWSLETTER_SUBSCRIBE_PATH, { list_id: list.id, email: 'nie-adres' }, { query: { lang: 'en' }, headers: origin });
    expect(bad.statusCode).toBe(422);
    expect(bad.headers['access-control-allow-origin']).toBe('*');
    expect(Object.keys(bad.json().errors)).toContain('email');
  });

  it('refuses bad input with a 422 naming the field, in Polish and in English, and stores nothing', async () => {
    const pl = await subscribe({ list_id: list.id, email: 'to-nie-adres' });
    expect(pl.statusCode).toBe(422);
    expect((pl.json() as { errors: object }).errors).toEqual({ email: ['Pole e-mail musi być poprawnym adresem email'] });
    const en = await subscribe({ list_id: 999_999, email: '' }, 'en');
    expect(en.statusCode).toBe(422);
    expect((en.json() as { errors: Record<string, string[]> }).errors.email![0]).toBe('The e-mail field is required');
    const noList = await subscribe({ list_id: 999_999, email: 'ok@example.pl' }, 'en');
    expect((noList.json() as { errors: object }).errors).toEqual({ list_id: ['The selected list is invalid'] });
    expect(await statusOf('to-nie-adres')).toBeUndefined();
    expect(await statusOf('ok@example.pl')).toBeUndefined();
    expect((await rows(t.database, sql`select id from mails`)).length).toBe(0);
  });

  it('shows an invalid link’s page for a token that is nobody’s, in the asked language', async () => {
    const res = await visitor.get(`/api/newsletter/confirm/${'a'.repeat(64)}`, { query: { lang: 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Invalid link');
    expect((await visitor.get('/api/newsletter/unsubscribe/krotki')).body).toContain('Nieważny link');
  });
});

describe('the preferences page', () => {
  it('lists the address’s lists and keeps it on the ticked ones only', async () => {
    const other = await createList(admin, { name: 'Oferty specjalne', lang: 'en' });
    await t.db.execute(sql`insert into newsletter_subscribers (list_id, email, status) values
      (${list.id}, 'prefs@example.pl', 'confirmed'), (${other.id}, 'prefs@example.pl', 'unsubscribed')`);
    const [{ token }] = await rows<{ token: string }>(t.database, sql`select token from newsletter_subscribers where email = 'prefs@example.pl' and list_id = ${list.id}`) as [{ token: string }];
    const page = await visitor.get(newsletterPreferencesPath(token));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Ustawienia subskrypcji');
    expect(page.body).toMatch(new RegExp(`value="${list.id}" checked> Nowości agencji`));
    expect(page.body).toMatch(new RegExp(`value="${other.id}"> Oferty specjalne`));

    const saved = await visitor.request('POST', `${newsletterPreferencesPath(token)}?lang=en`, {
      payload: `sent=1&list=${other.id}`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain('Your subscription settings have been saved.');
    const statuses = await rows<{ list_id: number; status: string }>(t.database, sql`select list_id, status from newsletter_subscribers where email = 'prefs@example.pl' order by list_id`);
    expect(statuses).toEqual([{ list_id: list.id, status: 'unsubscribed' }, { list_id: other.id, status: 'confirmed' }]);
  });
});
