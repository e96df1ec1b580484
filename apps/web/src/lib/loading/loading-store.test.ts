import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadingStore, startLoading, stopLoading } from './loading-store';

describe('loading flag', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rises at once and drops no sooner than 200 ms after rising', () => {
    startLoading();
    expect(loadingStore.get()).toBe(true);
    vi.advanceTimersByTime(50);
    stopLoading();
    vi.advanceTimersByTime(149);
    expect(loadingStore.get()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(loadingStore.get()).toBe(false);
  });

  it('drops at once after a slow fetch, and only when the last one ends', () => {
    startLoading();
    startLoading();
    vi.advanceTimersByTime(500);
    stopLoading();
    vi.runAllTimers();
    expect(loadingStore.get()).toBe(true);
    stopLoading();
    vi.advanceTimersByTime(0);
    expect(loadingStore.get()).toBe(false);
  });
});
