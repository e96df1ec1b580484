import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_STORAGE_KEY } from '@harmony/shared';

const CHUNK_ERROR = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed|ChunkLoadError/i;

/** A lazy screen's file could not be loaded — typically a new deploy removed the old hashed chunk. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return typeof error === 'string' && CHUNK_ERROR.test(error);
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

/**
 * True when a reload may happen now, and records it: at most one reload per CHUNK_RELOAD_GUARD_MS, so a
 * chunk that is really gone shows the error page instead of reloading forever.
 */
export function claimChunkReload(storage: Pick<Storage, 'getItem' | 'setItem'> | null, now: number = Date.now()): boolean {
  try {
    const last = Number(storage?.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? 0);
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage?.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/** Reloads the page for a chunk-load failure when the guard allows; true when a reload was started. */
export function reloadForChunkError(
  error: unknown,
  win: Pick<Window, 'location' | 'sessionStorage'> = window,
  now: number = Date.now(),
): boolean {
  if (!isChunkLoadError(error)) return false;
  let storage: Storage | null = null;
  try {
    storage = win.sessionStorage;
  } catch {
    storage = null;
  }
  if (!claimChunkReload(storage, now)) return false;
  win.location.reload();
  return true;
}

/** Vite reports failed preloads of a dynamic import's dependencies with this event. */
export function listenForPreloadErrors(win: Window = window): () => void {
  const onError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (reloadForChunkError(payload ?? new Error('Failed to fetch dynamically imported module'), win)) event.preventDefault();
  };
  win.addEventListener('vite:preloadError', onError);
  return () => win.removeEventListener('vite:preloadError', onError);
}
