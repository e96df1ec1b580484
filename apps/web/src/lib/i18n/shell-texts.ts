import type { InitOptions } from 'i18next';
import { DEFAULT_LOCALE } from '@harmony/shared';
import { en } from '@harmony/shared/i18n/en';
import { pl } from '@harmony/shared/i18n/pl';
import { SHELL_I18N_BASE } from './shell-options';

/**
 * i18next over both shell catalogues (sign-in, errors, menus, titles), synchronous: the server-side renders (the
 * static sign-in page's build, src/static-login/render.tsx, and the first frame, src/first-frame/render.tsx)
 * start from these. The app itself (i18n.ts) starts with Polish only and loads English when a page needs it.
 */
export const SHELL_I18N_OPTIONS: InitOptions = {
  ...SHELL_I18N_BASE,
  resources: {
    pl: { translation: pl },
    en: { translation: en },
  },
  fallbackLng: DEFAULT_LOCALE,
};
