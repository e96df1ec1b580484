import type { ComponentType } from 'react';
import type { RouteDef } from '@harmony/shared';
import { resourceScreens } from '../../components/resource/resource-screens';
import { lazyScreen } from '../../lib/pwa/lazy-screen';
import { activities } from '../../resources/activities';
import { files } from '../../resources/files';
import { roles } from '../../resources/roles';
import { statuses } from '../../resources/statuses';
import { types } from '../../resources/types';
import { users } from '../../resources/users';

export interface ScreenProps {
  route: RouteDef;
}

/** A screen of a route, with a preload for prefetching its chunk. */
export type Screen = ComponentType<ScreenProps> & { preload(): Promise<unknown> };

/** Each screen is its own chunk; routes of modules not built yet share the placeholder. */
const Dashboard = lazyScreen<ScreenProps>(() => import('../../features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const Login = lazyScreen<ScreenProps>(() => import('../../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const Settings = lazyScreen<ScreenProps>(() => import('../../features/settings/settings-page').then((m) => ({ default: m.SettingsPage })));
const MenuConfig = lazyScreen<ScreenProps>(() => import('../../features/menu-config/menu-config-page').then((m) => ({ default: m.MenuConfigPage })));
const UsersImport = lazyScreen<ScreenProps>(() => import('../../features/users-import/import-page').then((m) => ({ default: m.UsersImportPage })));
const SetPassword = lazyScreen<ScreenProps>(() => import('../../features/set-password/set-password-page').then((m) => ({ default: m.SetPasswordPage })));
const Placeholder = lazyScreen<ScreenProps>(() =>
  import('../../features/placeholder/module-placeholder').then((m) => ({ default: m.ModulePlaceholder })),
);

/** Declared resources (src/resources/<name>) yield their list and form screens under their route names. */
const RESOURCES = [statuses, types, activities, users, roles, files];

const BUILT: Record<string, Screen> = {
  dashboard: Dashboard,
  login: Login,
  adminSettings: Settings,
  adminMenu: MenuConfig,
  adminUsersImport: UsersImport,
  setPassword: SetPassword,
  ...Object.assign({}, ...RESOURCES.map(resourceScreens)),
};

export function screenFor(route: RouteDef): Screen {
  return BUILT[route.name] ?? Placeholder;
}
