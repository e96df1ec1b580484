import { INSTALL_FALLBACK_DELAY_MS, INSTALL_TOAST_MAX_MS, INSTALL_TOAST_MIN_MS } from '@harmony/shared';

/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  visible: boolean;
  /** The browser gave us its prompt; otherwise a click shows instructions. */
  canPrompt: boolean;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'instructions';

export interface InstallController {
  getState(): InstallState;
  install(): Promise<InstallOutcome>;
  dispose(): void;
}

type InstallWindow = Pick<Window, 'matchMedia' | 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & {
  navigator: Navigator & { standalone?: boolean };
};

/** Already installed: running in its own window, or added to the iOS home screen. */
export function isStandalone(win: InstallWindow): boolean {
  const media = typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches;
  return media || win.navigator.standalone === true;
}

/**
 * Seed section 4: hidden when standalone; shown on `beforeinstallprompt`, or after
 * INSTALL_FALLBACK_DELAY_MS as a fallback (then a click explains how to install); hidden after `appinstalled`.
 */
export function createInstallController(
  win: InstallWindow,
  onChange: (state: InstallState) => void,
  delayMs: number = INSTALL_FALLBACK_DELAY_MS,
): InstallController {
  let state: InstallState = { visible: false, canPrompt: false };
  let prompt: BeforeInstallPromptEvent | null = null;
  let installed = isStandalone(win);
  const update = (next: InstallState) => {
    state = next;
    onChange(next);
  };

  if (installed) return { getState: () => state, install: async () => 'instructions', dispose: () => {} };

  const onPrompt = (event: Event) => {
    event.preventDefault();
    prompt = event as BeforeInstallPromptEvent;
    if (!installed) update({ visible: true, canPrompt: true });
  };
  const onInstalled = () => {
    installed = true;
    prompt = null;
    win.clearTimeout(fallback);
    update({ visible: false, canPrompt: false });
  };
  const fallback = win.setTimeout(() => {
    if (!installed && !state.visible) update({ visible: true, canPrompt: prompt !== null });
  }, delayMs);
  win.addEventListener('beforeinstallprompt', onPrompt);
  win.addEventListener('appinstalled', onInstalled);

  return {
    getState: () => state,
    async install() {
      if (!prompt) return 'instructions';
      const current = prompt;
      // A prompt can be used once; a dismissed one leaves the button for the instructions.
      prompt = null;
      await current.prompt();
      const { outcome } = await current.userChoice;
      if (outcome === 'accepted') onInstalled();
      else update({ visible: true, canPrompt: false });
      return outcome;
    },
    dispose() {
      win.clearTimeout(fallback);
      win.removeEventListener('beforeinstallprompt', onPrompt);
      win.removeEventListener('appinstalled', onInstalled);
    },
  };
}

/** Reading time for the instruction toast, kept within the seed's 4–8 s. */
export function instructionToastDuration(message: string): number {
  return Math.min(INSTALL_TOAST_MAX_MS, Math.max(INSTALL_TOAST_MIN_MS, message.length * 60));
}

export function isIos(userAgent: string): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && /Mobile/.test(userAgent));
}
