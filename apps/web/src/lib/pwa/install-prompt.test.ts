import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInstallController, instructionToastDuration, type InstallState } from './install-prompt';

function fakeWindow(standalone: boolean, iosStandalone = false) {
  const target = new EventTarget();
  return Object.assign(target, {
    matchMedia: (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' }) as MediaQueryList,
    navigator: { standalone: iosStandalone } as Navigator & { standalone?: boolean },
    setTimeout: ((fn: () => void, ms: number) => setTimeout(fn, ms)) as unknown as Window['setTimeout'],
    clearTimeout: ((id: number) => clearTimeout(id)) as Window['clearTimeout'],
  });
}

function promptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  return Object.assign(event, { prompt: vi.fn(async () => {}), userChoice: Promise.resolve({ outcome }) });
}

describe('install button logic', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden when the app already runs standalone', () => {
    for (const win of [fakeWindow(true), fakeWindow(false, true)]) {
      const states: InstallState[] = [];
      const controller = createInstallController(win, (s) => states.push(s));
      win.dispatchEvent(promptEvent('accepted'));
      vi.advanceTimersByTime(5000);
      expect(controller.getState().visible).toBe(false);
      expect(states).toEqual([]);
    }
  });

  it('appears after the 2000 ms fallback without a prompt, and then only explains', async () => {
    const controller = createInstallController(fakeWindow(false), () => {});
    vi.advanceTimersByTime(1999);
    expect(controller.getState().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(controller.getState()).toEqual({ visible: true, canPrompt: false });
    await expect(controller.install()).resolves.toBe('instructions');
  });

  it('appears at once on beforeinstallprompt and uses the prompt', async () => {
    const win = fakeWindow(false);
    const controller = createInstallController(win, () => {});
    const event = promptEvent('accepted');
    win.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(controller.getState()).toEqual({ visible: true, canPrompt: true });
    await expect(controller.install()).resolves.toBe('accepted');
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(controller.getState().visible).toBe(false);
  });

  it('hides after appinstalled and the fallback does not bring it back', () => {
    const win = fakeWindow(false);
    const controller = createInstallController(win, () => {});
    win.dispatchEvent(promptEvent('dismissed'));
    win.dispatchEvent(new Event('appinstalled'));
    vi.advanceTimersByTime(5000);
    expect(controller.getState().visible).toBe(false);
  });

  it('keeps instruction toasts between 4 and 8 seconds', () => {
    expect(instructionToastDuration('x')).toBe(4000);
    expect(instructionToastDuration('x'.repeat(1000))).toBe(8000);
    const mid = instructionToastDuration('x'.repeat(100));
    expect(mid).toBeGreaterThanOrEqual(4000);
    expect(mid).toBeLessThanOrEqual(8000);
  });
});
