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

/** The app registers how a path's screen is loaded (settling when it is); features only say which path they link to. */
type Prefetcher = (path: string) => Promise<unknown> | void;
let prefetcher: Prefetcher = () => {};
const done = new Set<string>();

export function setPrefetcher(next: Prefetcher): void {
  prefetcher = next;
}

/** Loads a path's screen once (hover, focus, the menu in the background); settles when it is loaded. */
export function prefetchPath(path: string, nav?: NavigatorLike): Promise<unknown> {
  if (done.has(path) || !shouldPrefetch(nav ?? (typeof navigator === 'undefined' ? undefined : navigator))) return Promise.resolve();
  done.add(path);
  return Promise.resolve(prefetcher(path));
}

/** Forget what was prefetched (tests). */
export function resetPrefetchMemory(): void {
  done.clear();
}
