import { FETCH_MIN_DISPLAY_DELAY_MS } from '@harmony/shared';
import { createStore } from '../store';

/**
 * The loading flag rises when a fetch starts and drops when the last one ends, but stays up at least
 * FETCH_MIN_DISPLAY_DELAY_MS so a fast response doesn't make the progress bar flicker.
 */
export const loadingStore = createStore(false);

let pending = 0;
let raisedAt = 0;
let dropTimer: ReturnType<typeof setTimeout> | undefined;

export function startLoading(): void {
  pending += 1;
  clearTimeout(dropTimer);
  if (!loadingStore.get()) {
    raisedAt = Date.now();
    loadingStore.set(true);
  }
}

export function stopLoading(): void {
  pending = Math.max(0, pending - 1);
  if (pending > 0) return;
  const wait = Math.max(0, FETCH_MIN_DISPLAY_DELAY_MS - (Date.now() - raisedAt));
  clearTimeout(dropTimer);
  dropTimer = setTimeout(() => {
    if (pending === 0) loadingStore.set(false);
  }, wait);
}

/** A fresh page's state (tests share one module graph): nothing in flight, the flag down. */
export function resetLoading(): void {
  pending = 0;
  clearTimeout(dropTimer);
  loadingStore.set(false);
}

export async function trackLoading<T>(work: Promise<T>): Promise<T> {
  startLoading();
  try {
    return await work;
  } finally {
    stopLoading();
  }
}

export const useLoading = (): boolean => loadingStore.use();
