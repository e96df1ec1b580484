import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_MENU_SECTIONS } from '@harmony/shared';
import { rows, withApp } from '../../helpers/index.js';

/** Menu configuration (/api/menu): enable flags, Polish names and order, seen by GET /api/app-config at once. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Superadministrator', { headers: { 'x-locale': 'en' } });
const kontraktor = t.client('Kontraktor');

type Section = { key: string; name: string; enabled: boolean; position: number };
const sections = async (): Promise<Section[]> => (await admin.get('/api/menu')).json().data;

describe('GET /api/menu', () => {
  it('lists every section with its name, flag and position, in menu order', async () => {
    const res = await admin.get('/api/menu');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(DEFAULT_MENU_SECTIONS.map((s, position) => ({ ...s, position })));
  });

  it('is for administrators only', async () => {
    expect((await kontraktor.get('/api/menu')).statusCode).toBe(403);
    expect((await kontraktor.put('/api/menu', { menu: [] })).statusCode).toBe(403);
  });
});

describe('PUT /api/menu', () => {
  it('saves names, flags and the order, logs before and after, and app-config shows it at once', async () => {
    const before = await sections();
    const res = await admin.put('/api/menu', {
      menu: [
        { key: 'customers', name: 'Klienci sklepu', enabled: true },
        { key: 'dashboard', name: 'Pulpit', enabled: true },
        { key: 'projects', name: 'Projekty', enabled: false },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Zapisano konfigurację menu.');
    const data = res.json().data as Section[];
    // The listed sections first, in the given order; the rest keep their state and relative order.
    expect(data.slice(0, 3)).toEqual([
      { key: 'customers', name: 'Klienci sklepu', enabled: true, position: 0 },
      { key: 'dashboard', name: 'Pulpit', enabled: true, position: 1 },
      { key: 'projects', name: 'Projekty', enabled: false, position: 2 },
    ]);
    const rest = before.filter((s) => !['customers', 'dashboard', 'projects'].includes(s.key));
    expect(data.slice(3)).toEqual(rest.map((s, i) => ({ ...s, position: i + 3 })));
    expect(await sections()).toEqual(data);

    const config = (await kontraktor.get('/api/app-config')).json();
    expect(config.menu.slice(0, 3)).toEqual([
      { key: 'customers', name: 'Klienci sklepu', enabled: true },
      { key: 'dashboard', name: 'Pulpit', enabled: true },
      { key: 'projects', name: 'Projekty', enabled: false },
    ]);
    expect(config.menu).toHaveLength(DEFAULT_MENU_SECTIONS.length);

    const [log] = await rows<{ action: string; before: Section[]; after: Section[] }>(t.database,
      sql`select action, before, after from activities where subject_type = 'menu' order by id desc limit 1`);
    expect(log!.action).toBe('update');
    const shipped = DEFAULT_MENU_SECTIONS.findIndex((s) => s.key === 'customers');
    expect(log!.before.find((s) => s.key === 'customers')).toEqual({ key: 'customers', name: 'Klienci', enabled: false, position: shipped });
    expect(log!.after.find((s) => s.key === 'customers')).toEqual({ key: 'customers', name: 'Klienci sklepu', enabled: true, position: 0 });
  });

  it('accepts the whole list as a bare array, and restores the shipped configuration', async () => {
    const res = await admin.put('/api/menu', DEFAULT_MENU_SECTIONS);
    expect(res.statusCode, res.body).toBe(200);
    expect((await kontraktor.get('/api/app-config')).json().menu).toEqual(DEFAULT_MENU_SECTIONS);
  });

  it('refuses unknown keys, bad names and duplicates with row errors (pl and en), changing nothing', async () => {
    const before = await sections();
    const unknown = await admin.put('/api/menu', {
      menu: [{ key: 'dashboard', name: 'Pulpit', enabled: true }, { key: 'hacked', name: 'X', enabled: true }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'menu.1.key': ['Wybrana wartość pola klucz w wierszu 2 jest nieprawidłowa'] });
    const unknownEn = await adminEn.put('/api/menu', { menu: [{ key: 'hacked', name: 'X', enabled: true }] });
    expect(unknownEn.json().errors).toEqual({ 'menu.0.key': ['The selected key in row 1 is invalid'] });

    const bad = await admin.put('/api/menu', {
      menu: [
        { key: 'dashboard', name: ' ', enabled: true },
        { key: 'projects', name: 'x'.repeat(61), enabled: 'yes' },
        { key: 'dashboard', name: 'Jeszcze raz', enabled: true },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'menu.0.name': ['Pole nazwa w wierszu 1 jest wymagane'],
      'menu.1.name': ['Pole nazwa w wierszu 2 nie może być dłuższe niż 60 znaków'],
      'menu.1.enabled': ['Pole włączona w wierszu 2 jest wymagane'],
      'menu.2.key': ['Taka wartość pola klucz w wierszu 3 już istnieje'],
    });
    const empty = await admin.put('/api/menu', { menu: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ menu: ['Pole menu musi być listą (od 1 do 200 pozycji)'] });
    expect(await sections()).toEqual(before);
  });
});
