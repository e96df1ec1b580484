import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import i18n, { loadShellTexts } from './i18n';
import { localeOfPath } from './locale';

/**
 * Keeps i18next and <html lang> on the URL's language before the browser paints — once that language's shell
 * texts are in (English is fetched on its first use; until then the page keeps its language).
 */
export function useLocaleSync(): void {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  useLayoutEffect(() => {
    if (i18n.language !== locale) {
      if (i18n.hasResourceBundle(locale, 'translation')) void i18n.changeLanguage(locale);
      else void loadShellTexts(locale).then(() => i18n.changeLanguage(locale), () => i18n.changeLanguage(locale));
    }
    document.documentElement.lang = locale;
  }, [locale]);
}
