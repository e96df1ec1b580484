import { THEME_COOKIE, THEME_STORAGE_KEY } from '@harmony/shared';
import { createStore } from '../store';
import { readThemeMode, safeLocalStorage, type ThemeMode } from './theme-mode';

export const themeStore = createStore<ThemeMode>(readThemeMode());

/**
 * The mode for the server too (for a year; no script reads it back): it draws the dashboard's first frame in it,
 * and a dark theme gets the app's sign-in screen rather than the light static page.
 */
export function rememberThemeForServer(mode: ThemeMode = themeStore.get()): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${THEME_COOKIE}=${mode}; path=/; max-age=31536000; samesite=lax${secure}`;
}

export function setThemeMode(mode: ThemeMode): void {
  try {
    safeLocalStorage()?.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Not persisted (storage blocked); the choice still holds for this page.
  }
  themeStore.set(mode);
  rememberThemeForServer(mode);
}

export const toggleThemeMode = () => setThemeMode(themeStore.get() === 'dark' ? 'light' : 'dark');

export const useThemeMode = (): ThemeMode => themeStore.use();
