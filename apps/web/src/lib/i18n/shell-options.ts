import type { InitOptions } from 'i18next';
import { DEFAULT_LOCALE } from '@harmony/shared';

/** The options every i18next instance of the web shares; each adds its catalogues. */
export const SHELL_I18N_BASE: InitOptions = {
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['pl', 'en'],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
};
