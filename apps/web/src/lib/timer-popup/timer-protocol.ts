import { TIMER_LOGOUT_DELAY_MS, TIMER_POPUP_HEIGHT, TIMER_POPUP_WIDTH } from '@harmony/shared';

export const TIMER_LOGOUT_MESSAGE = 'harmony:logout';
export const TIMER_WINDOW_NAME = 'harmony-timer';

export function openTimerPopup(path: string, win: Pick<Window, 'open'> = window): Window | null {
  return win.open(path, TIMER_WINDOW_NAME, `width=${TIMER_POPUP_WIDTH},height=${TIMER_POPUP_HEIGHT}`);
}

/** The timer runs in a 400x600 pop-up opened by the main window; the desktop shell has no opener. */
export function isTimerPopup(win: Pick<Window, 'opener'> = window): boolean {
  try {
    return win.opener !== null && win.opener !== undefined && win.opener !== win;
  } catch {
    return false;
  }
}

/** Seed section 4, pop-up side: tell the main window about the logout, then close. */
export function reportLogoutAndClose(win: Pick<Window, 'opener' | 'close' | 'location'> = window): void {
  try {
    const opener = win.opener as Window | null;
    if (opener && !opener.closed) opener.postMessage({ type: TIMER_LOGOUT_MESSAGE }, win.location.origin);
  } catch {
    // The opener navigated elsewhere; nothing to tell.
  }
  win.close();
}

/**
 * Main-window side: on the pop-up's logout message, wait TIMER_LOGOUT_DELAY_MS, then log out if the
 * pop-up is indeed closed (a pop-up that is still open did not really leave). Returns an unsubscribe.
 */
export function listenForTimerLogout(onLogout: () => void, win: Window = window): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== win.location.origin) return;
    if ((event.data as { type?: unknown } | null)?.type !== TIMER_LOGOUT_MESSAGE) return;
    const popup = event.source as Window | null;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!popup || popup.closed) onLogout();
    }, TIMER_LOGOUT_DELAY_MS);
    timers.add(timer);
  };
  win.addEventListener('message', onMessage);
  return () => {
    win.removeEventListener('message', onMessage);
    timers.forEach(clearTimeout);
  };
}
