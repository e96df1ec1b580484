import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  FORM_HONEYPOT_FIELD, FORM_TOKEN_FIELD, formAnswersContract, messagesContract, publicFormPath, type PublicForm,
} from '@harmony/shared';
import type { Db } from '../../../src/db/client.js';
import { forgetForms, loadActiveForm } from '../../../src/modules/public-forms/definition.js';
import { rows, withApp } from '../../helpers/index.js';
import { PDF, PNG } from '../files/support.js';
import { CONTACT, formUuid, seedDemoForms, ORIGIN, submitJson, submitMultipart, submitUrlEncoded, tokenFor } from './support.js';

/** Issue 27's public side: a form's definition, the submission's 422s, CORS by allowed origins, files, spam. */
const t = withApp();
const visitor = t.anonymous();
const admin = t.client('Administrator');
beforeAll(() => seedDemoForms(t.database));

const answers = async (uuid: string) => (await admin.get(formAnswersContract.path, { query: { form: uuid, per_page: '100' } })).json().data as {
  id: number; data: Record<string, unknown>; is_spam: boolean; spam_reason: string; files: { id: number; field: string; name: string }[];
  consents: Record<string, number>; lang: string; origin: string;
}[];

describe('GET /api/public/forms/{uuid}', () => {
  it('gives the fields in the page language with a fill token; 404 for an unknown or switched-off form', async () => {
    const uuid = await formUuid(t.database, 'Zapytanie ofertowe');
    const res = await visitor.get(publicFormPath(uuid), { query: { lang: 'en' }, headers: { origin: ORIGIN } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    const form = res.json() as PublicForm;
    expect(form.fields.map((f) => f.key)).toEqual(['imie_nazwisko', 'email', 'firma', 'temat', 'budzet', 'uslugi', 'termin', 'wiadomosc', 'zgoda_rodo']);
    expect(form.fields.find((f) => f.key === 'budzet')).toMatchObject({ label: 'Budget (thousand PLN)', required: false, condition: { key: 'temat', value: 'oferta' } });
    expect(form.fields.find((f) => f.key === 'firma')).toMatchObject({ label: 'Company', required: true });
    expect(form.fields.find((f) => f.key === 'temat')!.options).toContainEqual({ value: 'oferta', label: 'Offer' });
    expect(form.texts.submit).toBe('Send');
    expect(form.token).toMatch(/^\d+\.[\w-]+$/);
    expect((await visitor.get(publicFormPath('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await visitor.get(publicFormPath('nie-uuid'))).statusCode).toBe(404);
    await admin.put(`/api/forms/${uuid}`, { active: false });
    expect((await visitor.get(publicFormPath(uuid))).statusCode).toBe(404);
    await admin.put(`/api/forms/${uuid}`, { active: true });
  });
});

describe('POST /api/public/forms/{uuid}', () => {
  it('answers an empty submission with 422 in the Laravel shape, in Polish or English, and keeps nothing', async () => {
    const uuid = await formUuid(t.database, 'Kontakt');
    const before = (await answers(uuid)).length;
    const pl = await submitJson(visitor, uuid, {});
    expect(pl.statusCode, pl.body).toBe(422);
    expect(pl.json().errors).toEqual({
      imie_nazwisko: ['Pole Imię i nazwisko jest wymagane'], email: ['Pole E-mail jest wymagane'], wiadomosc: ['Pole Wiadomość jest wymagane'],
      zgoda_rodo: ['Pole Zgoda na przetwarzanie danych jest wymagane'],
    });
    expect(pl.json().message).toBe('Pole Imię i nazwisko jest wymagane');
    const en = await submitJson(visitor, uuid, { ...CONTACT, email: 'nie-adres', wiadomosc: 'krótko' }, { lang: 'en' });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ email: ['The E-mail field must be a valid email'], wiadomosc: ['The Message field must be at least 10 characters'] });
    expect(await answers(uuid)).toHaveLength(before);
  });

  it('keeps a valid answer with the consent version seen, opens an inbox message and notifies its readers', async () => {
    const uuid = await formUuid(t.database, 'Kontakt');
    const res = await submitJson(visitor, uuid, { ...CONTACT, zrodlo: '', nieznane: 'x' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: 'Dziękujemy! Odpowiemy w ciągu jednego dnia roboczego.', redirect_url: '' });
    const [answer] = await answers(uuid);
    expect(answer).toMatchObject({ is_spam: false, spam_reason: '', lang: 'pl', origin: ORIGIN, consents: { zgoda_rodo: 1 } });
    // The hidden field keeps its default, an unknown key is dropped.
    expect(answer!.data).toEqual({ ...CONTACT, zrodlo: 'strona-www' });
    const inbox = (await admin.get(messagesContract.path)).json().data as { answer_id: number; sender_email: string; sender_name: string; status: string; read: boolean }[];
    expect(inbox[0]).toMatchObject({ answer_id: answer!.id, sender_email: CONTACT.email, sender_name: CONTACT.imie_nazwisko, status: 'new', read: false });
    const bell = (await admin.get('/api/notifications')).json().data as { title: string; body: string; link: string }[];
    expect(bell[0]).toMatchObject({ title: 'Nowa wiadomość: Kontakt', link: expect.stringMatching(/^\/wiadomosci\?message=\d+$/) });
    expect(bell[0]!.body).toContain(CONTACT.imie_nazwisko);
    const [mail] = await rows<{ emails: string[]; subject: string; content: string; reply_to: string; kind: string }>(
      t.database, sql`select emails, subject, content, reply_to, kind from mails where kind = 'form-answer' order by id desc limit 1`);
    expect(mail).toMatchObject({ emails: ['biuro@example.pl'], subject: `Wiadomość od ${CONTACT.imie_nazwisko}`, reply_to: CONTACT.email });
    expect(mail!.content).toContain(CONTACT.wiadomosc);
  });

  it('takes URL-encoded fields as multipart’s: a list by `[]`, Polish letters intact, and a 422 in English', async () => {
    const uuid = await formUuid(t.database, 'Zapytanie ofertowe');
    const bad = await submitUrlEncoded(visitor, uuid, [['email', 'nie-adres']], { lang: 'en' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ imie_nazwisko: ['The Full name field is required'], email: ['The E-mail field must be a valid email'] });
    const ok = await submitUrlEncoded(visitor, uuid, [
      ['imie_nazwisko', 'Zażółć Gęślą'], ['email', 'oferta@example.pl'], ['firma', 'Jaźń sp. z o.o.'], ['temat', 'inne'],
      ['uslugi[]', 'strona'], ['uslugi[]', 'sklep'], ['wiadomosc', 'Proszę o ofertę na sklep i stronę.'], ['zgoda_rodo', '1'],
    ]);
    expect(ok.statusCode, ok.body).toBe(201);
    const [answer] = (await answers(uuid)).filter((a) => a.data.email === 'oferta@example.pl');
    expect(answer!.data).toMatchObject({ imie_nazwisko: 'Zażółć Gęślą', firma: 'Jaźń sp. z o.o.', temat: 'inne', uslugi: ['strona', 'sklep'] });
    expect(answer).toMatchObject({ is_spam: false, consents: { zgoda_rodo: 1 } });
  });

  it('refuses a browser on an origin the form does not allow, and answers the preflight of one it does', async () => {
    const uuid = await formUuid(t.database, 'Kontakt');
    const other = await submitJson(visitor, uuid, CONTACT, { origin: 'https://obca-strona.pl' });
    expect(other.statusCode).toBe(403);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.json().message).toBe('Ten formularz nie może być wysyłany z tej strony');
    const preflight = await visitor.request('OPTIONS', publicFormPath(uuid), { headers: { origin: ORIGIN, 'access-control-request-method': 'POST' } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect((await visitor.request('OPTIONS', publicFormPath(uuid), { headers: { origin: 'https://obca-strona.pl' } })).statusCode).toBe(403);
  });

  it('takes a CV as multipart, checks its type against mimes, and keeps it with the answer', async () => {
    const uuid = await formUuid(t.database, 'Rekrutacja');
    const fields = [
      { name: 'imie_nazwisko', value: 'Anna Nowak' }, { name: 'email', value: 'anna@example.com' }, { name: 'telefon', value: '600100200' },
      { name: 'zgoda_rodo', value: '1' },
    ];
    const png = await submitMultipart(visitor, uuid, [...fields, { name: 'zdjecie.png', field: 'cv', content: PNG, type: 'image/png' }]);
    expect(png.statusCode, png.body).toBe(422);
    expect(png.json().errors).toEqual({ cv: ['Plik CV musi posiadać poprawny typ pliku (pdf/docx)'] });
    const fake = await submitMultipart(visitor, uuid, [...fields, { name: 'udawany.pdf', field: 'cv', content: 'to nie PDF', type: 'application/pdf' }]);
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.cv[0]).toBe('Zawartość pliku udawany.pdf nie zgadza się z jego rozszerzeniem');
    expect(await answers(uuid)).toHaveLength(0);
    const ok = await submitMultipart(visitor, uuid, [...fields, { name: 'CV Anna.pdf', field: 'cv', content: PDF, type: 'application/pdf' }]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().redirect_url).toBe('https://example.pl/kariera/dziekujemy');
    const [answer] = await answers(uuid);
    expect(answer!.files).toEqual([expect.objectContaining({ field: 'cv', name: 'CV Anna.pdf' })]);
    const download = await admin.get(`/api/files/${answer!.files[0]!.id}/content`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    // A recruitment form is no contact form: no inbox message.
    expect(((await admin.get(messagesContract.path)).json().data as { answer_id: number }[]).some((m) => m.answer_id === answer!.id)).toBe(false);
  });

  it('keeps spam flagged with the same reply: honeypot, no token, too fast; no inbox message and no e-mail', async () => {
    const uuid = await formUuid(t.database, 'Kontakt');
    const mailsBefore = (await rows(t.database, sql`select id from mails`)).length;
    const messagesBefore = (await admin.get(messagesContract.path)).json().meta.total;
    const bot = await submitJson(visitor, uuid, { ...CONTACT, [FORM_HONEYPOT_FIELD]: 'http://spam.example' });
    expect(bot.statusCode).toBe(201);
    expect(bot.json().message).toBe('Dziękujemy! Odpowiemy w ciągu jednego dnia roboczego.');
    expect((await submitJson(visitor, uuid, { ...CONTACT, [FORM_TOKEN_FIELD]: 'x.y' })).statusCode).toBe(201);
    expect((await submitJson(visitor, uuid, { ...CONTACT, [FORM_TOKEN_FIELD]: tokenFor(uuid, 500) })).statusCode).toBe(201);
    const [fast, forged, honeypot] = await answers(uuid);
    expect([honeypot, forged, fast].map((a) => [a!.is_spam, a!.spam_reason])).toEqual([[true, 'honeypot'], [true, 'too_fast'], [true, 'too_fast']]);
    expect((await rows(t.database, sql`select id from mails`)).length).toBe(mailsBefore);
    expect((await admin.get(messagesContract.path)).json().meta.total).toBe(messagesBefore);
    const spamOnly = (await admin.get(formAnswersContract.path, { query: { form: uuid, spam: 'true' } })).json().data as unknown[];
    expect(spamOnly).toHaveLength(3);
  });

  it('keeps an address’s answers over its hourly limit as spam, counted in the database', async () => {
    const uuid = await formUuid(t.database, 'Kontakt');
    const flood = t.anonymous({ remoteAddress: '198.51.100.9' });
    for (let i = 0; i < 11; i++) expect((await submitJson(flood, uuid, { ...CONTACT, wiadomosc: `Zalew numer ${i}, proszę o kontakt.` })).statusCode).toBe(201);
    const [last, ...rest] = (await answers(uuid)).filter((a) => String(a.data.wiadomosc).startsWith('Zalew'));
    expect([last!.is_spam, last!.spam_reason]).toEqual([true, 'rate']);
    expect(rest.every((a) => !a.is_spam)).toBe(true);
    expect(rest).toHaveLength(10);
  });

  it('keeps a burst of answers arriving together, each its own: its message, its sender, the hourly limit in arrival order', async () => {
    const uuid = await formUuid(t.database, 'Kontakt');
    const send = (who: string, i: number) => submitJson(t.anonymous({ remoteAddress: who }), uuid,
      { ...CONTACT, imie_nazwisko: `Nadawca ${who} ${i}`, wiadomosc: `Fala ${who} numer ${i}, proszę o kontakt.` });
    const addresses = ['203.0.113.1', '203.0.113.2'];
    const replies = await Promise.all(addresses.flatMap((who) => Array.from({ length: 12 }, (_, i) => send(who, i))));
    expect(replies.map((r) => r.statusCode)).toEqual(replies.map(() => 201));
    const kept = (await answers(uuid)).filter((a) => String(a.data.wiadomosc).startsWith('Fala'));
    expect(kept).toHaveLength(24);
    for (const who of addresses) {
      const mine = kept.filter((a) => String(a.data.wiadomosc).includes(who));
      expect(mine.filter((a) => a.is_spam).map((a) => a.spam_reason), who).toEqual(['rate', 'rate']);
    }
    // Each answer kept as no spam has the inbox message of its own sender, and each message its readers' notifications.
    const messages = await rows<{ answer_id: number; sender_name: string; notified: number }>(t.database, sql`select m.answer_id, m.sender_name,
      (select count(*)::int from notifications n where n.link = '/wiadomosci?message=' || m.id) as notified
      from inbox_messages m where m.sender_name like 'Nadawca 203.0.113.%'`);
    expect(messages.map((m) => [m.answer_id, m.sender_name]).sort()).toEqual(kept.filter((a) => !a.is_spam)
      .map((a) => [a.id, a.data.imie_nazwisko]).sort());
    expect(new Set(messages.map((m) => m.notified)).size).toBe(1);
    expect(messages[0]!.notified).toBeGreaterThan(0);
  });

  it('reads a form once for requests that find it missing together, and asks again for an unknown one', async () => {
    const uuid = await formUuid(t.database, 'Kontakt');
    let reads = 0;
    // The real database, counting the statements a load starts.
    const db = new Proxy(t.database.db, { get: (target, key, receiver) => (key === 'select' ? (reads++, Reflect.get(target, key, receiver)) : Reflect.get(target, key, receiver)) }) as Db;
    forgetForms();
    const loaded = await Promise.all(Array.from({ length: 20 }, () => loadActiveForm(db, uuid)));
    expect(new Set(loaded).size).toBe(1);
    expect(loaded[0]!.form.uuid).toBe(uuid);
    expect(reads).toBe(2);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await loadActiveForm(db, unknown)).toBeNull();
    expect(await loadActiveForm(db, unknown)).toBeNull();
    expect(reads).toBe(4);
  });
});
