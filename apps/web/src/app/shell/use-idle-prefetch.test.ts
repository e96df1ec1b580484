import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPrefetchMemory, setPrefetcher } from '../../lib/pwa/prefetch';
import { BACKGROUND_PREFETCH_DELAY_MS, BACKGROUND_PREFETCH_IDLE_MS, prefetchInBackground } from './use-idle-prefetch';

describe('background prefetch of the menu', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no requestIdleCallback: the idle wait is its timeout.
    vi.stubGlobal('navigator', { onLine: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    resetPrefetchMemory();
    setPrefetcher(() => {});
  });

  it('waits for the page to settle, then loads one screen at a time', async () => {
    const loads: Array<() => void> = [];
    const prefetcher = vi.fn(() => new Promise<void>((resolve) => loads.push(resolve)));
    setPrefetcher(prefetcher);
    prefetchInBackground(['/projekty', '/czasy', '/kalendarz']);

    await vi.advanceTimersByTimeAsync(BACKGROUND_PREFETCH_DELAY_MS);
    expect(prefetcher).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BACKGROUND_PREFETCH_IDLE_MS);
    expect(prefetcher.mock.calls).toEqual([['/projekty']]);

    // The next waits until the first has loaded.
    await vi.advanceTimersByTimeAsync(BACKGROUND_PREFETCH_IDLE_MS * 2);
    expect(prefetcher).toHaveBeenCalledTimes(1);
    loads[0]!();
    await vi.advanceTimersByTimeAsync(BACKGROUND_PREFETCH_IDLE_MS);
    expect(prefetcher.mock.calls).toEqual([['/projekty'], ['/czasy']]);
  });

  it('stops when cancelled', async () => {
    const prefetcher = vi.fn(() => Promise.resolve());
    setPrefetcher(prefetcher);
    const cancel = prefetchInBackground(['/projekty']);
    cancel();
    await vi.advanceTimersByTimeAsync(BACKGROUND_PREFETCH_DELAY_MS + BACKGROUND_PREFETCH_IDLE_MS);
    expect(prefetcher).not.toHaveBeenCalled();
  });
});
