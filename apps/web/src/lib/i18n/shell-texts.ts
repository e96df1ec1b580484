import type { InitOptions } from 'i18next';
import { DEFAULT_LOCALE } from '@harmony/shared';
import { en } from '@harmony/shared/i18n/en';
import { pl } from '@harmony/shared/i18n/pl';

/**
 * i18next over the shell's catalogues (sign-in, errors, menus, titles), synchronous: the app's instance
 * (i18n.ts) and the static sign-in page's build (src/static-login/render.tsx) start from these.
 */
export const SHELL_I18N_OPTIONS: InitOptions = {
  resources: {
    pl: { translation: pl },
    en: { translation: en },
  },
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['pl', 'en'],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
};
