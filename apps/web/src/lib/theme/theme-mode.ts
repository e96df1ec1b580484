import { THEME_STORAGE_KEY } from '@harmony/shared';

export type ThemeMode = 'light' | 'dark';

/** Seed section 4: dark when the stored value is "dark", light otherwise. No React: the static sign-in page reads it too. */
export function readThemeMode(storage: Pick<Storage, 'getItem'> | null = safeLocalStorage()): ThemeMode {
  try {
    return storage?.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
