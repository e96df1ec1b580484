import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows, withApp } from '../../helpers/index.js';

/**
 * Issue #24: PUT /api/settings takes the list in the shape GET /api/settings gives it, so a client that
 * reads, changes one value and writes the same document back succeeds — in either language.
 */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Superadministrator', { headers: { 'accept-language': 'en' } });

type Setting = { key: string; value: string };
const storedValue = async (key: string) =>
  (await rows<Setting>(t.database, sql`select key, value from settings where key = ${key}`))[0]?.value;

describe('PUT /api/settings with what GET /api/settings answered', () => {
  for (const [language, client, saved] of [
    ['Polish', () => admin, 'Zapisano ustawienia.'],
    ['English', () => adminEn, 'Settings saved.'],
  ] as const) {
    it(`stores the one changed value and keeps the rest (${language})`, async () => {
      const read = await client().get('/api/settings');
      expect(read.statusCode).toBe(200);
      const document = read.json() as { data: Setting[] };
      const before = document.data.map((s) => ({ ...s }));
      const row = document.data.find((s) => s.key === 'companyName')!;
      row.value = `Harmonia ${language}`;

      const res = await client().put('/api/settings', document);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ data: document.data, message: saved });
      expect(await storedValue('companyName')).toBe(`Harmonia ${language}`);
      const after = (await client().get('/api/settings')).json().data as Setting[];
      expect(after.filter((s) => s.key !== 'companyName')).toEqual(before.filter((s) => s.key !== 'companyName'));
    });
  }

  it('takes the PUT\'s own answer (data and message) back as well, and a bare list', async () => {
    const first = (await admin.put('/api/settings', (await admin.get('/api/settings')).json())).json() as { data: Setting[]; message: string };
    first.data.find((s) => s.key === 'appName')!.value = 'Harmonia z odpowiedzi';
    const again = await admin.put('/api/settings', first);
    expect(again.statusCode, again.body).toBe(200);
    expect(await storedValue('appName')).toBe('Harmonia z odpowiedzi');

    const list = again.json().data as Setting[];
    list.find((s) => s.key === 'appName')!.value = 'Harmonia z listy';
    expect((await admin.put('/api/settings', list)).statusCode).toBe(200);
    expect(await storedValue('appName')).toBe('Harmonia z listy');
  });

  it('still points a bad row of such a document at `settings.N`, in the request\'s language', async () => {
    const document = (await admin.get('/api/settings')).json() as { data: Setting[] };
    document.data[4]!.value = 'x'.repeat(5001);
    const pl = await admin.put('/api/settings', document);
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors).toEqual({ 'settings.4.value': ['Pole wartość w wierszu 5 nie może być dłuższe niż 5000 znaków'] });
    const en = await adminEn.put('/api/settings', document);
    expect(en.json().errors).toEqual({ 'settings.4.value': ['The value in row 5 field may not be greater than 5000 characters'] });
  });
});
