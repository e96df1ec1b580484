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

/**
 * Teaches lib/pwa/prefetch how to load the chunks behind a path, and starts loading the current page's at
 * once: otherwise they wait for the session probe, which decides whether the layout renders at all.
 */
export function installRoutePrefetcher(): void {
  setPrefetcher(preloadPath);
  void preloadPath(window.location.pathname);
}
