import { useEffect } from 'react';
import type { RouteDef } from '@harmony/shared';
import { useFirstFrameRemoved } from '../../first-frame/first-frame';
import { screenFor } from './screens';

/**
 * The leaf element of a route: its lazily loaded screen (the layout gate wraps it in Suspense). Once it is in
 * place, the server's first frame of the page (if any) has served its turn, and the document names the route
 * on screen (`<html data-route>`: what a test waits for after an in-app navigation, which keeps the old screen
 * until the new one is ready).
 */
export function RouteScreen({ route }: { route: RouteDef }) {
  useFirstFrameRemoved();
  useEffect(() => {
    document.documentElement.dataset.route = route.name;
  }, [route.name]);
  const Screen = screenFor(route);
  return <Screen route={route} />;
}
