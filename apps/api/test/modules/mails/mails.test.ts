import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  fromWarsawInput, MAIL_RECIPIENT_SEARCH_PATH, mailRetryPath, MAILS_QUEUE_PATH, MAILS_SEND_PATH, mailsContract, type Mail, type MailDetail,
} from '@harmony/shared';
import { mails, newsletterLists, newsletterSubscribers, settings } from '../../../src/db/schema.js';
import { deliverDueMails } from '../../../src/lib/mail/worker.js';
import { enqueueMail } from '../../../src/lib/mail/index.js';
import { seedMails } from '../../../src/db/seed/messaging/mails.js';
import { rows, withApp } from '../../helpers/index.js';
import { startSmtp, waitForMail, type TestSmtp } from '../../helpers/smtp.js';
import { multipart, PDF, uploadTo } from '../files/support.js';

/**
 * Mail (issue 28): the seed's calls — a multipart send, the outbox and the sent list, one mail as an array, a
 * delete — with one message per recipient delivered over real SMTP, bad input refused whole in both languages,
 * a queued mail changed or cancelled, retries, and the throttle.
 */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const contractor = t.client('Kontraktor');
let smtp: TestSmtp;

beforeAll(async () => { smtp = await startSmtp(); });
afterAll(async () => { await smtp?.close(); });
beforeEach(async () => {
  await t.db.delete(mails);
  await t.db.delete(settings).where(sql`key = 'mailsPerMinute'`);
  smtp.received.length = 0;
  smtp.refuseNext = 0;
});

const form = (fields: Record<string, string>) => multipart(Object.entries(fields).map(([name, value]) => ({ name, value })));
const send = (fields: Record<string, string>, client = admin) => client.request('POST', MAILS_SEND_PATH, form(fields));
const detail = async (id: number) => ((await admin.get(mailsContract.itemPath(id))).json() as MailDetail[])[0]!;
const deliver = (opts: Parameters<typeof deliverDueMails>[2] = {}) => deliverDueMails(t.app.db, smtp.transport, opts);
const mailCount = async () => (await rows<{ n: number }>(t.database, sql`select count(*)::int as n from mails`))[0]!.n;

describe('POST /api/mails/send, the outbox and the sent mail', () => {
  it('queues a multipart mail, sends each recipient a message of its own with HTML and text, and lists it as sent', async () => {
    const res = await send({ emails: 'Anna@Firma.pl; bartek@firma.pl\nanna@firma.pl', subject: 'Oferta na grudzień', content: '<p>Dzień dobry <b>Państwu</b></p><script>alert(1)</script>', scheduledAt: '' });
    expect(res.statusCode, res.body).toBe(201);
    const { id, message, data } = res.json() as { id: number; message: string; data: Mail };
    expect(message).toBe('Mail czeka w kolejce do wysłania.');
    expect(data).toMatchObject({ id, emails: ['anna@firma.pl', 'bartek@firma.pl'], status: 'queued', recipients_count: 2, sent_count: 0, kind: 'user' });
    expect(data.content).not.toContain('script');
    const outbox = (await admin.get(MAILS_QUEUE_PATH)).json() as { data: Mail[] };
    expect(outbox.data.map((m) => m.id)).toEqual([id]);
    expect(((await admin.get(mailsContract.path)).json() as { data: Mail[] }).data).toEqual([]);

    expect(await deliver()).toMatchObject({ sent: 2, failed: 0, retried: 0 });
    await waitForMail(smtp, 2);
    expect(smtp.received.map((m) => m.envelope.to)).toEqual([['anna@firma.pl'], ['bartek@firma.pl']]);
    for (const mail of smtp.received) {
      expect(mail.subject).toBe('Oferta na grudzień');
      expect(mail.html).toContain('<strong>Państwu</strong>');
      expect(mail.html).not.toContain('alert');
      expect(mail.text).toBe('Dzień dobry Państwu');
      expect(mail.headers['message-id']).toMatch(new RegExp(`^<mail-${id}-\\d+@harmony\\.local>$`));
    }
    expect(new Set(smtp.received.map((m) => m.headers['message-id'])).size).toBe(2);

    const sent = await detail(id);
    expect(sent).toMatchObject({ status: 'sent', sent_count: 2, failed_count: 0 });
    expect(sent.sent_at).not.toBeNull();
    expect(sent.recipients.map((r) => [r.email, r.status, r.attempts])).toEqual([['anna@firma.pl', 'sent', 1], ['bartek@firma.pl', 'sent', 1]]);
    expect(((await admin.get(mailsContract.path)).json() as { data: Mail[] }).data.map((m) => m.id)).toEqual([id]);
    expect(((await admin.get(MAILS_QUEUE_PATH)).json() as { data: Mail[] }).data).toEqual([]);
    // Its status asked for: the outbox shows what it is asked for.
    expect(((await admin.get(MAILS_QUEUE_PATH, { query: { status: 'sent' } })).json() as { data: Mail[] }).data.map((m) => m.id)).toEqual([id]);
  });

  it('reads scheduledAt on the Warsaw clock and waits for it; JSON works as the form data does', async () => {
    const local = '2031-07-01T09:30';
    const res = await admin.post(MAILS_SEND_PATH, { emails: ['lipiec@firma.pl'], subject: 'Lato', content: '<p>x</p>', scheduledAt: local });
    expect(res.statusCode, res.body).toBe(201);
    const { data, message } = res.json() as { data: Mail; message: string };
    expect(data.scheduledAt).toBe('2031-07-01T07:30:00.000Z');
    expect(data.scheduledAt).toBe(fromWarsawInput(local));
    expect(message).toBe('Mail zostanie wysłany 2031-07-01 09:30.');
    expect((await deliver()).claimed).toBe(0);
    expect(await deliver({ now: new Date('2031-07-01T07:30:01Z') })).toMatchObject({ sent: 1 });
  });

  it('the address book finds users, customers and contacts by name or address, and newsletter lists by name', async () => {
    const found = (await admin.get(MAIL_RECIPIENT_SEARCH_PATH, { query: { search: 'demo.local' } })).json() as { source: string; email: string }[];
    expect(found.some((r) => r.source === 'users' && r.email === 'admin@demo.local')).toBe(true);
    const none = (await admin.get(MAIL_RECIPIENT_SEARCH_PATH, { query: { search: 'nikt-taki-%_' } })).json();
    expect(none).toEqual([]);
    // A newsletter list by its name: its confirmed subscribers, not the pending ones.
    const [list] = await t.db.insert(newsletterLists).values({ name: 'Klienci VIP' }).returning({ id: newsletterLists.id });
    await t.db.insert(newsletterSubscribers).values([
      { listId: list!.id, email: 'vip1@firma.pl', status: 'confirmed' }, { listId: list!.id, email: 'vip2@firma.pl', status: 'confirmed' },
      { listId: list!.id, email: 'czeka@firma.pl', status: 'pending' },
    ]);
    const lists = (await admin.get(MAIL_RECIPIENT_SEARCH_PATH, { query: { search: 'VIP' } })).json();
    expect(lists).toEqual([{ source: 'lists', name: 'Klienci VIP', email: '', emails: ['vip1@firma.pl', 'vip2@firma.pl'] }]);
  });

  it('is the administrators’: a contractor may neither send nor read', async () => {
    expect((await send({ emails: 'x@firma.pl', subject: 'S', content: 'c' }, contractor)).statusCode).toBe(403);
    expect((await contractor.get(MAILS_QUEUE_PATH)).statusCode).toBe(403);
    expect(await mailCount()).toBe(0);
  });
});

describe('bad input: a 422 naming the field, nothing queued', () => {
  it('an invalid address among many, a past or unparseable time, an empty subject', async () => {
    const res = await send({ emails: 'dobry@firma.pl, zly@, drugi.dobry@firma.pl, bez-malpy', subject: '', content: '<p>x</p>', scheduledAt: '2020-01-01T10:00' });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json() as { errors: Record<string, string[]> };
    expect(errors.emails).toEqual(['Pole adresaci zawiera niepoprawne adresy email: zly@ bez-malpy']);
    expect(errors.subject).toEqual(['Pole temat jest wymagane']);
    expect(errors.scheduledAt).toEqual(['Pole termin wysyłki musi być datą w przyszłości']);
    const en = await adminEn.request('POST', MAILS_SEND_PATH, form({ emails: 'ok@firma.pl', subject: 'S', content: 'c', scheduledAt: 'jutro rano' }));
    expect(en.statusCode).toBe(422);
    expect((en.json() as { errors: Record<string, string[]> }).errors).toEqual({ scheduledAt: ['The send time is not a valid date'] });
    const empty = await adminEn.request('POST', MAILS_SEND_PATH, form({ emails: ' ', subject: 'S', content: 'c' }));
    expect((empty.json() as { errors: Record<string, string[]> }).errors.emails).toEqual(['The recipients field is required']);
    expect(await mailCount()).toBe(0);
  });

  it('attachments: a library file goes along; a missing one or too much together is refused', async () => {
    const up = await uploadTo(admin, [{ name: 'oferta.pdf', content: PDF, type: 'application/pdf' }]);
    expect(up.statusCode, up.body).toBe(201);
    const fileId = (up.json() as { data: { id: number }[] }).data[0]!.id;
    const missing = await send({ emails: 'a@firma.pl', subject: 'S', content: 'c', attachments: String(fileId + 100_000) });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys((missing.json() as { errors: object }).errors)).toEqual(['attachments']);
    await t.database.db.execute(sql`update files set size = 16 * 1024 * 1024 where id = ${fileId}`);
    const big = await send({ emails: 'a@firma.pl', subject: 'S', content: 'c', attachments: String(fileId) });
    expect((big.json() as { errors: Record<string, string[]> }).errors.attachments).toEqual(['Plik załączniki nie może być większy niż 15 MB']);
    expect(await mailCount()).toBe(0);
    await t.database.db.execute(sql`update files set size = ${PDF.length} where id = ${fileId}`);

    const ok = await send({ emails: 'z.zalacznikiem@firma.pl', subject: 'Z załącznikiem', content: '<p>W załączniku</p>', attachments: String(fileId) });
    expect(ok.statusCode, ok.body).toBe(201);
    expect((ok.json() as { data: Mail }).data.attachments).toEqual([{ id: fileId, name: 'oferta.pdf', size: PDF.length, mime: 'application/pdf' }]);
    const storage = new (await import('../../../src/lib/files/storage.js')).FileStorage(t.app.config.filesDir);
    expect(await deliver({ storage })).toMatchObject({ sent: 1 });
    await waitForMail(smtp, 1);
    expect(smtp.received[0]!.raw).toMatch(/Content-Disposition: attachment; filename=oferta\.pdf/i);
  });
});

describe('a queued mail changed, cancelled, retried', () => {
  it('is edited while queued, then no more once a message has gone', async () => {
    const { id } = (await send({ emails: 'stary@firma.pl', subject: 'Stary temat', content: '<p>a</p>', scheduledAt: '2031-01-01T10:00' })).json() as { id: number };
    const edited = await admin.put(mailsContract.itemPath(id), { emails: 'nowy@firma.pl, drugi@firma.pl', subject: 'Nowy temat', content: '<p>b</p>', scheduledAt: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as { data: Mail }).data).toMatchObject({ subject: 'Nowy temat', emails: ['nowy@firma.pl', 'drugi@firma.pl'], recipients_count: 2 });
    expect(await deliver({ batchSize: 1 })).toMatchObject({ sent: 1 });
    expect((await detail(id)).status).toBe('sending');
    const late = await admin.put(mailsContract.itemPath(id), { emails: 'inny@firma.pl', subject: 'Za późno', content: '<p>c</p>' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: 'Ten mail jest już wysyłany lub wysłany: nie można go zmienić.' });
    await deliver();
    expect(smtp.received.map((m) => [m.envelope.to[0], m.subject])).toEqual([['nowy@firma.pl', 'Nowy temat'], ['drugi@firma.pl', 'Nowy temat']]);
  });

  it('is cancelled by DELETE and never sent; a message being sent holds it', async () => {
    const { id } = (await send({ emails: 'anulowany@firma.pl', subject: 'Anulowany', content: '<p>a</p>' })).json() as { id: number };
    const cancelled = await admin.delete(mailsContract.itemPath(id));
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ message: 'Wysyłka maila została anulowana.' });
    expect((await admin.get(mailsContract.itemPath(id))).statusCode).toBe(404);
    expect((await deliver()).claimed).toBe(0);

    const held = (await send({ emails: 'w-trakcie@firma.pl', subject: 'W trakcie', content: '<p>a</p>' })).json() as { id: number };
    await t.database.db.execute(sql`update mail_recipients set status = 'sending', locked_until = now() + interval '5 minutes' where mail_id = ${held.id}`);
    expect((await admin.delete(mailsContract.itemPath(held.id))).statusCode).toBe(409);
    expect(smtp.received).toEqual([]);
  });

  it('a batch held for half its lock by a stalled server gives its unsent rest back, untried, for the next tick', async () => {
    const { id } = (await send({ emails: 'wolny@firma.pl, nastepny@firma.pl', subject: 'Powoli', content: '<p>a</p>' })).json() as { id: number };
    const report = await deliverDueMails(t.app.db, {
      sendMail: async (m) => {
        await new Promise((r) => setTimeout(r, 150));
        return smtp.transport.sendMail(m);
      },
    }, { lockMs: 200 });
    expect(report).toMatchObject({ claimed: 2, sent: 1 });
    const rest = (await t.database.db.execute(sql`select status, attempts, locked_until from mail_recipients where mail_id = ${id} and email = 'nastepny@firma.pl'`)) as unknown as { rows: Record<string, unknown>[] };
    expect(rest.rows[0]).toMatchObject({ status: 'queued', attempts: 0, locked_until: null });
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(smtp.received.map((m) => m.envelope.to[0])).toEqual(['wolny@firma.pl', 'nastepny@firma.pl']);
  });

  it('a failed recipient is retried on demand; the others stay sent', async () => {
    const { id } = (await send({ emails: 'pierwszy@firma.pl, drugi@firma.pl', subject: 'Ponów', content: '<p>a</p>' })).json() as { id: number };
    await t.database.db.execute(sql`update mail_recipients set attempts = 4 where mail_id = ${id} and email = ${'drugi@firma.pl'}`);
    smtp.refuseNext = 0;
    // The first goes; the second is refused on its fifth attempt: failed for good.
    const report = await deliverDueMails(t.app.db, {
      sendMail: (m) => (m.to[0] === 'drugi@firma.pl' ? Promise.reject(Object.assign(new Error('Mailbox full'), { responseCode: 552 })) : smtp.transport.sendMail(m)),
    });
    expect(report).toMatchObject({ sent: 1, failed: 1 });
    const failed = await detail(id);
    expect(failed).toMatchObject({ status: 'failed', sent_count: 1, failed_count: 1 });
    expect(failed.last_error).toMatch(/552 Mailbox full/);
    expect(((await admin.get(mailsContract.path, { query: { status: 'failed' } })).json() as { data: Mail[] }).data.map((m) => m.id)).toEqual([id]);
    const retried = await admin.post(mailRetryPath(id));
    expect(retried.statusCode, retried.body).toBe(200);
    expect((retried.json() as { data: Mail }).data).toMatchObject({ status: 'sending', failed_count: 0, sent_count: 1 });
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect((await detail(id)).status).toBe('sent');
    expect(smtp.received.map((m) => m.envelope.to[0])).toEqual(['pierwszy@firma.pl', 'drugi@firma.pl']);
    expect((await admin.post(mailRetryPath(id))).statusCode).toBe(409);
  });
});

describe('a mailing list’s mail', () => {
  it('puts each recipient’s token in the content and the one-click unsubscribe headers (RFC 8058)', async () => {
    const id = await enqueueMail(t.db, { to: ['a@lista.pl', 'b@lista.pl'], subject: 'Nowości', html: '<p><a href="https://x.pl/k/{{recipient_token}}">Czytaj</a></p>', kind: 'campaign' });
    await t.database.db.execute(sql`update mails set unsubscribe_url = 'https://app.pl/api/newsletter/unsubscribe/{{recipient_token}}' where id = ${id}`);
    await t.database.db.execute(sql`update mail_recipients set token = 'tok-' || split_part(email, '@', 1) where mail_id = ${id}`);
    expect(await deliver()).toMatchObject({ sent: 2 });
    await waitForMail(smtp, 2);
    const [a, b] = smtp.received;
    expect(a!.html).toContain('https://x.pl/k/tok-a');
    expect(a!.text).toContain('https://x.pl/k/tok-a');
    expect(b!.html).toContain('https://x.pl/k/tok-b');
    expect(a!.headers['list-unsubscribe']).toBe('<https://app.pl/api/newsletter/unsubscribe/tok-a>');
    expect(a!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(b!.headers['list-unsubscribe']).toBe('<https://app.pl/api/newsletter/unsubscribe/tok-b>');
  });
});

describe('the throttle', () => {
  it('sends no more a minute than the setting allows, the rest the next minute', async () => {
    await t.db.insert(settings).values({ key: 'mailsPerMinute', value: '3' });
    await send({ emails: 'a1@firma.pl a2@firma.pl a3@firma.pl a4@firma.pl a5@firma.pl', subject: 'Po trzy', content: '<p>a</p>' });
    expect(await deliver()).toMatchObject({ sent: 3, throttled: true });
    expect(await deliver()).toMatchObject({ claimed: 0, throttled: true });
    expect(await deliver({ now: new Date(Date.now() + 61_000) })).toMatchObject({ sent: 2, throttled: false });
    expect(smtp.received).toHaveLength(5);
    const bad = await admin.put('/api/settings', { settings: [...(((await admin.get('/api/settings')).json() as { data: { key: string; value: string }[] }).data
      .map((s) => (s.key === 'mailsPerMinute' ? { ...s, value: '0' } : s)))] });
    expect(bad.statusCode).toBe(422);
  });
});

describe('the demo mail', () => {
  it('is 20 sent mails and 3 queued ones, as the lists show them', async () => {
    await seedMails(t.db, { now: new Date('2026-11-20T10:00:00Z') });
    const list = async (path: string) => ((await admin.get(path, { query: { per_page: '100' } })).json() as { data: Mail[] }).data;
    const sent = await list(mailsContract.path);
    expect(sent).toHaveLength(20);
    expect(sent.every((m) => m.status === 'sent' && m.sent_count === m.recipients_count && m.recipients_count >= 1)).toBe(true);
    const queued = await list(MAILS_QUEUE_PATH);
    expect(queued.map((m) => m.status)).toEqual(['queued', 'queued', 'queued']);
    // Queued for the coming weeks: nothing is due now.
    expect((await deliver({ now: new Date('2026-11-20T10:00:00Z') })).claimed).toBe(0);
  });
});
