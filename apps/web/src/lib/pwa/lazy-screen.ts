import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { reloadForChunkError } from './chunk-reload';

export type LazyScreen<P extends object> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<unknown> };

type Loaded<P> = { default: ComponentType<P> };

/** A thenable that hands over its value at once: React.lazy then renders without suspending. */
const settledThenable = <T,>(value: T): PromiseLike<T> => ({
  then: (onFulfilled) => (onFulfilled ? onFulfilled(value) : value) as never,
});

/**
 * React.lazy with a preload() for prefetching. A chunk that fails to load reloads the page (guarded);
 * when the guard says no, the error reaches the route's error page. Once preloaded, the screen renders on
 * its first attempt, without a round through its Suspense fallback.
 */
export function lazyScreen<P extends object>(factory: () => Promise<Loaded<P>>): LazyScreen<P> {
  let loaded: Loaded<P> | null = null;
  let loading: Promise<Loaded<P>> | null = null;
  const load = () =>
    loaded
      ? (settledThenable(loaded) as Promise<Loaded<P>>)
      : (loading ??= factory().then(
          (module) => (loaded = module),
          (error: unknown) => {
            loading = null;
            if (reloadForChunkError(error)) return new Promise<never>(() => {});
            throw error;
          },
        ));
  // A background prefetch that fails must not reload the page; the real render will try again.
  const preload = () =>
    factory().then(
      (module) => (loaded ??= module),
      () => undefined,
    );
  return Object.assign(lazy(load), { preload });
}
