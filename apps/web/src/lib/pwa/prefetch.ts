import { PREFETCH_IDLE_TIMEOUT_MS } from '@harmony/shared';

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

type NavigatorLike = Pick<Navigator, 'onLine'> & { connection?: NetworkInformationLike };

/** Seed section 4: no prefetching when offline, on a 2g connection, or with data saver on. */
export function shouldPrefetch(nav: NavigatorLike | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  if (!nav) return false;
  if (nav.onLine === false) return false;
  const connection = nav.connection;
  if (connection?.saveData) return false;
  if (connection?.effectiveType?.includes('2g')) return false;
  return true;
}

/** The app registers how a path's screen is loaded; features only say which path they link to. */
let prefetcher: (path: string) => void = () => {};
const done = new Set<string>();

export function setPrefetcher(next: (path: string) => void): void {
  prefetcher = next;
}

export function prefetchPath(path: string, nav?: NavigatorLike): void {
  if (done.has(path) || !shouldPrefetch(nav ?? (typeof navigator === 'undefined' ? undefined : navigator))) return;
  done.add(path);
  prefetcher(path);
}

/** Runs when the browser is idle, or after PREFETCH_IDLE_TIMEOUT_MS at the latest; returns a cancel. */
export function whenIdle(task: () => void, win: Window = window): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(task, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback(handle);
  }
  const handle = win.setTimeout(task, PREFETCH_IDLE_TIMEOUT_MS);
  return () => win.clearTimeout(handle);
}

/** Forget what was prefetched (tests). */
export function resetPrefetchMemory(): void {
  done.clear();
}
