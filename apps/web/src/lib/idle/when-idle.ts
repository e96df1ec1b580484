import { PREFETCH_IDLE_TIMEOUT_MS } from '@harmony/shared';

/** Runs when the browser is idle, or after `timeoutMs` (PREFETCH_IDLE_TIMEOUT_MS) at the latest; returns a cancel. */
export function whenIdle(task: () => void, win: Window = window, timeoutMs: number = PREFETCH_IDLE_TIMEOUT_MS): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(task, { timeout: timeoutMs });
    return () => win.cancelIdleCallback(handle);
  }
  const handle = win.setTimeout(task, timeoutMs);
  return () => win.clearTimeout(handle);
}
