import type { RouteObject } from 'react-router';
import { EN_PREFIX, ROUTES, type LayoutName, type RouteDef } from '@harmony/shared';
import { ErrorScreen } from './error-screen';
import { LayoutGate } from './layout-gate';
import { RootShell } from './root-shell';
import { RouteErrorPage } from './route-error-page';
import { RouteScreen } from './route-screen';

const LAYOUT_NAMES: LayoutName[] = ['crm', 'default', 'timer', 'plain'];

/** Every route at its Polish path and under /en. */
export function localisedPaths(route: RouteDef): string[] {
  return [route.path, route.path === '/' ? EN_PREFIX : `${EN_PREFIX}${route.path}`];
}

/** The id of a layout's gate in the route tree (the router adds screens under it as it learns them). */
export const layoutRouteId = (layout: LayoutName): string => `layout-${layout}`;

/** A route's leaves: its screen at each of its paths. */
export function leafRoutes(route: RouteDef): RouteObject[] {
  return localisedPaths(route).map((path): RouteObject => ({ path, handle: { route }, element: <RouteScreen route={route} /> }));
}

/** The router is generated from the shared route table: one layout gate per layout, one leaf per path. */
export function buildRoutes(routes: readonly RouteDef[] = ROUTES): RouteObject[] {
  return [
    {
      element: <RootShell />,
      errorElement: <RouteErrorPage />,
      children: [
        ...LAYOUT_NAMES.map(
          (layout): RouteObject => ({
            id: layoutRouteId(layout),
            element: <LayoutGate layout={layout} />,
            children: routes.filter((route) => route.layout === layout).flatMap(leafRoutes),
          }),
        ),
        { path: '*', element: <ErrorScreen status={404} /> },
      ],
    },
  ];
}
