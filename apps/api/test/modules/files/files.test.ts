import { filesContract, fileContentPath, filesOfPath, galleriesContract, pagesContract, popupsContract, statusesContract } from '@harmony/shared';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { statuses } from '../../../src/db/schema.js';
import { contentDisposition, sanitizeFileName } from '../../../src/lib/files/index.js';
import { DEMO_ACCOUNTS, rows, TestClient, userIdByEmail, withApp } from '../../helpers/index.js';
import { filesOnDisk, multipart, PDF, PNG, TXT, uploadTo, type Part } from './support.js';

/** Files: the library (filesContract.path) and files attached to notable records (filesOfPath). */
// 1 MB per file here, so the oversize case stays small.
const t = withApp({ env: { MAX_UPLOAD_MB: '1' } });
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const superadmin = t.client('Superadministrator');
const lider = t.client('Lider');
const ids = { admin: 0, superadmin: 0, kontraktor: 0, status: 0 };

beforeAll(async () => {
  ids.admin = await userIdByEmail(t.database, DEMO_ACCOUNTS.Administrator);
  ids.superadmin = await userIdByEmail(t.database, DEMO_ACCOUNTS.Superadministrator);
  ids.kontraktor = await userIdByEmail(t.database, DEMO_ACCOUNTS.Kontraktor);
  const [status] = await t.database.db.insert(statuses).values({ name: 'Z plikami', appliesTo: 'projects' }).returning({ id: statuses.id });
  ids.status = status!.id;
});

const upload = (client: TestClient, parts: Part[], url: string = filesContract.path) => uploadTo(client, parts, url);
const onDisk = () => filesOnDisk(t.filesDir);
const fileCount = async () => (await rows<{ n: number }>(t.database, sql`select count(*)::int as n from files`))[0]!.n;
const keyOf = async (id: number) =>
  (await rows<{ storage_key: string }>(t.database, sql`select storage_key from files where id = ${id}`))[0]!.storage_key;

type StoredFile = { id: number; name: string; mime: string; size: number; url: string; attachable_type: string | null; attachable_id: string | null; uploaded_by: { id: number; name: string } | null; created_at: string };

describe(`POST ${filesContract.path}`, () => {
  it('stores a PNG, a PDF and a text file under random keys, with their metadata and a message', async () => {
    const res = await upload(admin, [
      { name: 'logo.png', content: PNG, type: 'image/png' },
      { name: 'Umowa.PDF', content: PDF },
      { name: 'notatka.txt', content: TXT, type: 'text/html' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { data: StoredFile[]; message: string };
    expect(body.message).toBe('Przesłano pliki: 3.');
    expect(body.data).toEqual([
      expect.objectContaining({ name: 'logo.png', mime: 'image/png', size: PNG.length, attachable_type: null, attachable_id: null }),
      expect.objectContaining({ name: 'Umowa.PDF', mime: 'application/pdf', size: PDF.length }),
      // Our type from the checked extension, never the type the client claimed.
      expect.objectContaining({ name: 'notatka.txt', mime: 'text/plain', size: TXT.length }),
    ]);
    for (const f of body.data) {
      expect(f.url).toBe(fileContentPath(f.id));
      expect(f.uploaded_by).toEqual({ id: ids.admin, name: 'Adam Administrator' });
      const key = await keyOf(f.id);
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(fs.readFileSync(path.join(t.filesDir, key.slice(0, 2), key))).toEqual(f.name === 'logo.png' ? PNG : f.name === 'Umowa.PDF' ? PDF : TXT);
    }
    const disk = onDisk();
    expect(disk.tmp).toEqual([]);
    expect(disk.stored.some((f) => f.includes('logo') || f.includes('Umowa'))).toBe(false);
    const log = await rows(t.database, sql`select action, after from activities where subject_type = 'files' and subject_id = ${String(body.data[0]!.id)}`);
    expect(log).toEqual([{ action: 'create', after: expect.objectContaining({ name: 'logo.png', mime: 'image/png' }) }]);
  });

  it('accepts a single "files" field and office formats by their content', async () => {
    const res = await upload(admin, [{ field: 'files', name: 'dane.csv', content: 'a;b\n1;2\n' }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data[0]).toMatchObject({ name: 'dane.csv', mime: 'text/csv' });
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Arkusz').addRow(['Projekt', 'Godziny']);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const office = await upload(admin, [{ name: 'raport.xlsx', content: xlsx }]);
    expect(office.statusCode, office.body).toBe(201);
    expect(office.json().data[0].mime).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // A spreadsheet is no Word document, and a zip is no spreadsheet.
    const renamed = await upload(admin, [{ name: 'raport.docx', content: xlsx }]);
    expect(Object.keys(renamed.json().errors)).toEqual(['files.0']);
  });

  it('refuses content that does not match the extension (file_content)', async () => {
    const res = await upload(admin, [{ name: 'zdjecie.png', content: 'to nie jest obrazek' }]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Zawartość pliku zdjecie.png nie zgadza się z jego rozszerzeniem',
      errors: { 'files.0': ['Zawartość pliku zdjecie.png nie zgadza się z jego rozszerzeniem'] },
    });
    // A PDF renamed to .jpg, text with NUL bytes, invalid UTF-8.
    const more = await upload(admin, [
      { name: 'a.jpg', content: PDF },
      { name: 'b.txt', content: Buffer.from([0x41, 0x00, 0x42]) },
      { name: 'c.csv', content: Buffer.from([0x61, 0xff, 0xfe, 0x62]) },
    ]);
    expect(Object.keys(more.json().errors)).toEqual(['files.0', 'files.1', 'files.2']);
  });

  it('refuses extensions outside the list, SVG and HTML included (mimes), in Polish and English', async () => {
    const list = 'jpg/jpeg/png/gif/webp/pdf/txt/csv/xlsx/docx/odt';
    const exe = await upload(admin, [{ name: 'setup.exe', content: Buffer.from('MZ\x90\x00', 'latin1') }]);
    expect(exe.statusCode).toBe(422);
    expect(exe.json().errors).toEqual({ 'files.0': [`Plik setup.exe musi posiadać poprawny typ pliku (${list})`] });
    const svg = await upload(admin, [
      { name: 'logo.svg', content: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', type: 'image/svg+xml' },
      { name: 'strona.html', content: '<script>alert(1)</script>', type: 'text/html' },
      { name: 'strona.htm', content: '<p>x</p>' },
      { name: 'bez-rozszerzenia', content: 'x' },
    ]);
    expect(svg.statusCode).toBe(422);
    expect(Object.keys(svg.json().errors)).toEqual(['files.0', 'files.1', 'files.2', 'files.3']);
    const en = await upload(adminEn, [{ name: 'x.svg', content: '<svg/>' }]);
    expect(en.json().errors).toEqual({ 'files.0': [`The x.svg field must have a valid file type (${list})`] });
  });

  it('refuses a file over the size limit (file_size)', async () => {
    const res = await upload(admin, [{ name: 'duzy.txt', content: Buffer.alloc(1024 * 1024 + 1, 'a') }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'files.0': ['Plik duzy.txt nie może być większy niż 1 MB'] });
    const exact = await upload(admin, [{ name: 'rowno.txt', content: Buffer.alloc(1024 * 1024, 'a') }]);
    expect(exact.statusCode).toBe(201);
  });

  it('stores nothing at all when one file of a batch is bad', async () => {
    const rowsBefore = await fileCount();
    const diskBefore = onDisk();
    const res = await upload(admin, [
      { name: 'dobry.png', content: PNG },
      { name: 'zly.exe', content: 'MZ' },
      { name: 'dobry.txt', content: TXT },
      { name: 'zly.pdf', content: 'nie pdf' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['files.1', 'files.3']);
    expect(await fileCount()).toBe(rowsBefore);
    expect(onDisk()).toEqual(diskBefore);
  });

  it('answers 400 to a cut-off upload and keeps nothing of it', async () => {
    const rowsBefore = await fileCount();
    const diskBefore = onDisk();
    const { payload, headers } = multipart([{ name: 'dobry.png', content: PNG }, { name: 'uciety.txt', content: 'x'.repeat(5000) }]);
    const res = await admin.request('POST', filesContract.path, { payload: payload.subarray(0, payload.length - 2000), headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Przesłane dane są nieprawidłowe.' });
    expect(await fileCount()).toBe(rowsBefore);
    expect(onDisk()).toEqual(diskBefore);
  });

  it('keeps only a safe name from a path-like file name; the bytes go under a random key', async () => {
    const res = await upload(admin, [
      { name: '../../etc/passwd.txt', content: 'root:x:0:0' },
      { name: '..\\..\\windows\\win.ini.txt', content: 'x' },
      { name: '.hidden\u202Etxt.exe.pdf', content: PDF },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [passwd, win, spoof] = res.json().data as StoredFile[];
    expect(passwd!.name).toBe('passwd.txt');
    expect(win!.name).toBe('win.ini.txt');
    expect(spoof!.name).toBe('hiddentxt.exe.pdf');
    for (const f of [passwd!, win!, spoof!]) {
      const key = await keyOf(f.id);
      expect(fs.existsSync(path.join(t.filesDir, key.slice(0, 2), key))).toBe(true);
    }
    expect(onDisk().stored.filter((f) => f.includes('passwd') || f.includes('etc'))).toEqual([]);
  });

  it('keeps a Polish file name intact', async () => {
    const res = await upload(admin, [{ name: 'Oferta zażółć.pdf', content: PDF }]);
    expect(res.json().data[0].name).toBe('Oferta zażółć.pdf');
  });

  it('needs at least one and at most ten files', async () => {
    const none = await admin.post(filesContract.path, { files: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ files: ['Pole pliki jest wymagane'] });
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.txt`, content: 'x' }));
    const rowsBefore = await fileCount();
    const many = await upload(admin, eleven);
    expect(many.statusCode).toBe(422);
    expect(many.json().errors).toEqual({ files: ['Pole pliki musi być listą (od 1 do 10 pozycji)'] });
    expect(await fileCount()).toBe(rowsBefore);
    expect(onDisk().tmp).toEqual([]);
  });

  it('is for holders of the media subject (Tresci__media)', async () => {
    expect((await upload(lider, [{ name: 'a.png', content: PNG }])).statusCode).toBe(403);
    expect((await lider.get(filesContract.path)).statusCode).toBe(403);
  });
});

describe(`GET ${fileContentPath('{id}')}`, () => {
  it('sends images inline with our type, nosniff and a sandboxing CSP', async () => {
    const [png] = (await upload(admin, [{ name: 'podgląd;1 (kopia).png', content: PNG }])).json().data as StoredFile[];
    const res = await admin.get(png!.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(PNG);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(PNG.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(res.headers['content-disposition']).toBe(
      'inline; filename="podglad_1 (kopia).png"; filename*=UTF-8\'\'podgl%C4%85d%3B1%20%28kopia%29.png',
    );
    const head = await admin.request('HEAD', png!.url);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
  });

  it('sends PDFs inline and everything else as an attachment', async () => {
    const [pdf, txt, csv] = (await upload(admin, [
      { name: 'umowa.pdf', content: PDF },
      { name: 'łódź.txt', content: TXT },
      { name: 'dane.csv', content: 'a;b\n' },
    ])).json().data as StoredFile[];
    const p = await admin.get(pdf!.url);
    expect(p.headers['content-type']).toBe('application/pdf');
    expect(p.headers['content-disposition']).toBe('inline; filename="umowa.pdf"; filename*=UTF-8\'\'umowa.pdf');
    const t1 = await admin.get(txt!.url);
    expect(t1.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(t1.headers['content-disposition']).toBe('attachment; filename="lodz.txt"; filename*=UTF-8\'\'%C5%82%C3%B3d%C5%BA.txt');
    expect(t1.headers['x-content-type-options']).toBe('nosniff');
    expect(t1.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(t1.body).toBe(TXT.toString('utf8'));
    const c = await admin.get(csv!.url);
    expect(c.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(c.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('answers 404 for a missing file and for bytes gone from disk, 403 without the media subject', async () => {
    expect((await admin.get(fileContentPath(999999))).statusCode).toBe(404);
    const [f] = (await upload(admin, [{ name: 'zniknie.txt', content: 'x' }])).json().data as StoredFile[];
    expect((await lider.get(f!.url)).statusCode).toBe(403);
    const key = await keyOf(f!.id);
    fs.rmSync(path.join(t.filesDir, key.slice(0, 2), key));
    const gone = await admin.get(f!.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Zawartość pliku jest niedostępna.');
  });
});

describe(`DELETE ${filesContract.itemPath('{id}')}`, () => {
  it('refuses a library image that records show, naming them in Polish and English, and keeps its bytes', async () => {
    const [f] = (await upload(admin, [{ name: 'uzywany.png', content: PNG }])).json().data as StoredFile[];
    const created = async (url: string, body: unknown) => {
      const res = await admin.post(url, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const gallery = await created(galleriesContract.path, { name: 'Galeria z plikiem', items: [{ file_id: f!.id }] });
    // A page's image section names its file inside its data, with no foreign key: only the lookup protects it.
    const page = await created(pagesContract.path, { title: 'Strona z plikiem', sections: [{ kind: 'image', data: { file_id: f!.id, alt: 'x' } }] });
    const popup = await created(popupsContract.path, { name: 'Popup z plikiem', image_id: f!.id });
    const pl = await admin.delete(filesContract.itemPath(f!.id));
    expect(pl.statusCode).toBe(422);
    expect(pl.json().message).toBe('Tego pliku nie można usunąć, bo jest używany: strona „Strona z plikiem”, galeria „Galeria z plikiem”, popup „Popup z plikiem”.');
    const en = await admin.delete(filesContract.itemPath(f!.id), { headers: { 'x-locale': 'en' } });
    expect(en.json().message).toBe('This file cannot be deleted because it is in use: page „Strona z plikiem”, gallery „Galeria z plikiem”, pop-up „Popup z plikiem”.');
    expect((await admin.get(f!.url)).statusCode).toBe(200);
    // Once nothing shows it, it goes.
    for (const [path, id] of [[galleriesContract.path, gallery], [pagesContract.path, page], [popupsContract.path, popup]] as const) {
      expect((await admin.delete(`${path}/${id}`)).statusCode).toBe(200);
    }
    expect((await admin.delete(filesContract.itemPath(f!.id))).statusCode).toBe(200);
  });

  it('removes the row and the bytes, logged', async () => {
    const [f] = (await upload(admin, [{ name: 'do-usuniecia.png', content: PNG }])).json().data as StoredFile[];
    const key = await keyOf(f!.id);
    const stored = path.join(t.filesDir, key.slice(0, 2), key);
    expect(fs.existsSync(stored)).toBe(true);
    expect((await lider.delete(filesContract.itemPath(f!.id))).statusCode).toBe(403);
    const res = await admin.delete(filesContract.itemPath(f!.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: f!.id, message: 'Usunięto plik.' });
    expect(fs.existsSync(stored)).toBe(false);
    expect((await admin.get(f!.url)).statusCode).toBe(404);
    expect((await admin.delete(filesContract.itemPath(f!.id))).statusCode).toBe(404);
    const log = await rows(t.database, sql`select action, before from activities where subject_type = 'files' and subject_id = ${String(f!.id)} order by id`);
    expect(log).toEqual([
      { action: 'create', before: null },
      { action: 'delete', before: expect.objectContaining({ name: 'do-usuniecia.png' }) },
    ]);
  });
});

describe(`GET ${filesContract.path}`, () => {
  it('lists with the envelope, searches names, filters images and attached files, pages and sorts', async () => {
    await upload(admin, [{ name: 'katalog-lista-1.png', content: PNG }, { name: 'katalog-lista-2.pdf', content: PDF }]);
    await upload(admin, [{ name: 'katalog-lista-3.png', content: PNG }], filesOfPath('statuses', ids.status));
    const all = (await admin.get(filesContract.path, { query: { search: 'katalog-lista' } })).json();
    expect(all.meta).toEqual({ total: 3, page: 1, per_page: 25, last_page: 1 });
    // Newest first by default.
    expect(all.data.map((f: StoredFile) => f.name)).toEqual(['katalog-lista-3.png', 'katalog-lista-2.pdf', 'katalog-lista-1.png']);
    const images = (await admin.get(filesContract.path, { query: { search: 'katalog-lista', mime: 'image', sort: 'name', order: 'asc' } })).json();
    expect(images.data.map((f: StoredFile) => f.name)).toEqual(['katalog-lista-1.png', 'katalog-lista-3.png']);
    const pdfs = (await admin.get(filesContract.path, { query: { search: 'katalog-lista', mime: 'application/pdf' } })).json();
    expect(pdfs.data.map((f: StoredFile) => f.name)).toEqual(['katalog-lista-2.pdf']);
    const library = (await admin.get(filesContract.path, { query: { search: 'katalog-lista', attached: '0' } })).json();
    expect(library.meta.total).toBe(2);
    const attached = (await admin.get(filesContract.path, { query: { attachable_type: 'statuses', attachable_id: String(ids.status) } })).json();
    expect(attached.data.map((f: StoredFile) => f.name)).toContain('katalog-lista-3.png');
    expect(attached.data.every((f: StoredFile) => f.attachable_type === 'statuses' && f.attachable_id === String(ids.status))).toBe(true);
    const page = (await admin.get(filesContract.path, { query: { search: 'katalog-lista', per_page: '2', page: '2' } })).json();
    expect(page.meta).toEqual({ total: 3, page: 2, per_page: 2, last_page: 2 });
    expect(page.data).toHaveLength(1);
    const bad = await admin.get(filesContract.path, { query: { sort: 'storage_key', mime: '../x' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['mime', 'sort']);
  });
});

describe('files attached to a record', () => {
  it('uploads to and lists one record\'s files, with the record\'s subject and visibility', async () => {
    const url = filesOfPath('statuses', ids.status);
    const res = await upload(admin, [{ name: 'zalacznik.pdf', content: PDF }], url);
    expect(res.statusCode, res.body).toBe(201);
    const [f] = res.json().data as StoredFile[];
    expect(f).toMatchObject({ attachable_type: 'statuses', attachable_id: String(ids.status) });
    const list = (await admin.get(url)).json();
    expect(list.data.map((x: StoredFile) => x.id)).toContain(f!.id);
    expect(list.data.every((x: StoredFile) => x.attachable_id === String(ids.status))).toBe(true);

    expect((await lider.get(url)).statusCode).toBe(403);
    expect((await upload(lider, [{ name: 'a.png', content: PNG }], url)).statusCode).toBe(403);
    expect((await admin.get(filesOfPath(statusesContract.name, 999999))).statusCode).toBe(404);
    expect((await admin.get(filesOfPath('planets', 1))).statusCode).toBe(404);
    expect((await upload(admin, [{ name: 'a.png', content: PNG }], filesOfPath('planets', 1))).statusCode).toBe(404);
  });

  it('hides the files of a record the caller can\'t see (no IDOR)', async () => {
    const res = await upload(superadmin, [{ name: 'tajne.pdf', content: PDF }], filesOfPath('users', ids.superadmin));
    expect(res.statusCode, res.body).toBe(201);
    const [secret] = res.json().data as StoredFile[];
    expect((await superadmin.get(secret!.url)).statusCode).toBe(200);
    expect((await admin.get(filesOfPath('users', ids.superadmin))).statusCode).toBe(404);
    expect((await upload(admin, [{ name: 'a.png', content: PNG }], filesOfPath('users', ids.superadmin))).statusCode).toBe(404);
    expect((await admin.get(secret!.url)).statusCode).toBe(404);
    expect((await admin.delete(filesContract.itemPath(secret!.id))).statusCode).toBe(404);
    expect((await superadmin.get(secret!.url)).statusCode).toBe(200);
    // A record the caller may see: fine.
    expect((await upload(admin, [{ name: 'cv.pdf', content: PDF }], filesOfPath('users', ids.kontraktor))).statusCode).toBe(201);
  });
});

describe('file names', () => {
  it('are cleaned to one safe, non-empty segment', () => {
    expect(sanitizeFileName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(sanitizeFileName('C:\\Users\\x\\raport.pdf')).toBe('raport.pdf');
    expect(sanitizeFileName('..')).toBe('plik');
    expect(sanitizeFileName('')).toBe('plik');
    expect(sanitizeFileName(' a\u0000b\nc<d>.txt ')).toBe('abc_d_.txt');
    expect(sanitizeFileName('faktura\u202Efdp.exe')).toBe('fakturafdp.exe');
    const long = sanitizeFileName(`${'ż'.repeat(300)}.pdf`);
    expect([...long]).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('never break out of the Content-Disposition header', () => {
    expect(contentDisposition('attachment', 'a"b\\c;d\r\ne.txt'))
      .toBe('attachment; filename="a_b_c_d__e.txt"; filename*=UTF-8\'\'a%22b%5Cc%3Bd%0D%0Ae.txt');
  });
});
