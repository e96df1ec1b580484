import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageRepliesPath, messagesContract, messagesUnreadPath, type InboxMessage, type InboxMessageDetail } from '@harmony/shared';
import { deliverDueMails } from '../../../src/lib/mail/worker.js';
import { userIdByEmail, withApp } from '../../helpers/index.js';
import { startSmtp, waitForMail, type TestSmtp } from '../../helpers/smtp.js';
import { CONTACT, formUuid, seedDemoForms, submitJson } from '../public-forms/support.js';

/** The messages inbox (issue 27): read and unread, assignee, status, a reply through the mail queue kept in the thread. */
const t = withApp();
const visitor = t.anonymous();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const lider = t.client('Lider');
const { path, itemPath } = messagesContract;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  await seedDemoForms(t.database);
  const uuid = await formUuid(t.database, 'Kontakt');
  expect((await submitJson(visitor, uuid, CONTACT)).statusCode).toBe(201);
  expect((await submitJson(visitor, uuid, { ...CONTACT, imie_nazwisko: 'John Smith', email: 'john@example.com' }, { lang: 'en' })).statusCode).toBe(201);
});
afterAll(() => smtp?.close());

const messages = async (query: Record<string, string> = {}) => (await admin.get(path, { query })).json().data as InboxMessage[];

describe(path, () => {
  it('lists the contact form’s messages, unread first counted; reading one and assigning it', async () => {
    expect((await admin.get(messagesUnreadPath)).json()).toEqual({ count: 2 });
    const [john, zaz] = await messages();
    expect(john).toMatchObject({ sender_name: 'John Smith', sender_email: 'john@example.com', status: 'new', read: false, assigned_to: null, form: { name: 'Kontakt' } });
    const me = await userIdByEmail(t.database, 'admin@demo.local');
    const put = await admin.put(itemPath(zaz!.id), { read: true, assigned_to_id: me, status: 'in_progress' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ read: true, status: 'in_progress', assigned_to: { id: me } });
    expect((await messages({ read: 'false' })).map((m) => m.id)).toEqual([john!.id]);
    expect((await messages({ assigned: 'me' })).map((m) => m.id)).toEqual([zaz!.id]);
    expect((await messages({ status: 'in_progress' })).map((m) => m.id)).toEqual([zaz!.id]);
    expect((await admin.get(messagesUnreadPath)).json()).toEqual({ count: 1 });
    const bad = await admin.put(itemPath(zaz!.id), { assigned_to_id: 999_999, status: 'zamknięta' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['status']);
    expect((await admin.put(itemPath(zaz!.id), { assigned_to_id: 999_999 })).statusCode).toBe(422);
    expect((await lider.get(path)).statusCode).toBe(403);
  });

  it('shows one message with its fields in the reader’s language; a reply goes out over SMTP and stays in the thread', async () => {
    const [john] = await messages({ search: 'john@' });
    const detail = (await adminEn.get(itemPath(john!.id))).json() as InboxMessageDetail;
    expect(detail.fields.find((f) => f.key === 'imie_nazwisko')).toEqual({ key: 'imie_nazwisko', label: 'Full name', value: 'John Smith' });
    const sent = await admin.post(messageRepliesPath(john!.id), { body: 'Dzień dobry,\nodpiszemy jutro <b>rano</b>.' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toBe('Odpowiedź dodana do kolejki wysyłki');
    await deliverDueMails(t.app.db, smtp.transport);
    await waitForMail(smtp, 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.envelope.to).toEqual(['john@example.com']);
    // The person wrote in English: the subject is English.
    expect(mail.subject).toBe('Re: Kontakt');
    expect(mail.headers['reply-to']).toContain('admin@demo.local');
    expect(mail.html).toContain('odpiszemy jutro &lt;b&gt;rano&lt;/b&gt;.');
    const after = (await admin.get(itemPath(john!.id))).json() as InboxMessageDetail;
    expect(after).toMatchObject({ status: 'in_progress', read: true, replies_count: 1 });
    expect(after.replies).toEqual([expect.objectContaining({ body: 'Dzień dobry,\nodpiszemy jutro <b>rano</b>.', to: 'john@example.com', mail_status: 'sent' })]);
    const empty = await admin.post(messageRepliesPath(john!.id), { body: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.body[0]).toBe('Pole treść odpowiedzi jest wymagane');
  });
});
