import type { RouteDef } from '@harmony/shared';
import { useFirstFrameRemoved } from '../../first-frame/first-frame';
import { screenFor } from './screens';

/**
 * The leaf element of a route: its lazily loaded screen (the layout gate wraps it in Suspense). Once it is in
 * place, the server's first frame of the page (if any) has served its turn.
 */
export function RouteScreen({ route }: { route: RouteDef }) {
  useFirstFrameRemoved();
  const Screen = screenFor(route);
  return <Screen route={route} />;
}
