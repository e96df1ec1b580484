import { THEME_STORAGE_KEY } from '@harmony/shared';
import { createStore } from '../store';
import { readThemeMode, safeLocalStorage, type ThemeMode } from './theme-mode';

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
