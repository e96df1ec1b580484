import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localisePath, type Locale } from '@harmony/shared';
import { localeOfPath, otherLocale, rememberLocale, switchLocalePath } from './locale';

/** The current locale (from the URL) and helpers to build and switch localised paths. */
export function useLocale() {
  const location = useLocation();
  const navigate = useNavigate();
  const locale: Locale = localeOfPath(location.pathname);

  const to = useCallback((polishPath: string) => localisePath(polishPath, locale), [locale]);

  const switchTo = useCallback(
    (target: Locale = otherLocale(locale)) => {
      rememberLocale(target);
      void navigate(switchLocalePath(location.pathname, target, location.search, location.hash));
    },
    [locale, location.pathname, location.search, location.hash, navigate],
  );

  return { locale, other: otherLocale(locale), to, switchTo };
}
