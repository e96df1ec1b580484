import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { USER_IMPORT_COLUMNS, type UserImportColumn, usersContract } from '@harmony/shared';
import { rows, TestClient, withApp } from '../../helpers/index.js';

/** User import (/administrator/uzytkownicy/import): preview with per-row errors, all-or-nothing commit. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });


/**
 * A multipart/form-data body with one file field, as a browser sends it: at once, or (content as a list of
 * chunks) streamed chunk by chunk, as a real connection delivers a big file.
 */
function upload(client: TestClient, action: 'preview' | 'commit', filename: string, content: Buffer | string | Buffer[]) {
  const boundary = `----harmony${Math.random().toString(16).slice(2)}`;
  const parts = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    ...(Array.isArray(content) ? content : [Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8')]),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  return client.request('POST', `${usersContract.path}/import/${action}`, {
    payload: Array.isArray(content) ? (Readable.from(parts) as never) : Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const count = async (table: string) =>
  Number((await rows<{ n: number }>(t.database, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n);
const snapshot = async () => ({ users: await count('users'), mails: await count('mails'), tokens: await count('password_tokens') });

const HEADER = 'first_name,last_name,email,roles,active';
const GOOD = [
  'Anna,Nowak,anna.import@firma.pl,Kontraktor,tak',
  'Piotr,Zieliński,piotr.import@firma.pl,Lider|Kontraktor,1',
  'Ewa,Adamska,EWA.import@firma.pl,lider,',
];
const csv = (...lines: string[]) => [HEADER, ...lines].join('\r\n') + '\r\n';

describe('preview and commit of a CSV', () => {
  const bad = csv(
    GOOD[0]!,
    ',Kowal,zly-email,Nieznana,moze', // line 3: four problems
    GOOD[1]!,
    'Jan,Dubel,Anna.Import@firma.pl,Superadministrator,0', // line 5: duplicate of line 2, Superadministrator
  );

  it('preview shows every row with its errors, and counts', async () => {
    const res = await upload(admin, 'preview', 'uzytkownicy.csv', bad);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ valid: 2, invalid: 2 });
    expect(body.rows.map((r: { line: number }) => r.line)).toEqual([2, 3, 4, 5]);
    expect(body.rows[0]).toEqual({
      line: 2,
      data: { first_name: 'Anna', last_name: 'Nowak', email: 'anna.import@firma.pl', roles: 'Kontraktor', active: 'tak' },
      errors: {},
    });
    expect(body.rows[1].errors).toEqual({
      first_name: ['Pole imię jest wymagane'],
      email: ['Pole email musi być poprawnym adresem email'],
      roles: ['Nie ma grupy o nazwie Nieznana.'],
      active: ['Wybrana wartość pola aktywny jest nieprawidłowa'],
    });
    expect(body.rows[2].errors).toEqual({});
    expect(body.rows[3].errors).toEqual({
      email: ['Ten adres e-mail występuje w pliku więcej niż raz (wiersz 2).'],
      roles: ['Roli Superadministrator nie można nadać.'],
    });
  });

  it('commit refuses the whole file while any row is invalid, writing nothing', async () => {
    const before = await snapshot();
    const res = await upload(admin, 'commit', 'uzytkownicy.csv', bad);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('Nic nie zapisano. Liczba błędnych wierszy: 2. Popraw plik i spróbuj ponownie.');
    expect(body.errors).toEqual({
      'rows.3.first_name': ['Pole imię jest wymagane'],
      'rows.3.email': ['Pole email musi być poprawnym adresem email'],
      'rows.3.roles': ['Nie ma grupy o nazwie Nieznana.'],
      'rows.3.active': ['Wybrana wartość pola aktywny jest nieprawidłowa'],
      'rows.5.email': ['Ten adres e-mail występuje w pliku więcej niż raz (wiersz 2).'],
      'rows.5.roles': ['Roli Superadministrator nie można nadać.'],
    });
    expect(body).toMatchObject({ valid: 2, invalid: 2 });
    expect(body.rows).toHaveLength(4);
    expect(await snapshot()).toEqual(before);
  });

  it('the fixed file commits: every user created with roles, a set-password link and e-mail each', async () => {
    const before = await snapshot();
    const fixed = csv(...GOOD);
    expect((await upload(admin, 'preview', 'uzytkownicy.csv', fixed)).json()).toMatchObject({ valid: 3, invalid: 0 });
    const res = await upload(admin, 'commit', 'uzytkownicy.csv', fixed);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      created: 3, ids: [expect.any(Number), expect.any(Number), expect.any(Number)],
      message: 'Zaimportowano użytkowników: 3. Każdy dostanie e-mail z linkiem do ustawienia hasła.',
    });
    expect(await snapshot()).toEqual({ users: before.users + 3, mails: before.mails + 3, tokens: before.tokens + 3 });
    const piotr = (await admin.get(usersContract.itemPath(body.ids[1]))).json();
    expect(piotr).toMatchObject({ first_name: 'Piotr', last_name: 'Zieliński', email: 'piotr.import@firma.pl', active: true, has_password: false });
    expect(piotr.roles.map((r: { name: string }) => r.name)).toEqual(['Lider', 'Kontraktor']);
    expect((await admin.get(usersContract.itemPath(body.ids[2]))).json()).toMatchObject({ email: 'ewa.import@firma.pl', roles: [{ name: 'Lider' }] });
    const queued = await rows<{ kind: string }>(t.database,
      sql`select kind from mails where emails @> ${JSON.stringify(['anna.import@firma.pl'])}::jsonb`);
    expect(queued).toEqual([{ kind: 'set-password' }]);
    const logged = await rows(t.database, sql`select 1 from activities where action = 'import' and subject_type = 'users'`);
    expect(logged).toHaveLength(3);

    // The same file again: every e-mail is now taken.
    const again = (await upload(admin, 'preview', 'uzytkownicy.csv', fixed)).json();
    expect(again).toMatchObject({ valid: 0, invalid: 3 });
    expect(again.rows[0].errors).toEqual({ email: ['Taka wartość pola email już istnieje'] });
  });
});

describe('file formats', () => {
  it('reads an XLSX built with exceljs, with Polish headers, booleans and hyperlinked e-mails', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Użytkownicy');
    sheet.addRow(['Imię', 'Nazwisko', 'E-mail', 'Role', 'Aktywny']);
    sheet.addRow(['Łucja', 'Wiśniewska', { text: 'lucja.xlsx@firma.pl', hyperlink: 'mailto:lucja.xlsx@firma.pl' }, 'Kontraktor', true]);
    sheet.addRow(['Olaf', 'Nieaktywny', 'olaf.xlsx@firma.pl', 'Lider', false]);
    sheet.addRow([]);
    sheet.addRow(['Zła', 'Rola', 'zla.xlsx@firma.pl', 'Kierownik', 'nie']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());

    const preview = (await upload(admin, 'preview', 'lista.XLSX', file)).json();
    expect(preview).toMatchObject({ valid: 2, invalid: 1 });
    expect(preview.rows.map((r: { line: number }) => r.line)).toEqual([2, 3, 5]);
    expect(preview.rows[0].data).toEqual({ first_name: 'Łucja', last_name: 'Wiśniewska', email: 'lucja.xlsx@firma.pl', roles: 'Kontraktor', active: 'true' });
    expect(preview.rows[2].errors).toEqual({ roles: ['Nie ma grupy o nazwie Kierownik.'] });

    sheet.spliceRows(5, 1);
    const fixed = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload(admin, 'commit', 'lista.xlsx', fixed);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().created).toBe(2);
    const olaf = (await admin.get(usersContract.path, { query: { search: 'olaf.xlsx' } })).json().data[0];
    expect(olaf).toMatchObject({ first_name: 'Olaf', active: false, roles: [{ name: 'Lider' }] });
  });

  it('reads a semicolon CSV with a BOM and Polish headers, and a Windows-1250 one', async () => {
    const semicolons = '\uFEFFImię;Nazwisko;Email;Role;Aktywny\n"Kowalski; Jr.";Jan;jan.sredniki@firma.pl;Kontraktor;nie\n';
    const res = (await upload(admin, 'preview', 'polski.csv', semicolons)).json();
    expect(res).toMatchObject({ valid: 1, invalid: 0 });
    expect(res.rows[0].data).toMatchObject({ first_name: 'Kowalski; Jr.', last_name: 'Jan', active: 'nie' });

    // "Paweł;Łęcki" in Windows-1250 (ł = 0xB3, Ł = 0xA3, ę = 0xEA), as older Polish Excel saves CSV.
    const cp1250 = Buffer.concat([
      Buffer.from('imie;nazwisko;email;role\nPawe'), Buffer.from([0xb3]), Buffer.from(';'), Buffer.from([0xa3, 0xea]),
      Buffer.from('cki;pawel.cp@firma.pl;Lider\n'),
    ]);
    const old = (await upload(admin, 'preview', 'stary.csv', cp1250)).json();
    expect(old.rows[0].data).toMatchObject({ first_name: 'Paweł', last_name: 'Łęcki' });
    expect(old.valid).toBe(1);
  });

  it('refuses content that does not match the extension with 422 file_content', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('x').addRow(['first_name']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex');
    const cases: [string, Buffer | string][] = [
      ['tekst.xlsx', csv(...GOOD)],
      ['arkusz.csv', xlsx],
      ['obrazek.csv', png],
      ['binarny.csv', Buffer.from([0x66, 0x69, 0x72, 0x73, 0x74, 0x00, 0x01, 0x02, 0x0a])],
      ['obrazek.xlsx', png],
    ];
    for (const [name, content] of cases) {
      for (const action of ['preview', 'commit'] as const) {
        const res = await upload(admin, action, name, content);
        expect(res.statusCode, `${action} ${name}`).toBe(422);
        expect(res.json().errors, name).toEqual({ file: [`Zawartość pliku ${name} nie zgadza się z jego rozszerzeniem`] });
      }
    }
    const en = await upload(adminEn, 'preview', 'tekst.xlsx', 'a,b');
    expect(en.json().errors).toEqual({ file: ['The content of the tekst.xlsx file does not match its extension'] });
  });

  it('refuses other extensions, files over 2 MB, missing files and missing columns', async () => {
    expect((await upload(admin, 'preview', 'lista.txt', csv(...GOOD))).json().errors)
      .toEqual({ file: ['Plik lista.txt musi posiadać poprawny typ pliku (csv/xlsx)'] });
    const big = csv(...GOOD) + `${'x'.repeat(100)}\n`.repeat(22_000);
    const tooBig = await upload(admin, 'preview', 'duzy.csv', big);
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors).toEqual({ file: ['Plik duzy.csv nie może być większy niż 2 MB'] });
    // Up to 2 MB is fine (above the JSON body limit of 1 MB); unknown columns are ignored.
    const large = `${HEADER},uwagi\nDuzy,Plik,duzy.plik@firma.pl,Lider,1,${'x'.repeat(1_500_000)}\n`;
    expect((await upload(admin, 'preview', 'duzy-ok.csv', large)).json()).toMatchObject({ valid: 1, invalid: 0 });
    const json = await admin.post(`${usersContract.path}/import/preview`, { file: 'lista.csv' });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ file: ['Pole plik jest wymagane'] });
    const columns = await upload(admin, 'preview', 'kolumny.csv', 'imie,email\nJan,jan@firma.pl\n');
    expect(columns.json().errors).toEqual({ file: ['W pliku brakuje kolumn: Nazwisko, Grupy.'] });
    const columnsEn = await upload(adminEn, 'preview', 'columns.csv', 'first name,email\nJan,jan@firma.pl\n');
    expect(columnsEn.json().errors).toEqual({ file: ['The file is missing columns: Last name, Groups.'] });
    const empty = await upload(admin, 'preview', 'pusty.csv', `${HEADER}\n\n`);
    expect(empty.json().errors).toEqual({ file: ['Plik nie zawiera żadnych wierszy z danymi.'] });
  });

  it('refuses a 20 MB file as too big, however its chunks fall (not as missing columns)', async () => {
    // 64 KiB chunks: the 2 MB limit falls exactly on a chunk's end, as over a real connection.
    const chunk = Buffer.from(`${'x'.repeat(63)}\n`.repeat(1024));
    const huge = [Buffer.from(`${HEADER}\n`.padEnd(65_536, ' ')), ...Array<Buffer>(319).fill(chunk)];
    for (const [client, message] of [
      [admin, 'Plik ogromny.csv nie może być większy niż 2 MB'],
      [adminEn, 'The ogromny.csv file may not be greater than 2 MB'],
    ] as const) {
      const res = await upload(client, 'preview', 'ogromny.csv', huge);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message, errors: { file: [message] } });
    }
    // Exactly 2 MB is still fine.
    const exact = Buffer.from(csv('Ola,Dokladna,ola.dokladna@firma.pl,Lider,').padEnd(2 * 1024 * 1024, ' '));
    expect(exact.length).toBe(2 * 1024 * 1024);
    expect((await upload(admin, 'preview', 'dokladnie.csv', exact)).json()).toMatchObject({ valid: 1, invalid: 0 });
  });

  it('speaks English under x-locale: en and is for administrators only', async () => {
    const res = (await upload(adminEn, 'preview', 'en.csv', csv(',X,bad,Nope,maybe'))).json();
    expect(res.rows[0].errors).toEqual({
      first_name: ['The first name field is required'],
      email: ['The email field must be a valid email'],
      roles: ['There is no group named Nope.'],
      active: ['The selected active is invalid'],
    });
    const refused = await upload(adminEn, 'commit', 'en.csv', csv(',X,bad,Nope,maybe'));
    expect(refused.json().message).toBe('Nothing was saved. Rows with errors: 1. Fix the file and try again.');
    const lider = await t.signIn('Lider');
    expect((await upload(lider, 'preview', 'a.csv', csv(...GOOD))).statusCode).toBe(403);
    expect((await upload(t.anonymous(), 'commit', 'a.csv', csv(...GOOD))).statusCode).toBe(401);
  });
});

describe('headers', () => {
  const row = 'Anna,Nowak,anna.naglowki@firma.pl,Kontraktor,tak';
  it('accepts every header the help table shows, in Polish or English, any case, trimmed', async () => {
    const columns = Object.keys(USER_IMPORT_COLUMNS) as UserImportColumn[];
    const width = Math.max(...columns.map((c) => USER_IMPORT_COLUMNS[c].length));
    for (let i = 0; i < width; i++) {
      const header = columns.map((c) => USER_IMPORT_COLUMNS[c][i] ?? USER_IMPORT_COLUMNS[c][0]).join(',');
      const res = await upload(admin, 'preview', 'naglowki.csv', `${header}\n${row}\n`);
      expect(res.statusCode, header).toBe(200);
      expect(res.json().rows[0].data, header).toEqual({ first_name: 'Anna', last_name: 'Nowak', email: 'anna.naglowki@firma.pl', roles: 'Kontraktor', active: 'tak' });
    }
  });

  it('reads "Grupy" (the help table\'s name) and its variants as the groups column', async () => {
    for (const header of ['Imię;Nazwisko;E-mail;Grupy', 'IMIĘ;NAZWISKO;E-MAIL;GRUPY', ' imie ; nazwisko ; email ; grupy ', 'First Name;Last Name;Email;Groups', 'imię;nazwisko;e-mail;Grupy użytkowników']) {
      const res = await upload(adminEn, 'preview', 'grupy.csv', `${header}\nJan;Nowak;jan.grupy@firma.pl;Lider\n`);
      expect(res.statusCode, `${header}: ${res.body}`).toBe(200);
      expect(res.json()).toMatchObject({ valid: 1, invalid: 0, rows: [{ data: { roles: 'Lider' } }] });
    }
  });
});
