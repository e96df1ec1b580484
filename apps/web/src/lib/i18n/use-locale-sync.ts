import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import i18n from './i18n';
import { localeOfPath } from './locale';

/** Keeps i18next and <html lang> on the URL's language before the browser paints. */
export function useLocaleSync(): void {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  useLayoutEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [locale]);
}
