import { THEME_STORAGE_KEY } from '@harmony/shared';
import { createStore } from '../store';

export type ThemeMode = 'light' | 'dark';

/** Seed section 4: dark when the stored value is "dark", light otherwise. */
export function readThemeMode(storage: Pick<Storage, 'getItem'> | null = safeLocalStorage()): ThemeMode {
  try {
    return storage?.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export const themeStore = createStore<ThemeMode>(readThemeMode());

export function setThemeMode(mode: ThemeMode): void {
  try {
    safeLocalStorage()?.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Not persisted (storage blocked); the choice still holds for this page.
  }
  themeStore.set(mode);
}

export const toggleThemeMode = () => setThemeMode(themeStore.get() === 'dark' ? 'light' : 'dark');

export const useThemeMode = (): ThemeMode => themeStore.use();

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
