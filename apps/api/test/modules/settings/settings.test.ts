import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows, withApp } from '../../helpers/index.js';

/** Settings (/api/settings): the whole list read and replaced as one; the four application settings never vanish. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Superadministrator', { headers: { 'x-locale': 'en' } });
const lider = t.client('Lider');

type Setting = { key: string; value: string };
const stored = async () =>
  rows<Setting>(t.database, sql`select key, value from settings order by key`);
const logOf = () =>
  rows<{ action: string; subject_id: string | null; before: Record<string, string>; after: Record<string, string> }>(t.database,
    sql`select action, subject_id, before, after from activities where subject_type = 'settings' order by id`);

describe('GET /api/settings', () => {
  it('lists the application settings first, then the seeded company and sender settings by key', async () => {
    const res = await admin.get('/api/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { key: 'appName', value: '1CRM Harmony' },
        { key: 'groupName', value: 'Grupa' },
        { key: 'productName', value: 'Produkt' },
        { key: 'orderName', value: 'Zamówienia' },
        { key: 'companyAddress', value: '' },
        { key: 'companyName', value: '' },
        { key: 'companyNip', value: '' },
        { key: 'mailFromAddress', value: '' },
        { key: 'mailFromName', value: '' },
        { key: 'mailsPerMinute', value: '' },
        { key: 'mapGeocoderUrl', value: '' },
        { key: 'mapTileUrl', value: '' },
      ],
    });
  });

  it('is for administrators only', async () => {
    expect((await lider.get('/api/settings')).statusCode).toBe(403);
    expect((await lider.put('/api/settings', { settings: [] })).statusCode).toBe(403);
    expect((await t.anonymous().get('/api/settings')).statusCode).toBe(401);
  });
});

describe('PUT /api/settings', () => {
  it('replaces the whole list: missing keys go, the application settings fall back to their defaults', async () => {
    const res = await admin.put('/api/settings', {
      settings: [
        { key: 'appName', value: '  Agencja Harmonia ' },
        { key: 'groupName', value: '' },
        { key: 'companyName', value: 'Harmonia sp. z o.o.' },
        { key: 'invoice.prefix', value: 'FV/' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = [
      { key: 'appName', value: 'Agencja Harmonia' },
      { key: 'groupName', value: 'Grupa' },
      { key: 'productName', value: 'Produkt' },
      { key: 'orderName', value: 'Zamówienia' },
      { key: 'companyName', value: 'Harmonia sp. z o.o.' },
      { key: 'invoice.prefix', value: 'FV/' },
    ];
    expect(res.json()).toEqual({ data: expected, message: 'Zapisano ustawienia.' });
    expect((await admin.get('/api/settings')).json().data).toEqual(expected);
    expect((await stored()).map((s) => s.key)).toEqual(['appName', 'companyName', 'groupName', 'invoice.prefix', 'orderName', 'productName']);

    const [log] = (await logOf()).slice(-1);
    expect(log).toMatchObject({
      action: 'update',
      before: { appName: '1CRM Harmony', companyNip: '', mailFromName: '' },
      after: { appName: 'Agencja Harmonia', groupName: 'Grupa', 'invoice.prefix': 'FV/' },
    });
    expect(log!.after).not.toHaveProperty('companyNip');
  });

  it('is reflected by GET /api/app-config at once, for every role', async () => {
    await admin.put('/api/settings', { settings: [{ key: 'appName', value: 'Nowa nazwa' }, { key: 'orderName', value: 'Zlecenia' }] });
    const config = (await lider.get('/api/app-config')).json();
    expect(config.settings).toEqual({ appName: 'Nowa nazwa', groupName: 'Grupa', productName: 'Produkt', orderName: 'Zlecenia' });
  });

  it('restores every default when saved empty', async () => {
    const res = await admin.put('/api/settings', { settings: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { key: 'appName', value: '1CRM Harmony' },
      { key: 'groupName', value: 'Grupa' },
      { key: 'productName', value: 'Produkt' },
      { key: 'orderName', value: 'Zamówienia' },
    ]);
    expect((await lider.get('/api/app-config')).json().settings.appName).toBe('1CRM Harmony');
  });

  it('refuses bad rows with errors pointing at the row, in Polish and English, and changes nothing', async () => {
    await admin.put('/api/settings', { settings: [{ key: 'keep', value: 'me' }] });
    const before = await stored();
    const activities = (await logOf()).length;
    const body = {
      settings: [
        { key: 'ok', value: 'x' },
        { key: 'ok', value: 'y' },
        { key: 'companyName', value: 'a'.repeat(5001) },
        { key: '1abc', value: 'x' },
        { key: 'has space', value: 'x' },
        { key: 'mailFromAddress', value: 'nie-email' },
        { value: 'no key' },
        { key: 'x'.repeat(65), value: 3 },
        { key: 'mapTileUrl', value: 'https://tiles.example.com/{z}/{x}.png' },
        { key: 'mapGeocoderUrl', value: 'javascript:alert(1)//{q}' },
      ],
    };
    const pl = await admin.put('/api/settings', body);
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors).toEqual({
      'settings.1.key': ['Taka wartość pola klucz w wierszu 2 już istnieje'],
      'settings.2.value': ['Pole wartość w wierszu 3 nie może być dłuższe niż 5000 znaków'],
      'settings.3.key': ['Wybrana wartość pola klucz w wierszu 4 jest nieprawidłowa'],
      'settings.4.key': ['Wybrana wartość pola klucz w wierszu 5 jest nieprawidłowa'],
      'settings.5.value': ['Pole wartość w wierszu 6 musi być poprawnym adresem email'],
      'settings.6.key': ['Pole klucz w wierszu 7 jest wymagane'],
      'settings.7.key': ['Wybrana wartość pola klucz w wierszu 8 jest nieprawidłowa'],
      'settings.7.value': ['Pole wartość w wierszu 8 jest wymagane'],
      'settings.8.value': ['Pole wartość w wierszu 9 ma nieprawidłową wartość'],
      'settings.9.value': ['Pole wartość w wierszu 10 ma nieprawidłową wartość'],
    });
    const en = await adminEn.put('/api/settings', body);
    expect(en.statusCode).toBe(422);
    expect(en.json().errors['settings.3.key']).toEqual(['The selected key in row 4 is invalid']);
    expect(en.json().errors['settings.1.key']).toEqual(['The key in row 2 has already been taken']);
    expect(en.json().message).toBe(Object.values(en.json().errors as Record<string, string[]>)[0]![0]);
    expect(await stored()).toEqual(before);
    expect((await logOf()).length).toBe(activities);
  });

  it('takes at most 200 settings and needs the list itself', async () => {
    const tooMany = Array.from({ length: 201 }, (_, i) => ({ key: `k${i}`, value: 'v' }));
    const res = await admin.put('/api/settings', { settings: tooMany });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ settings: ['Pole ustawienia musi być listą (od 0 do 200 pozycji)'] });
    const missing = await admin.put('/api/settings', { nothing: true });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['settings']);
    // 200 long values (Polish text: two bytes a character) are over the app's default 1 MB body limit, yet valid.
    const big = Array.from({ length: 200 }, (_, i) => ({ key: `k${i}`, value: 'ż'.repeat(5000) }));
    expect((await admin.put('/api/settings', { settings: big })).statusCode).toBe(200);
    expect((await admin.get('/api/settings')).json().data).toHaveLength(204);
  });
});

describe('DELETE /api/settings/{key}', () => {
  it('removes an ordinary setting, and resets an application setting to its default instead', async () => {
    await admin.put('/api/settings', {
      settings: [{ key: 'groupName', value: 'Zespół' }, { key: 'companyNip', value: '5260250274' }],
    });
    const del = await admin.delete('/api/settings/companyNip');
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ key: 'companyNip', value: null, message: 'Usunięto ustawienie.' });
    expect((await stored()).find((s) => s.key === 'companyNip')).toBeUndefined();

    const reset = await admin.delete('/api/settings/groupName');
    expect(reset.json()).toEqual({ key: 'groupName', value: 'Grupa', message: 'Przywrócono domyślną wartość ustawienia.' });
    expect((await stored()).find((s) => s.key === 'groupName')).toEqual({ key: 'groupName', value: 'Grupa' });
    expect((await lider.get('/api/app-config')).json().settings.groupName).toBe('Grupa');

    const log = (await logOf()).slice(-2);
    expect(log).toMatchObject([
      { action: 'delete', subject_id: 'companyNip', before: { key: 'companyNip', value: '5260250274' } },
      { action: 'update', subject_id: 'groupName', before: { value: 'Zespół' }, after: { value: 'Grupa' } },
    ]);
  });

  it('answers 404 for a key that does not exist and 422 for a malformed one', async () => {
    expect((await admin.delete('/api/settings/noSuchKey')).statusCode).toBe(404);
    const bad = await admin.delete('/api/settings/9lives');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ key: ['Wybrana wartość pola klucz jest nieprawidłowa'] });
  });
});
