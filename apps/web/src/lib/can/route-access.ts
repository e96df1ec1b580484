import { useCallback } from 'react';
import { ADMIN_ROLES, can, hasRole, matchRoute, ROUTES, type RouteDef, type SessionUser } from '@harmony/shared';
import { useAuth } from '../auth/use-auth';

/** The route's permission with its verb (listowanie unless the route names another), as the router checks it. */
export function routePermits(route: RouteDef, user: SessionUser | null): boolean {
  return !route.permission || can(user?.permissions, route.verb ?? 'listowanie', route.permission);
}

/** The route of a Polish path (`/projekty/7/edycja`) or of a route-table pattern (`/projekty/:id/edycja`). */
function routeOf(path: string): RouteDef | undefined {
  return ROUTES.find((r) => r.path === path) ?? matchRoute(path)?.route;
}

/**
 * Whether the user gets past a screen's guards (signed in, the administrator role guard, the permission
 * with its verb): a link or button leading to a screen shows only then, so nothing offers a page the
 * router would answer with 403. Record-level rules (a project one doesn't lead) are the caller's to add.
 */
export function mayOpen(user: SessionUser | null, path: string): boolean {
  const route = routeOf(path);
  if (!route) return false;
  if (route.middleware.includes('auth') && !user) return false;
  if (route.middleware.includes('admin') && !hasRole(user?.roles, ADMIN_ROLES)) return false;
  return routePermits(route, user);
}

export function useMayOpen(): (path: string) => boolean {
  const { user } = useAuth();
  return useCallback((path: string) => mayOpen(user, path), [user]);
}
