import { settingNameOf, type AppSettings, type Locale, type MenuItem, type MenuSection, type SessionUser } from '@harmony/shared';
import { allows } from '../can/use-can';

export interface VisibleMenuItem {
  key: string;
  label: string;
  path?: string;
  icon: string;
  children?: VisibleMenuItem[];
}

export interface MenuContext {
  user: SessionUser | null;
  /** The app-config menu sections; null while not loaded (then nothing is hidden for being disabled). */
  sections: MenuSection[] | null;
  locale: Locale;
  /** English (and fallback) labels: i18n `menu.<key>`. */
  translate(key: string): string;
  /** The application settings: groupName, productName and orderName name their entries once changed. */
  settings?: Partial<AppSettings>;
}

/**
 * An item shows only if permitted (permission with `listowanie`, roles with hasRole) and its section is
 * enabled in the menu configuration; a hidden parent hides its children, and a group left without
 * children disappears. Polish labels come from the configuration, English ones from i18n; a changed groupName,
 * productName or orderName setting names its entry in both.
 */
export function visibleMenu(items: readonly MenuItem[], ctx: MenuContext): VisibleMenuItem[] {
  const byKey = new Map((ctx.sections ?? []).map((s) => [s.key, s]));
  // The configuration lists sections in their chosen order (/administrator/menu); unlisted items keep theirs, last.
  const place = new Map((ctx.sections ?? []).map((s, i) => [s.key, i]));
  const ordered = (list: readonly MenuItem[]) =>
    [...list].sort((a, b) => (place.get(a.key) ?? Number.MAX_SAFE_INTEGER) - (place.get(b.key) ?? Number.MAX_SAFE_INTEGER));
  const walk = (list: readonly MenuItem[]): VisibleMenuItem[] =>
    ordered(list).flatMap((item) => {
      const section = byKey.get(item.key);
      if (section && !section.enabled) return [];
      if (!allows(ctx.user, { permission: item.permission, roles: item.roles })) return [];
      const label = settingNameOf(item.key, ctx.settings ?? {})
        ?? (ctx.locale === 'pl' && section?.name ? section.name : ctx.translate(`menu.${item.key}`));
      if (!item.children) return [{ key: item.key, label, path: item.path, icon: item.icon }];
      const children = walk(item.children);
      return children.length ? [{ key: item.key, label, path: item.path, icon: item.icon, children }] : [];
    });
  return walk(items);
}

/** Leaf entries with a path, in menu order (dashboard shortcuts, idle prefetching). */
export function menuLeaves(items: readonly VisibleMenuItem[]): VisibleMenuItem[] {
  return items.flatMap((item) => (item.children ? menuLeaves(item.children) : item.path ? [item] : []));
}
