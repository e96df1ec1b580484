import type { RouteDef } from '@harmony/shared';
import { lazyScreen, type LazyScreen } from '../../lib/pwa/lazy-screen';

export interface ScreenProps {
  route: RouteDef;
}

/** Each screen is its own chunk; routes of modules not built yet share the placeholder. */
const Dashboard = lazyScreen<ScreenProps>(() => import('../../features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const Login = lazyScreen<ScreenProps>(() => import('../../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const Placeholder = lazyScreen<ScreenProps>(() =>
  import('../../features/placeholder/module-placeholder').then((m) => ({ default: m.ModulePlaceholder })),
);

const BUILT: Record<string, LazyScreen<ScreenProps>> = {
  dashboard: Dashboard,
  login: Login,
};

export function screenFor(route: RouteDef): LazyScreen<ScreenProps> {
  return BUILT[route.name] ?? Placeholder;
}
