import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** jsdom lays nothing out: a probe with `overflow: scroll` reports the scrollbar this test sets. */
let scrollbar = 15;
let probes = 0;

beforeEach(() => {
  vi.resetModules(); // the measured size is kept per module
  probes = 0;
  scrollbar = 15;
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    if (this.style.overflow !== 'scroll') return 0;
    probes++;
    expect(this.isConnected).toBe(true); // measured in the document, where styles apply
    return 100;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.style.overflow === 'scroll' ? 100 - scrollbar : 0;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'devicePixelRatio', { value: 1, configurable: true });
});

const load = () => import('./use-scrollbar-size');
const zoom = (ratio: number) => Object.defineProperty(window, 'devicePixelRatio', { value: ratio, configurable: true });

describe('scrollbar size for the data grids', () => {
  it('is the probe’s width less its client width, and the probe leaves the document', async () => {
    const { measureScrollbarSize } = await load();
    const before = document.body.childElementCount;
    expect(measureScrollbarSize()).toBe(15);
    expect(document.body.childElementCount).toBe(before);
  });

  it('is measured once, and again only when the zoom changes the device pixel ratio', async () => {
    const { measureScrollbarSize } = await load();
    zoom(1);
    expect(measureScrollbarSize()).toBe(15);
    expect(measureScrollbarSize()).toBe(15);
    expect(probes).toBe(1);
    scrollbar = 12; // at 125 % the same scrollbar is fewer CSS pixels
    zoom(1.25);
    expect(measureScrollbarSize()).toBe(12);
    expect(probes).toBe(2);
  });

  it('gives 0 where scrollbars float over the content', async () => {
    scrollbar = 0;
    const { measureScrollbarSize } = await load();
    expect(measureScrollbarSize()).toBe(0);
  });

  it('updates a component after a zoom (a resize with a new ratio)', async () => {
    const { measureScrollbarSize, useScrollbarSize } = await load();
    zoom(1);
    measureScrollbarSize(); // main.tsx, at start
    const { result } = renderHook(() => useScrollbarSize());
    expect(result.current).toBe(15);
    expect(probes).toBe(1); // the hook reuses the start's measurement
    scrollbar = 17;
    zoom(0.9);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(result.current).toBe(17);
  });
});
