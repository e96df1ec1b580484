import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_MENU_SECTIONS } from '@harmony/shared';
import { settings } from '../../../src/db/schema.js';
import { DEMO_ROLES, withApp } from '../../helpers/index.js';

const t = withApp();
const lider = t.client('Lider');

describe('GET /api/app-config', () => {
  it('gives the seed\'s default application settings and the menu configuration', async () => {
    const res = await lider.get('/api/app-config');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.settings).toEqual({
      appName: '1CRM Harmony',
      groupName: 'Grupa',
      productName: 'Produkt',
      orderName: 'Zamówienia',
    });
    expect(body.menu).toEqual(DEFAULT_MENU_SECTIONS);
    // Seed section 1: customers, realizations and mailing ship switched off; everything else is on.
    const off = (body.menu as { key: string; enabled: boolean }[]).filter((m) => !m.enabled).map((m) => m.key);
    expect(off.sort()).toEqual(['customers', 'mailing', 'realizations']);
    const names = Object.fromEntries((body.menu as { key: string; name: string }[]).map((m) => [m.key, m.name]));
    expect(names).toMatchObject({
      dashboard: 'Dashboard',
      adminProjects: 'Projekty użytkowników',
      projects: 'Projekty',
      categories: 'Kategorie',
      reports: 'Raporty',
      calendar: 'Kalendarz',
      times: 'Czas przepracowany',
      users: 'Użytkownicy',
      administration: 'Administracja',
      userGroups: 'Grupy użytkowników',
      settings: 'Ustawienia',
    });
  });

  it('is the same for every signed-in role and refuses anonymous callers', async () => {
    for (const role of DEMO_ROLES) {
      const res = await (await t.signIn(role)).get('/api/app-config');
      expect(res.statusCode, role).toBe(200);
      expect(res.json().settings.groupName).toBe('Grupa');
    }
    const anonymous = await t.anonymous().get('/api/app-config');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Zaloguj się aby kontynuować.' });
  });

  it('shows stored settings, and the default for an empty one', async () => {
    await t.database.db.update(settings).set({ value: 'Zespół' }).where(eq(settings.key, 'groupName'));
    await t.database.db.update(settings).set({ value: '' }).where(eq(settings.key, 'productName'));
    await t.database.db.delete(settings).where(eq(settings.key, 'orderName'));
    try {
      const body = (await lider.get('/api/app-config')).json();
      expect(body.settings).toEqual({ appName: '1CRM Harmony', groupName: 'Zespół', productName: 'Produkt', orderName: 'Zamówienia' });
    } finally {
      await t.database.db.update(settings).set({ value: 'Grupa' }).where(eq(settings.key, 'groupName'));
      await t.database.db.update(settings).set({ value: 'Produkt' }).where(eq(settings.key, 'productName'));
      await t.database.db.insert(settings).values({ key: 'orderName', value: 'Zamówienia' });
    }
  });
});
