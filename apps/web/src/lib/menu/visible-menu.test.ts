import { describe, expect, it } from 'vitest';
import { CMS_MENU, CRM_MENU, DEFAULT_MENU_SECTIONS, defaultPermissionsOf, type RoleName, type SessionUser } from '@harmony/shared';
import { menuLeaves, visibleMenu, type MenuContext } from './visible-menu';

const user = (role: RoleName): SessionUser => ({
  id: 1, first_name: 'A', last_name: 'B', email: 'a@b.c', roles: [role], permissions: defaultPermissionsOf(role), impersonator_id: null,
});
const ctx = (role: RoleName, over: Partial<MenuContext> = {}): MenuContext => ({
  user: user(role), sections: DEFAULT_MENU_SECTIONS, locale: 'pl', translate: (k) => `T:${k}`, ...over,
});
const keys = (items: ReturnType<typeof visibleMenu>) => items.map((i) => i.key);

describe('visible menu', () => {
  it('gives an administrator the whole CRM menu, the admin item through the misspelt role check', () => {
    expect(keys(visibleMenu(CRM_MENU, ctx('Administrator')))).toEqual([
      'dashboard', 'adminProjects', 'projects', 'categories', 'reports', 'calendar', 'times', 'users', 'administration',
    ]);
  });

  it('gives a contractor only what its permissions allow', () => {
    expect(keys(visibleMenu(CRM_MENU, ctx('Kontraktor')))).toEqual(['dashboard', 'projects', 'reports', 'calendar', 'times']);
  });

  it('hides disabled sections, and a disabled parent hides its children', () => {
    const items = visibleMenu(CMS_MENU, ctx('Administrator'));
    expect(keys(items)).not.toContain('customers');
    expect(keys(items)).not.toContain('mailing');
    expect(keys(menuLeaves(items))).not.toContain('mailsSend');
  });

  it('labels Polish from the configuration and English from i18n', () => {
    const sections = DEFAULT_MENU_SECTIONS.map((s) => (s.key === 'times' ? { ...s, name: 'Czasy pracy' } : s));
    expect(visibleMenu(CRM_MENU, ctx('Kontraktor', { sections })).find((i) => i.key === 'times')?.label).toBe('Czasy pracy');
    expect(visibleMenu(CRM_MENU, ctx('Kontraktor', { sections, locale: 'en' })).find((i) => i.key === 'times')?.label).toBe('T:menu.times');
  });

  it('names categories, products and orders by the settings once an administrator changed them', () => {
    const label = (key: string, over: Partial<MenuContext>) => {
      const find = (items: ReturnType<typeof visibleMenu>): string | undefined =>
        items.map((i) => (i.key === key ? i.label : i.children && find(i.children))).find(Boolean);
      return find(visibleMenu(CMS_MENU, ctx('Administrator', over)));
    };
    // The shipped defaults keep the configured (pl) and translated (en) labels.
    expect(label('orders', { settings: { orderName: 'Zamówienia' } })).toBe('Zamówienia');
    expect(label('orders', { settings: { orderName: 'Zamówienia' }, locale: 'en' })).toBe('T:menu.orders');
    const settings = { orderName: 'Zlecenia', productName: 'Towary', groupName: 'Działy' };
    for (const locale of ['pl', 'en'] as const) {
      expect(label('orders', { settings, locale })).toBe('Zlecenia');
      expect(label('products', { settings, locale })).toBe('Towary');
      expect(label('productCategories', { settings, locale })).toBe('Działy');
    }
  });

  it('follows the configured order of the sections', () => {
    const times = DEFAULT_MENU_SECTIONS.find((s) => s.key === 'times')!;
    const sections = [times, ...DEFAULT_MENU_SECTIONS.filter((s) => s !== times)];
    expect(keys(visibleMenu(CRM_MENU, ctx('Kontraktor', { sections })))).toEqual(['times', 'dashboard', 'projects', 'reports', 'calendar']);
  });

  it('shows nothing to nobody', () => {
    expect(visibleMenu(CRM_MENU, { ...ctx('Administrator'), user: null })).toEqual([]);
  });
});
