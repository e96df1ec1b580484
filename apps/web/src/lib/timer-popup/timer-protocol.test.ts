import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForTimerLogout, openTimerPopup, reportLogoutAndClose, TIMER_LOGOUT_MESSAGE } from './timer-protocol';

function logoutMessage(source: { closed: boolean }, origin = window.location.origin) {
  return new MessageEvent('message', { data: { type: TIMER_LOGOUT_MESSAGE }, origin, source: source as unknown as Window });
}

describe('timer pop-up logout protocol', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens /timer in a 400x600 window named harmony-timer', () => {
    const open = vi.fn(() => null);
    openTimerPopup('/en/timer', { open });
    expect(open).toHaveBeenCalledWith('/en/timer', 'harmony-timer', 'width=400,height=600');
  });

  it('pop-up side: posts {type: "harmony:logout"} to its opener and closes', () => {
    const postMessage = vi.fn();
    const close = vi.fn();
    reportLogoutAndClose({ opener: { closed: false, postMessage }, close, location: window.location } as unknown as Window);
    expect(postMessage).toHaveBeenCalledWith({ type: 'harmony:logout' }, window.location.origin);
    expect(close).toHaveBeenCalledOnce();
  });

  it('main window: logs out 2000 ms after the message when the pop-up is closed', () => {
    const onLogout = vi.fn();
    const stop = listenForTimerLogout(onLogout);
    const popup = { closed: false };
    window.dispatchEvent(logoutMessage(popup));
    popup.closed = true;
    vi.advanceTimersByTime(1999);
    expect(onLogout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLogout).toHaveBeenCalledOnce();
    stop();
  });

  it('main window: stays signed in when the pop-up is still open after 2000 ms', () => {
    const onLogout = vi.fn();
    const stop = listenForTimerLogout(onLogout);
    window.dispatchEvent(logoutMessage({ closed: false }));
    vi.advanceTimersByTime(5000);
    expect(onLogout).not.toHaveBeenCalled();
    stop();
  });

  it('ignores messages from other origins and of other types', () => {
    const onLogout = vi.fn();
    const stop = listenForTimerLogout(onLogout);
    window.dispatchEvent(logoutMessage({ closed: true }, 'https://evil.example'));
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'other' }, origin: window.location.origin }));
    vi.advanceTimersByTime(5000);
    expect(onLogout).not.toHaveBeenCalled();
    stop();
  });
});
