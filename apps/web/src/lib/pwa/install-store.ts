import { createStore } from '../store';
import { createInstallController, type InstallController, type InstallOutcome, type InstallState } from './install-prompt';

/**
 * One controller for the page, started with the app: the browser fires `beforeinstallprompt` once and
 * early, often before the top bar (which appears only after sign-in) exists.
 */
export const installStore = createStore<InstallState>({ visible: false, canPrompt: false });
let controller: InstallController | null = null;

export function startInstallController(win: Window = window): void {
  controller ??= createInstallController(win, (state) => installStore.set(state));
}

export function installApp(): Promise<InstallOutcome> {
  return controller ? controller.install() : Promise.resolve('instructions');
}

export const useInstallState = (): InstallState => installStore.use();
