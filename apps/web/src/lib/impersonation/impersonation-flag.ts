import { IMPERSONATING_STORAGE_KEY } from '@harmony/shared';
import { createStore } from '../store';

/** Seed section 4: "a flag stored in the browser"; other tabs learn of changes through `storage` events. */
function read(): boolean {
  try {
    // Any stored value but "false"/"0" counts: other code (and older builds) may store "1".
    const value = localStorage.getItem(IMPERSONATING_STORAGE_KEY);
    return value !== null && value !== 'false' && value !== '0';
  } catch {
    return false;
  }
}

export const impersonatingStore = createStore<boolean>(typeof window === 'undefined' ? false : read());

export function setImpersonating(on: boolean): void {
  try {
    if (on) localStorage.setItem(IMPERSONATING_STORAGE_KEY, 'true');
    else localStorage.removeItem(IMPERSONATING_STORAGE_KEY);
  } catch {
    // Storage blocked: the banner still follows this page's state.
  }
  impersonatingStore.set(on);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === IMPERSONATING_STORAGE_KEY || event.key === null) impersonatingStore.set(read());
  });
}

export const useImpersonatingFlag = (): boolean => impersonatingStore.use();
