import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  campaignsContract, NEWSLETTER_SUBSCRIBE_PATH, newsletterListsContract, subscribersContract, subscribersImportPath,
  type NewsletterList, type Subscriber, type SubscriberImportPreview,
} from '@harmony/shared';
import { rows, type TestClient, withApp } from '../../helpers/index.js';
import { startSmtp, waitForMail, type TestSmtp } from '../../helpers/smtp.js';
import { createList, deliverAll } from './support.js';

/**
 * Lists and subscribers (issue 28): the lists with their counts, a subscriber added by hand (pending, with the
 * confirmation mail), what a person may change of one, the export as Excel reads it, the CSV import's preview and
 * commit, and the Newsletter subject: a contractor gets 403 everywhere.
 */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const contractor = t.client('Kontraktor');
let smtp: TestSmtp;
let list: NewsletterList;

beforeAll(async () => {
  smtp = await startSmtp();
  list = await createList(admin, { name: 'Lista firmowa', description: 'Co miesiąc', lang: 'en' });
});
afterAll(async () => { await smtp?.close(); });

const upload = (client: TestClient, action: 'preview' | 'commit', content: string, listId = list.id) => {
  const boundary = '----harmonytest';
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lista.csv"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  return client.request('POST', `${subscribersImportPath}/${action}`, { query: { list_id: String(listId) }, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
};
const onList = async () => (await rows<{ email: string; status: string }>(t.database,
  sql`select email, status from newsletter_subscribers where list_id = ${list.id} order by email`));

describe('lists and subscribers', () => {
  it('adds a subscriber pending with the list’s confirmation mail; only they confirm; a person unsubscribes them', async () => {
    const res = await admin.post(subscribersContract.path, { list_id: list.id, email: 'Reczny@Example.pl', name: 'Ręczny' });
    expect(res.statusCode, res.body).toBe(201);
    const added = (res.json() as { data: Subscriber }).data;
    expect(added).toMatchObject({ email: 'reczny@example.pl', status: 'pending', lang: 'en', list_id: list.id });
    expect(added).not.toHaveProperty('token');
    await deliverAll(t, smtp);
    await waitForMail(smtp, 1);
    expect(smtp.received[0]!.subject).toBe('Confirm your subscription to “Lista firmowa”');

    const twice = await admin.post(subscribersContract.path, { list_id: list.id, email: 'reczny@example.pl' });
    expect((twice.json() as { errors: object }).errors).toEqual({ email: ['Taka wartość pola e-mail już istnieje'] });
    const confirm = await adminEn.put(subscribersContract.itemPath(added.id), { status: 'confirmed' });
    expect(confirm.statusCode).toBe(422);
    expect((confirm.json() as { errors: object }).errors).toEqual({ status: ['Only the subscriber confirms, by the link in their mail.'] });
    const gone = await admin.put(subscribersContract.itemPath(added.id), { status: 'unsubscribed', name: 'Zmieniony' });
    expect((gone.json() as { data: Subscriber }).data).toMatchObject({ status: 'unsubscribed', name: 'Zmieniony' });
    expect((gone.json() as { data: Subscriber }).data.unsubscribed_at).not.toBeNull();

    const lists = (await admin.get(newsletterListsContract.path, { query: { search: 'firmowa' } })).json() as { data: NewsletterList[] };
    expect(lists.data).toEqual([expect.objectContaining({ id: list.id, subscribers_count: 0, pending_count: 0, unsubscribed_count: 1 })]);
    const filtered = (await admin.get(subscribersContract.path, { query: { list_id: String(list.id), status: 'unsubscribed', search: 'recz' } })).json() as { data: Subscriber[] };
    expect(filtered.data.map((s) => s.email)).toEqual(['reczny@example.pl']);
  });

  it('exports the list’s subscribers as Excel reads them: BOM, semicolons, CRLF, headers in the reader’s language', async () => {
    const res = await adminEn.get(`${subscribersContract.path}/export.csv`, { query: { list_id: String(list.id) } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFFID;list;e-mail;name;status;language;')).toBe(true);
    expect(res.body).toContain('\r\n');
    expect(res.body).toContain(';reczny@example.pl;Zmieniony;unsubscribed;');
    expect(res.body).not.toMatch(/[0-9a-f]{64}/);
  });

  it('imports a CSV: the preview names each problem on its row, a refused commit stores nothing, a good one adds and mails', async () => {
    const before = (await onList()).length;
    const bad = 'E-mail;Imię i nazwisko\r\nnowy1@example.pl;Nowy Jeden\r\nzly-adres;Zły\r\nNOWY1@example.pl;Dubel\r\nreczny@example.pl;Już jest\r\n';
    const preview = await upload(admin, 'preview', bad);
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json() as SubscriberImportPreview;
    expect(body).toMatchObject({ valid: 2, invalid: 2 });
    expect(body.rows.map((r) => [r.line, r.action, r.errors])).toEqual([
      [2, 'add', {}],
      [3, 'add', { email: ['Pole e-mail musi być poprawnym adresem email'] }],
      [4, 'add', { email: ['Ten adres jest już w wierszu 2 pliku.'] }],
      [5, 'skip', {}],
    ]);
    const refused = await upload(adminEn, 'commit', bad);
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { message: string; errors: object }).message).toBe('Nothing was imported: fix the errors in 2 rows.');
    expect(Object.keys((refused.json() as { errors: object }).errors)).toEqual(['rows.3.email', 'rows.4.email']);
    expect((await onList()).length).toBe(before);

    smtp.received.length = 0;
    const good = 'Email,Name\r\nnowy1@example.pl,Nowy Jeden\r\nnowy2@example.pl,Nowa Dwa\r\nreczny@example.pl,Już jest\r\n';
    const committed = await upload(admin, 'commit', good);
    expect(committed.statusCode, committed.body).toBe(201);
    expect(committed.json()).toMatchObject({ created: 2, skipped: 1, message: 'Dodano 2 subskrybentów; każdy dostał link potwierdzający zapis.' });
    expect(await onList()).toEqual([
      { email: 'nowy1@example.pl', status: 'pending' }, { email: 'nowy2@example.pl', status: 'pending' }, { email: 'reczny@example.pl', status: 'unsubscribed' },
    ]);
    await deliverAll(t, smtp);
    await waitForMail(smtp, 2);
    expect(smtp.received.map((m) => m.envelope.to[0]).sort()).toEqual(['nowy1@example.pl', 'nowy2@example.pl']);
    const [one, two] = smtp.received.map((m) => /confirm\/([0-9a-f]{64})/.exec(m.html)![1]);
    expect(one).not.toBe(two);

    const noFile = await upload(admin, 'preview', 'Nazwa\r\nx\r\n');
    expect((noFile.json() as { errors: object }).errors).toEqual({ file: ['W pliku brakuje kolumn: E-mail.'] });
  });

  it('deletes a list with its subscribers, but not one with campaigns', async () => {
    const doomed = await createList(admin, { name: 'Do usunięcia' });
    await t.db.execute(sql`insert into newsletter_subscribers (list_id, email) values (${doomed.id}, 'x@example.pl')`);
    const kept = await createList(admin, { name: 'Z kampanią' });
    await admin.post(campaignsContract.path, { subject: 'S', content: '<p>c</p>', list_id: kept.id });
    expect((await admin.delete(newsletterListsContract.itemPath(kept.id))).json()).toMatchObject({ message: 'Ta lista ma kampanie: usuń je najpierw.' });
    const res = await admin.delete(newsletterListsContract.itemPath(doomed.id));
    expect(res.statusCode).toBe(200);
    expect((await rows(t.database, sql`select 1 from newsletter_subscribers where list_id = ${doomed.id}`)).length).toBe(0);
    const duplicate = await admin.post(newsletterListsContract.path, { name: 'Z kampanią', welcome_content: '<p>Hej</p>' });
    expect(Object.keys((duplicate.json() as { errors: object }).errors).sort()).toEqual(['welcome_subject']);
  });
});

describe('the Newsletter subject', () => {
  it('is the administrators’: a contractor gets 403 and changes nothing, a stranger may only subscribe', async () => {
    for (const [method, url] of [
      ['GET', newsletterListsContract.path], ['POST', newsletterListsContract.path], ['GET', subscribersContract.path],
      ['POST', subscribersContract.path], ['GET', campaignsContract.path], ['POST', `${subscribersImportPath}/preview`],
    ] as const) {
      expect((await contractor.request(method, url, { body: {} })).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.anonymous().get(subscribersContract.path)).statusCode).toBe(401);
    expect((await t.anonymous().post(NEWSLETTER_SUBSCRIBE_PATH, { list_id: list.id, email: 'obcy@example.pl' })).statusCode).toBe(202);
  });
});
