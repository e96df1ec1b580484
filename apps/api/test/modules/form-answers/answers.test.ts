import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { formAnswerColumnsPath, formAnswersContract, messagesContract, type FormAnswer } from '@harmony/shared';
import { withApp } from '../../helpers/index.js';
import { CONTACT, formUuid, seedDemoForms, submitJson } from '../public-forms/support.js';

/** A form's answers (issue 27): the list of one form, spam by hand, delete with undo, CSV and XLSX with chosen columns. */
const t = withApp();
const visitor = t.anonymous();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const kontraktor = t.client('Kontraktor');
const { path, itemPath } = formAnswersContract;
let uuid: string;

beforeAll(async () => {
  await seedDemoForms(t.database);
  uuid = await formUuid(t.database, 'Kontakt');
  for (const [i, name] of ['Łucja Żółć', 'Ścibor Kęś', 'Anna Nowak'].entries()) {
    const res = await submitJson(visitor, uuid, { ...CONTACT, imie_nazwisko: name, wiadomosc: `Wiadomość numer ${i + 1}, zażółć gęślą jaźń.` });
    expect(res.statusCode, res.body).toBe(201);
  }
});

const list = async (query: Record<string, string> = {}) => (await admin.get(path, { query: { form: uuid, ...query } })).json() as { data: FormAnswer[]; meta: { total: number } };

describe(path, () => {
  it('lists one form’s answers, newest first, searched in their values; other roles may not read them', async () => {
    const all = await list();
    expect(all.data.map((a) => a.data.imie_nazwisko)).toEqual(['Anna Nowak', 'Ścibor Kęś', 'Łucja Żółć']);
    expect((await list({ search: 'kęś' })).data.map((a) => a.data.imie_nazwisko)).toEqual(['Ścibor Kęś']);
    expect((await list({ form: await formUuid(t.database, 'Rekrutacja') })).meta.total).toBe(0);
    expect((await admin.get(path)).statusCode).toBe(422);
    expect((await kontraktor.get(path, { query: { form: uuid } })).statusCode).toBe(403);
  });

  it('flags an answer as spam by hand and back; deletes it with undo, its inbox message coming back too', async () => {
    const [answer] = (await list()).data;
    const flagged = await admin.put(itemPath(answer!.id), { is_spam: true });
    expect(flagged.statusCode, flagged.body).toBe(200);
    expect(flagged.json().data).toMatchObject({ is_spam: true, spam_reason: 'manual' });
    expect((await list({ spam: 'true' })).data.map((a) => a.id)).toEqual([answer!.id]);
    expect((await admin.put(itemPath(answer!.id), { is_spam: false })).json().data).toMatchObject({ is_spam: false, spam_reason: '' });

    const inbox = async () => ((await admin.get(messagesContract.path)).json().data as { answer_id: number }[]).map((m) => m.answer_id);
    expect(await inbox()).toContain(answer!.id);
    expect((await admin.delete(itemPath(answer!.id))).statusCode).toBe(200);
    expect((await list()).meta.total).toBe(2);
    expect(await inbox()).not.toContain(answer!.id);
    const restored = await admin.post(`${itemPath(answer!.id)}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await list()).meta.total).toBe(3);
    expect(await inbox()).toContain(answer!.id);
  });

  it('offers the answer’s own columns and the form’s fields, labelled in the reader’s language', async () => {
    const pl = (await admin.get(formAnswerColumnsPath, { query: { form: uuid } })).json().data as { key: string; label: string }[];
    expect(pl.map((c) => c.key)).toEqual(['id', 'created_at', 'is_spam', 'spam_reason', 'lang', 'origin', 'imie_nazwisko', 'email', 'telefon', 'wiadomosc', 'zgoda_rodo', 'zrodlo']);
    expect(pl.find((c) => c.key === 'imie_nazwisko')!.label).toBe('Imię i nazwisko');
    const en = (await adminEn.get(formAnswerColumnsPath, { query: { form: uuid } })).json().data as { key: string; label: string }[];
    expect(en.find((c) => c.key === 'imie_nazwisko')!.label).toBe('Full name');
  });

  it('exports CSV in UTF-8 with a BOM and CRLF, the chosen columns in order, Polish letters intact', async () => {
    const res = await admin.get(`${path}/export.csv`, { query: { form: uuid, columns: 'imie_nazwisko,wiadomosc,is_spam', sort: 'created_at', order: 'asc' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')).toEqual([
      'Imię i nazwisko;Wiadomość;spam',
      'Łucja Żółć;Wiadomość numer 1, zażółć gęślą jaźń.;Nie',
      'Ścibor Kęś;Wiadomość numer 2, zażółć gęślą jaźń.;Nie',
      'Anna Nowak;Wiadomość numer 3, zażółć gęślą jaźń.;Nie',
      '',
    ]);
    const bad = await admin.get(`${path}/export.csv`, { query: { form: uuid, columns: 'imie_nazwisko,haslo' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['columns']);
  });

  it('exports XLSX of the current filter with the chosen columns', async () => {
    const res = await admin.get(`${path}/export.xlsx`, { query: { form: uuid, columns: 'email,imie_nazwisko', search: 'Nowak' } });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'E-mail', 'Imię i nazwisko']);
    expect(sheet.getRow(2).values).toEqual([undefined, CONTACT.email, 'Anna Nowak']);
    expect(sheet.rowCount).toBe(2);
  });
});
