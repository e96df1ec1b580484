import { fileOptionsPath } from '@harmony/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../../src/db/schema.js';
import { withApp } from '../../helpers/index.js';

/** GET /api/files/options: a file or image field's picker over saved files (the engine's optionsRoute). */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const lider = t.client('Lider');
const ids: Record<string, number> = {};

beforeAll(async () => {
  const made = await t.db.insert(files).values([
    { originalName: 'Łąka-opcje.png', storageKey: 'opt-1', mime: 'image/png', size: 10 },
    { originalName: 'łąka-opcje.pdf', storageKey: 'opt-2', mime: 'application/pdf', size: 20 },
    { originalName: 'Zdjęcie-opcje.jpg', storageKey: 'opt-3', mime: 'image/jpeg', size: 30, attachableType: 'statuses', attachableId: '1' },
  ]).returning({ id: files.id, name: files.originalName });
  for (const f of made) ids[f.name] = f.id;
});

type Page = { data: { id: number; label: string }[]; meta: { total: number; page: number; per_page: number; last_page: number } };
const labels = (page: Page) => page.data.map((o) => o.label);

describe('GET /api/files/options', () => {
  it('searches names case- and diacritics-insensitively, in the wire envelope', async () => {
    const res = await admin.get(fileOptionsPath, { query: { search: 'LAKA-OPCJE' } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Page>();
    expect(labels(body).sort()).toEqual(['Łąka-opcje.png', 'łąka-opcje.pdf'].sort());
    expect(body.meta).toEqual({ total: 2, page: 1, per_page: 20, last_page: 1 });
    expect(body.data[0]).toEqual({ id: expect.any(Number), label: expect.any(String) });
  });

  it('mime=image keeps only images (library and attached); a full type matches exactly', async () => {
    const images = (await admin.get(fileOptionsPath, { query: { search: 'opcje', mime: 'image' } })).json<Page>();
    expect(labels(images).sort()).toEqual(['Zdjęcie-opcje.jpg', 'Łąka-opcje.png'].sort());
    const pdf = (await admin.get(fileOptionsPath, { query: { search: 'opcje', mime: 'application/pdf' } })).json<Page>();
    expect(labels(pdf)).toEqual(['łąka-opcje.pdf']);
  });

  it('ids returns exactly the chosen files, for the labels of saved values', async () => {
    const chosen = [ids['Zdjęcie-opcje.jpg']!, ids['łąka-opcje.pdf']!];
    const res = await admin.get(fileOptionsPath, { query: { ids: chosen.join(',') } });
    expect(res.json<Page>().data.map((o) => o.id).sort()).toEqual([...chosen].sort());
  });

  it('pages with per_page and refuses more than 50 or a bad mime, in the request language', async () => {
    const first = (await admin.get(fileOptionsPath, { query: { search: 'opcje', per_page: '2' } })).json<Page>();
    expect(first.data).toHaveLength(2);
    expect(first.meta).toMatchObject({ total: 3, last_page: 2 });
    const tooMany = await admin.get(fileOptionsPath, { query: { per_page: '51' } });
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().errors)).toEqual(['per_page']);
    const badPl = await admin.get(fileOptionsPath, { query: { mime: 'IMAGE/*' } });
    expect(badPl.statusCode).toBe(422);
    expect(badPl.json().errors.mime[0]).toMatch(/nieprawidłow/i);
    const badEn = await adminEn.get(fileOptionsPath, { query: { mime: 'IMAGE/*' } });
    expect(badEn.json().errors.mime[0]).toMatch(/invalid/i);
  });

  it('is guarded like the library: 403 for a Lider, 401 without a session', async () => {
    expect((await lider.get(fileOptionsPath)).statusCode).toBe(403);
    expect((await t.anonymous().get(fileOptionsPath)).statusCode).toBe(401);
  });
});
