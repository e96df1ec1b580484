import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { topBarScrollState, useTopBarScroll } from './use-top-bar-scroll';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('top bar scroll thresholds', () => {
  afterEach(() => {
    cleanup();
    scrollTo(0);
  });

  it('is dense only beyond 400 px and elevated only beyond 50 px', () => {
    expect(topBarScrollState(400)).toEqual({ dense: false, elevated: true });
    expect(topBarScrollState(401)).toEqual({ dense: true, elevated: true });
    expect(topBarScrollState(50)).toEqual({ dense: false, elevated: false });
    expect(topBarScrollState(51)).toEqual({ dense: false, elevated: true });
  });

  it('follows window scrolling', () => {
    const { result } = renderHook(() => useTopBarScroll());
    expect(result.current).toEqual({ dense: false, elevated: false });
    act(() => scrollTo(50));
    expect(result.current).toEqual({ dense: false, elevated: false });
    act(() => scrollTo(51));
    expect(result.current).toEqual({ dense: false, elevated: true });
    act(() => scrollTo(400));
    expect(result.current.dense).toBe(false);
    act(() => scrollTo(401));
    expect(result.current).toEqual({ dense: true, elevated: true });
    act(() => scrollTo(0));
    expect(result.current).toEqual({ dense: false, elevated: false });
  });
});
