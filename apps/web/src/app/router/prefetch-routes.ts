import { matchRoute } from '@harmony/shared';
import { setPrefetcher } from '../../lib/pwa/prefetch';
import { screenFor } from './screens';

/** Teaches lib/pwa/prefetch how to load the chunk behind a path. */
export function installRoutePrefetcher(): void {
  setPrefetcher((path) => {
    const match = matchRoute(path.split(/[?#]/)[0] ?? path);
    if (match) void screenFor(match.route).preload();
  });
}
