import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchPath, resetPrefetchMemory, setPrefetcher, shouldPrefetch } from './prefetch';

describe('link prefetch conditions', () => {
  afterEach(() => {
    resetPrefetchMemory();
    setPrefetcher(() => {});
  });

  it('prefetches on a normal connection', () => {
    expect(shouldPrefetch({ onLine: true })).toBe(true);
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: false } })).toBe(true);
  });

  it('skips when offline, on 2g (and slow-2g), or with data saver', () => {
    expect(shouldPrefetch({ onLine: false })).toBe(false);
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: true } })).toBe(false);
  });

  it('asks the registered prefetcher once per path, and never when skipped', () => {
    const prefetcher = vi.fn();
    setPrefetcher(prefetcher);
    prefetchPath('/projekty', { onLine: false });
    expect(prefetcher).not.toHaveBeenCalled();
    prefetchPath('/projekty', { onLine: true });
    prefetchPath('/projekty', { onLine: true });
    expect(prefetcher).toHaveBeenCalledTimes(1);
    expect(prefetcher).toHaveBeenCalledWith('/projekty');
  });
});
