import type { RouteDef } from '@harmony/shared';

/** What every leaf route of the table carries, for its layout gate. */
export interface RouteHandle {
  route: RouteDef;
}

export function routeOfHandle(handle: unknown): RouteDef | null {
  return handle && typeof handle === 'object' && 'route' in handle ? (handle as RouteHandle).route : null;
}
