import type { RouteDef } from '@harmony/shared';
import { screenFor } from './screens';

/** The leaf element of a route: its lazily loaded screen (the layout gate wraps it in Suspense). */
export function RouteScreen({ route }: { route: RouteDef }) {
  const Screen = screenFor(route);
  return <Screen route={route} />;
}
