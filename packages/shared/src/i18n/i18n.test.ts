import { describe, expect, it } from 'vitest';
import { CMS_MENU, CRM_MENU, DEFAULT_MENU_SECTIONS, type MenuItem } from '../menus.js';
import { ROUTES } from '../routes.js';
import { en, flatKeys, pl, translate } from './index.js';

const lookup = (catalogue: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const menuKeys = (items: MenuItem[]): string[] => items.flatMap((i) => [i.key, ...menuKeys(i.children ?? [])]);
const ALL_MENU_KEYS = [...menuKeys(CRM_MENU), ...menuKeys(CMS_MENU)];

describe('i18n catalogues', () => {
  it('have the same keys in pl and en', () => {
    const plKeys = flatKeys(pl);
    const enKeys = flatKeys(en);
    expect(plKeys.filter((k) => !enKeys.includes(k)), 'keys missing in en').toEqual([]);
    expect(enKeys.filter((k) => !plKeys.includes(k)), 'keys missing in pl').toEqual([]);
    expect(plKeys.length).toBeGreaterThan(100);
  });

  it('have no empty or untrimmed strings and use the same placeholders in both languages', () => {
    for (const key of flatKeys(pl)) {
      const p = lookup(pl, key) as string;
      const e = lookup(en, key) as string;
      expect(typeof p, key).toBe('string');
      expect(typeof e, key).toBe('string');
      expect(p.trim(), `pl ${key}`).not.toBe('');
      expect(e.trim(), `en ${key}`).not.toBe('');
      expect(p, `pl ${key}`).toBe(p.trim());
      expect(e, `en ${key}`).toBe(e.trim());
      expect(placeholders(e), key).toEqual(placeholders(p));
    }
  });

  it('give every screen of the route table a title in both languages', () => {
    const missing = ROUTES.flatMap((r) => (['pl', 'en'] as const)
      .filter((locale) => typeof lookup(locale === 'pl' ? pl : en, `routes.${r.name}`) !== 'string')
      .map((locale) => `${locale}: routes.${r.name}`));
    expect(missing).toEqual([]);
  });

  it('name every menu entry in both languages, and every entry has a menu-configuration row', () => {
    const sections = new Set(DEFAULT_MENU_SECTIONS.map((s) => s.key));
    for (const key of ALL_MENU_KEYS) {
      expect(typeof lookup(pl, `menu.${key}`), `pl menu.${key}`).toBe('string');
      expect(typeof lookup(en, `menu.${key}`), `en menu.${key}`).toBe('string');
      expect(sections.has(key), `DEFAULT_MENU_SECTIONS row for ${key}`).toBe(true);
    }
  });

  it('translate with {{name}} interpolation, falling back to the key', () => {
    expect(translate('pl', 'auth.throttled', { seconds: 42 })).toBe('Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 42 s.');
    expect(translate('en', 'impersonation.started', { name: 'Jan Kowalski' })).toBe('Signed in as Jan Kowalski.');
    expect(translate('pl', 'errors.unauthenticated')).toBe('Zaloguj się aby kontynuować.');
    expect(translate('pl', 'no.such.key')).toBe('no.such.key');
    expect(translate('pl', 'auth')).toBe('auth');
  });

  it('carry the seed\'s literal messages', () => {
    expect(pl.errors.notFoundWarning).toBe('404 nie znaleziono');
    expect(pl.errors.notFound).toBe('This page could not be found');
    expect(pl.errors.internalWarning).toBe('Wystąpił wewnętrzny błąd');
    expect(pl.errors.unknownMiddleware).toBe('Unknown middleware {{name}}');
    expect(pl.errors.genericToast).toBe('Ups! Coś poszło nie tak.');
    expect(pl.errors.successToast).toBe('Operacja wykonana poprawnie.');
    expect(pl.auth.loginRequired).toBe('Zaloguj się aby kontynuować.');
  });
});

describe('menus', () => {
  it('list the seed\'s side menu in order, with the seed\'s Polish names', () => {
    expect(CRM_MENU.map((m) => m.key)).toEqual(['dashboard', 'adminProjects', 'projects', 'categories', 'reports', 'calendar', 'times', 'users', 'administration']);
    expect(CRM_MENU.find((m) => m.key === 'administration')!.children!.map((m) => m.key)).toEqual(['userGroups', 'settings']);
    const names = CRM_MENU.flatMap((m) => [m, ...(m.children ?? [])]).map((m) => lookup(pl, `menu.${m.key}`));
    expect(names).toEqual([
      'Dashboard', 'Projekty użytkowników', 'Projekty', 'Kategorie', 'Raporty', 'Kalendarz', 'Czas przepracowany',
      'Użytkownicy', 'Administracja', 'Grupy użytkowników', 'Ustawienia',
    ]);
    expect(CRM_MENU.find((m) => m.key === 'adminProjects')).toMatchObject({ path: '/administrator/projekty', roles: 'Superadministratore|Administratore' });
    expect(CRM_MENU.find((m) => m.key === 'times')!.path).toBe('/czasy');
  });

  it('link only to screens of the route table', () => {
    const paths = new Set(ROUTES.map((r) => r.path));
    for (const item of [...CRM_MENU, ...CMS_MENU].flatMap((m) => [m, ...(m.children ?? [])])) {
      if (item.path) expect(paths.has(item.path), item.path).toBe(true);
    }
  });

  it('have one configuration row per entry, no orphans, with the Polish names of the catalogue', () => {
    const keys = DEFAULT_MENU_SECTIONS.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...new Set(ALL_MENU_KEYS)].sort());
    for (const s of DEFAULT_MENU_SECTIONS) expect(s.name, s.key).toBe(lookup(pl, `menu.${s.key}`));
  });

  it('ship customers, realizations and mailing switched off (seed section 1)', () => {
    expect(DEFAULT_MENU_SECTIONS.filter((s) => !s.enabled).map((s) => s.key).sort()).toEqual(['customers', 'mailing', 'realizations']);
  });
});
