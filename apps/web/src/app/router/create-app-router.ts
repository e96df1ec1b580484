import { createBrowserRouter } from 'react-router';
import { matchRoute } from '@harmony/shared';
import { buildRoutes, layoutRouteId, leafRoutes } from './build-routes';

/**
 * The router starts with the current URL's route alone and learns the others as the user goes
 * (patchRoutesOnNavigation): ranking the whole table, every route at two paths, was the longest task of
 * the first render on a phone. The shared table decides which route a path is, as for the server's 404s.
 */
export function createAppRouter() {
  const known = new Set<string>();
  const routeOf = (pathname: string) => {
    const route = matchRoute(pathname)?.route;
    if (!route || known.has(route.name)) return null;
    known.add(route.name);
    return route;
  };
  const first = routeOf(window.location.pathname);
  return createBrowserRouter(buildRoutes(first ? [first] : []), {
    patchRoutesOnNavigation: ({ path, patch }) => {
      const route = routeOf(path);
      if (route) patch(layoutRouteId(route.layout), leafRoutes(route));
    },
  });
}
