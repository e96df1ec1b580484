import { matchRoute } from '@harmony/shared';
import { setPrefetcher } from '../../lib/pwa/prefetch';
import { LAYOUTS } from '../layouts/layouts';
import { screenFor } from './screens';

/** The layout's chunk too, where it has one (the shell layouts are lazy; the plain one is in the entry). */
function preloadPath(path: string): Promise<unknown> {
  const match = matchRoute(path.split(/[?#]/)[0] ?? path);
  if (!match) return Promise.resolve();
  const layout: unknown = LAYOUTS[match.route.layout];
  const layoutLoad = layout && typeof (layout as { preload?: unknown }).preload === 'function' ? (layout as { preload(): Promise<unknown> }).preload() : null;
  return Promise.all([screenFor(match.route).preload(), layoutLoad]);
}

const needsSession = (path: string) => matchRoute(path)?.route.middleware.includes('auth') ?? false;

/**
 * Teaches lib/pwa/prefetch how to load the chunks behind a path, and starts loading the current page's at
 * once, instead of when the session probe lets the layout render: a screen anyone may open now, a signed-in
 * screen once the probe has found a user (preloadSignedInScreen), since a guest is sent to sign in instead.
 */
export function installRoutePrefetcher(): void {
  setPrefetcher(preloadPath);
  if (!needsSession(window.location.pathname)) void preloadPath(window.location.pathname);
}

/** The current page's chunks when it is a signed-in screen; called once the session probe has found a user. */
export function preloadSignedInScreen(): void {
  if (needsSession(window.location.pathname)) void preloadPath(window.location.pathname);
}
