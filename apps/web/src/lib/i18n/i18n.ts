import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@harmony/shared';
import { pl } from '@harmony/shared/i18n/pl';
import { currentLocale } from './locale';
import { SHELL_I18N_BASE } from './shell-options';

/**
 * One i18next instance over the shared catalogues; the language follows the URL (see use-locale-sync).
 * It starts with the Polish shell texts (pl.ts: sign-in, errors, menus, titles); the English ones (en.ts) load
 * before a page in English first renders (main.tsx) or the language changes (use-locale-sync.ts); the modules'
 * texts (i18n/modules/*, both languages) come with loadModuleTexts(), which every layout and screen but the
 * sign-in page awaits before it renders (app/layouts/layouts.ts, app/router/screens.ts), so /login stays within
 * its budget.
 */
// Components re-render when texts are added too, not only when the language changes: what was worded before the
// module texts arrived takes them when they do (a tab's title kept showing `routes.dashboard`).
void i18n.use(initReactI18next).init({
  ...SHELL_I18N_BASE, resources: { pl: { translation: pl } }, lng: currentLocale(), react: { bindI18nStore: 'added' },
});

let englishShell: Promise<typeof import('@harmony/shared/i18n/en')> | null = null;

/** The shell's texts of `locale` in i18next (English is fetched once, on first need); then it may be shown. */
export function loadShellTexts(locale: Locale): Promise<void> {
  if (locale === 'pl' || i18n.hasResourceBundle('en', 'translation')) return Promise.resolve();
  englishShell ??= import('@harmony/shared/i18n/en').catch((error: unknown) => {
    englishShell = null;
    throw error;
  });
  return englishShell.then(({ en }) => {
    i18n.addResourceBundle('en', 'translation', en, true, false);
  });
}

let moduleTexts: Promise<void> | null = null;

/** Adds the full catalogues (shell and modules), once; a failed fetch may be retried by the next caller. */
export function loadModuleTexts(): Promise<void> {
  moduleTexts ??= import('@harmony/shared/i18n/index').then(
    ({ catalogues }) => {
      i18n.addResourceBundle('pl', 'translation', catalogues.pl, true, true);
      i18n.addResourceBundle('en', 'translation', catalogues.en, true, true);
    },
    (error: unknown) => {
      moduleTexts = null;
      throw error;
    },
  );
  return moduleTexts;
}


/** A lazy chunk's loader that also waits for the module texts: the chunk renders with every text in place. */
export function withModuleTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadModuleTexts()]).then(([loaded]) => loaded);
}

export default i18n;
