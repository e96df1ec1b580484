import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { mails } from '../../../src/db/schema.js';
import { escapeHtml, htmlToText } from '../../../src/lib/mail/html.js';
import { enqueueMail } from '../../../src/lib/mail/queue.js';
import { deliverDueMails, MAIL_MAX_ATTEMPTS, startMailWorker } from '../../../src/lib/mail/worker.js';
import { roleIdByName, rows, withApp } from '../../helpers/index.js';
import { startSmtp, waitForMail, type TestSmtp } from '../../helpers/smtp.js';

/** The durable mail queue delivered over real SMTP, and the set-password e-mail end to end. */
const t = withApp();
let smtp: TestSmtp;
const admin = t.client('Administrator');
let kontraktorRole: number;

beforeAll(async () => {
  smtp = await startSmtp();
  kontraktorRole = await roleIdByName(t.database, 'Kontraktor');
});
afterAll(async () => {
  await smtp?.close();
});
beforeEach(async () => {
  // Each test starts with an empty queue and inbox.
  await t.database.db.delete(mails);
  smtp.received.length = 0;
  smtp.refuseNext = 0;
});

/** A one-recipient mail's row with its recipient's back-off and claim. */
const mailRow = async (id: number) => (await rows<{
  status: string; attempts: number; last_error: string | null; next_attempt_at: string | Date; sent_at: unknown; locked_until: unknown;
}>(t.database, sql`select m.status, m.attempts, m.last_error, r.next_attempt_at, m.sent_at, r.locked_until
  from mails m join mail_recipients r on r.mail_id = m.id where m.id = ${id}`))[0]!;

describe('set-password e-mail, end to end', () => {
  it('is delivered over SMTP after one tick; its link sets the password; the user signs in with it', async () => {
    const res = await admin.post('/api/users', {
      first_name: 'Zofia <b>&</b>', last_name: 'O\'Brien "Cudzysłów"', email: 'zofia@firma.pl', roles: [kontraktorRole],
    }, { query: { send_password: '1' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(smtp.received).toHaveLength(0);

    const report = await deliverDueMails(t.app.db, smtp.transport);
    expect(report).toMatchObject({ sent: 1, retried: 0, failed: 0 });
    await waitForMail(smtp, 1);
    const [mail] = smtp.received;
    expect(mail!.envelope).toEqual({ from: 'no-reply@harmony.test', to: ['zofia@firma.pl'] });
    expect(mail!.subject).toBe('Ustaw hasło do konta w 1CRM Harmony');
    // HTML with every value escaped, and a text alternative.
    expect(mail!.html).toContain('Dzień dobry, Zofia &lt;b&gt;&amp;&lt;/b&gt; O&#39;Brien &quot;Cudzysłów&quot;!');
    expect(mail!.html).not.toContain('<b>&</b>');
    expect(mail!.text).toContain('Dzień dobry, Zofia <b>&</b> O\'Brien "Cudzysłów"!');
    expect(mail!.text).toContain('Link działa tylko raz i jest ważny przez 72 godz.');
    const link = /http:\/\/localhost:3000\/ustaw-haslo\/([A-Za-z0-9_-]{43})/.exec(mail!.text);
    expect(link, mail!.text).not.toBeNull();
    expect(mail!.html).toContain(`href="${link![0]}"`);

    const row = (await rows<{ id: number }>(t.database, sql`select id from mails`))[0]!;
    expect(await mailRow(row.id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null, locked_until: null });
    expect((await mailRow(row.id)).sent_at).not.toBeNull();
    // A second tick sends nothing more.
    expect(await deliverDueMails(t.app.db, smtp.transport)).toMatchObject({ sent: 0, claimed: 0 });

    const token = link![1]!;
    const anon = t.anonymous();
    expect((await anon.get(`/api/password/token/${token}`)).json()).toEqual({ valid: true, email: 'zofia@firma.pl' });
    const set = await anon.post('/api/password/set', { token, password: 'Zofii-haslo-1', password_confirmation: 'Zofii-haslo-1' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ message: 'Hasło zostało ustawione. Możesz się teraz zalogować.' });
    const signedIn = await anon.post('/login', { email: 'zofia@firma.pl', password: 'Zofii-haslo-1' });
    expect(signedIn.statusCode).toBe(200);
    expect((await anon.get('/api/user')).json()).toMatchObject({ email: 'zofia@firma.pl', roles: ['Kontraktor'] });
    // The link is spent.
    expect((await t.anonymous().get(`/api/password/token/${token}`)).json()).toEqual({ valid: false });
  });

  it('in English when the administrator works in English', async () => {
    const adminEn = await t.signIn('Administrator', { headers: { 'x-locale': 'en' } });
    const res = await adminEn.post('/api/users', { first_name: 'Emma', last_name: 'Stone', email: 'emma@firma.pl', roles: [kontraktorRole] },
      { query: { send_password: '1' } });
    expect(res.statusCode).toBe(201);
    await deliverDueMails(t.app.db, smtp.transport);
    await waitForMail(smtp, 1);
    const [mail] = smtp.received;
    expect(mail!.subject).toBe('Set your password for 1CRM Harmony');
    expect(mail!.text).toContain('Hello Emma Stone,');
    expect(mail!.text).toMatch(/Set password \(http:\/\/localhost:3000\/en\/ustaw-haslo\/[A-Za-z0-9_-]{43}\)/);
  });
});

describe('delivery', () => {
  it('a failed attempt is retried after 1, 5, 15 and 60 minutes, then the mail is failed', async () => {
    const id = await enqueueMail(t.app.db, { to: ['ponow@firma.pl'], subject: 'Ponowienie', html: '<p>Treść</p>', kind: 'test' });
    smtp.refuseNext = 100;
    // A second ahead: the row's scheduled_at (database clock, microseconds) is then surely due.
    let now = Date.now() + 1000;
    for (const [attempt, minutes] of [[1, 1], [2, 5], [3, 15], [4, 60]] as const) {
      const report = await deliverDueMails(t.app.db, smtp.transport, { now: new Date(now) });
      expect(report, `attempt ${attempt}`).toMatchObject({ sent: 0, retried: 1, failed: 0 });
      const row = await mailRow(id);
      expect(row).toMatchObject({ status: 'queued', attempts: attempt, locked_until: null });
      expect(row.last_error).toMatch(/451/);
      expect(new Date(row.next_attempt_at).getTime()).toBe(now + minutes * 60_000);
      // Not due yet a moment before the backoff ends…
      expect((await deliverDueMails(t.app.db, smtp.transport, { now: new Date(now + minutes * 60_000 - 1000) })).claimed).toBe(0);
      now += minutes * 60_000;
    }
    const last = await deliverDueMails(t.app.db, smtp.transport, { now: new Date(now) });
    expect(last).toMatchObject({ sent: 0, retried: 0, failed: 1 });
    expect(await mailRow(id)).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    // Failed mails are never picked up again.
    expect((await deliverDueMails(t.app.db, smtp.transport, { now: new Date(now + 86_400_000) })).claimed).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('a retry that succeeds marks the mail sent', async () => {
    const id = await enqueueMail(t.app.db, { to: ['drugi.raz@firma.pl'], subject: 'Za drugim razem', html: '<p>Hej</p>', kind: 'test' });
    smtp.refuseNext = 1;
    expect(await deliverDueMails(t.app.db, smtp.transport)).toMatchObject({ retried: 1 });
    expect(await deliverDueMails(t.app.db, smtp.transport, { now: new Date(Date.now() + 61_000) })).toMatchObject({ sent: 1 });
    expect(await mailRow(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(smtp.received.map((m) => m.subject)).toEqual(['Za drugim razem']);
  });

  it('two ticks running at once never send one mail twice', async () => {
    for (let i = 0; i < 12; i++) {
      await enqueueMail(t.app.db, { to: [`rownolegle${i}@firma.pl`], subject: `Mail ${i}`, html: `<p>${i}</p>`, kind: 'test' });
    }
    const reports = await Promise.all([
      deliverDueMails(t.app.db, smtp.transport, { batchSize: 8 }),
      deliverDueMails(t.app.db, smtp.transport, { batchSize: 8 }),
      deliverDueMails(t.app.db, smtp.transport, { batchSize: 8 }),
    ]);
    const sent = reports.reduce((n, r) => n + r.sent, 0);
    // Whatever the interleaving, a later tick picks up anything left; nothing twice.
    const rest = await deliverDueMails(t.app.db, smtp.transport, { batchSize: 20 });
    expect(sent + rest.sent).toBe(12);
    await waitForMail(smtp, 12);
    const subjects = smtp.received.map((m) => m.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 12 }, (_, i) => `Mail ${i}`).sort());
    expect(new Set(subjects).size).toBe(12);
    expect(await rows(t.database, sql`select 1 from mails where status <> 'sent'`)).toEqual([]);
  });

  it('ticks running at once (instances) share one minute’s allowance: no more than the throttle between them', async () => {
    await enqueueMail(t.app.db, { to: Array.from({ length: 12 }, (_, i) => `limit${i}@firma.pl`), subject: 'Limit', html: '<p>x</p>', kind: 'test' });
    const tick = () => deliverDueMails(t.app.db, smtp.transport, { batchSize: 8, perMinute: 5 });
    const reports = await Promise.all([tick(), tick(), tick()]);
    expect(reports.reduce((n, r) => n + r.claimed, 0)).toBe(5);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(5);
    expect((await tick()).claimed).toBe(0);
    // A minute on, the rest is allowed.
    expect((await deliverDueMails(t.app.db, smtp.transport, { batchSize: 8, perMinute: 5, now: new Date(Date.now() + 61_000) })).claimed).toBe(5);
  });

  it('sends a batch over several connections at once, each recipient once, and rolls each mail up after it', async () => {
    const many = Array.from({ length: 40 }, (_, i) => `wielu${i}@firma.pl`);
    const big = await enqueueMail(t.app.db, { to: many, subject: 'Do wielu', html: '<p>x</p>', kind: 'test' });
    const small = await enqueueMail(t.app.db, { to: ['pech@firma.pl'], subject: 'Pech', html: '<p>y</p>', kind: 'test' });
    // The real transport, counting the messages on their way at once; the small mail's one refused for good.
    let onTheWay = 0;
    let most = 0;
    const counting = {
      sendMail: async (m: Parameters<TestSmtp['transport']['sendMail']>[0]) => {
        most = Math.max(most, ++onTheWay);
        try {
          if (m.subject === 'Pech') throw Object.assign(new Error('No such user'), { responseCode: 550 });
          return await smtp.transport.sendMail(m);
        } finally {
          onTheWay--;
        }
      },
    };
    await t.database.db.execute(sql`update mail_recipients set attempts = ${MAIL_MAX_ATTEMPTS - 1} where mail_id = ${small}`);
    const report = await deliverDueMails(t.app.db, counting, { batchSize: 100, connections: 4 });
    expect(report).toMatchObject({ claimed: 41, sent: 40, failed: 1, retried: 0 });
    expect(most).toBe(4);
    await waitForMail(smtp, 40);
    expect(smtp.received.map((m) => m.envelope.to[0]).sort()).toEqual([...many].sort());
    expect(await mailRow(small)).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    expect((await rows<{ status: string; attempts: number }>(t.database, sql`select status, attempts from mails where id = ${big}`))[0])
      .toEqual({ status: 'sent', attempts: 1 });
  });

  it('rolls each mail of a batch up by its own outcomes: one sent, one waiting for its retry stays queued', async () => {
    const sent = await enqueueMail(t.app.db, { to: ['doszlo@firma.pl'], subject: 'Doszło', html: '<p>x</p>', kind: 'test' });
    const later = await enqueueMail(t.app.db, { to: ['pozniej@firma.pl'], subject: 'Za chwilę', html: '<p>y</p>', kind: 'test' });
    const busy = { sendMail: async (m: Parameters<TestSmtp['transport']['sendMail']>[0]) => {
      if (m.subject === 'Za chwilę') throw Object.assign(new Error('Mailbox busy'), { responseCode: 451 });
      return smtp.transport.sendMail(m);
    } };
    expect(await deliverDueMails(t.app.db, busy, { batchSize: 10, connections: 2 })).toMatchObject({ sent: 1, retried: 1 });
    expect(await mailRow(sent)).toMatchObject({ status: 'sent' });
    expect(await mailRow(later)).toMatchObject({ status: 'queued', attempts: 1, last_error: expect.stringMatching(/451/) });
  });

  it('finishes a mail a killed worker left sending with nothing pending', async () => {
    const id = await enqueueMail(t.app.db, { to: ['a@firma.pl', 'b@firma.pl'], subject: 'Urwany', html: '<p>x</p>', kind: 'test' });
    // As a worker killed between its batch's last message and the batch's roll-up leaves it.
    await t.database.db.execute(sql`update mail_recipients set status = 'sent', sent_at = now(), attempts = 1 where mail_id = ${id}`);
    await t.database.db.execute(sql`update mails set status = 'sending' where id = ${id}`);
    expect((await deliverDueMails(t.app.db, smtp.transport)).claimed).toBe(0);
    expect(await mailRow(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('leaves mails claimed by a live worker alone, and takes over after the claim expires', async () => {
    const id = await enqueueMail(t.app.db, { to: ['zajety@firma.pl'], subject: 'Zajęty', html: '<p>x</p>', kind: 'test' });
    await t.database.db.execute(sql`update mail_recipients set status = 'sending', locked_until = now() + interval '5 minutes' where mail_id = ${id}`);
    expect((await deliverDueMails(t.app.db, smtp.transport)).claimed).toBe(0);
    expect(await deliverDueMails(t.app.db, smtp.transport, { now: new Date(Date.now() + 6 * 60_000) })).toMatchObject({ sent: 1 });
  });

  it('waits for scheduled_at', async () => {
    const id = await enqueueMail(t.app.db, {
      to: ['pozniej@firma.pl'], subject: 'Później', html: '<p>x</p>', kind: 'test', scheduledAt: new Date(Date.now() + 3600_000),
    });
    expect((await deliverDueMails(t.app.db, smtp.transport)).claimed).toBe(0);
    expect(await deliverDueMails(t.app.db, smtp.transport, { now: new Date(Date.now() + 3601_000) })).toMatchObject({ sent: 1 });
    expect((await mailRow(id)).status).toBe('sent');
  });

  it('startMailWorker delivers on its own and stops cleanly', async () => {
    await enqueueMail(t.app.db, { to: ['worker@firma.pl'], subject: 'Z workera', html: '<p>x</p>', kind: 'test' });
    const stop = startMailWorker(t.app, { intervalMs: 50, transport: smtp.transport });
    try {
      await waitForMail(smtp, 1);
      await enqueueMail(t.app.db, { to: ['worker2@firma.pl'], subject: 'Drugi z workera', html: '<p>y</p>', kind: 'test' });
      await waitForMail(smtp, 2);
    } finally {
      await stop();
    }
    expect(smtp.received.map((m) => m.subject)).toEqual(['Z workera', 'Drugi z workera']);
  });
});

describe('mail HTML helpers', () => {
  it('escape HTML and derive a readable text alternative', () => {
    expect(escapeHtml('<a href="x">O\'Neil & co</a>')).toBe('&lt;a href=&quot;x&quot;&gt;O&#39;Neil &amp; co&lt;/a&gt;');
    const html = '<html><head><title>T</title><style>p{}</style></head><body>\n  <p>Dzień   dobry,<br>świecie &amp; ty</p>'
      + '<p><a href="https://x.pl/a?b=1&amp;c=2">Kliknij</a> lub <a href="https://x.pl">https://x.pl</a></p>'
      + '<ul><li>jeden</li><li>dwa</li></ul><a href="javascript:alert(1)">zły</a></body></html>';
    expect(htmlToText(html)).toBe('Dzień dobry,\nświecie & ty\n\nKliknij (https://x.pl/a?b=1&c=2) lub https://x.pl\n\n- jeden\n\n- dwa\n\nzły');
  });
});
