import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { reloadForChunkError } from './chunk-reload';

export type LazyScreen<P extends object> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<unknown> };

/**
 * React.lazy with a preload() for prefetching. A chunk that fails to load reloads the page (guarded);
 * when the guard says no, the error reaches the route's error page.
 */
export function lazyScreen<P extends object>(factory: () => Promise<{ default: ComponentType<P> }>): LazyScreen<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const load = () =>
    (loading ??= factory().catch((error: unknown) => {
      loading = null;
      if (reloadForChunkError(error)) return new Promise<never>(() => {});
      throw error;
    }));
  // A background prefetch that fails must not reload the page; the real render will try again.
  const preload = () => factory().catch(() => undefined);
  return Object.assign(lazy(load), { preload });
}
