import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  localisePath,
  splitLocale,
  type Locale,
} from '@harmony/shared';
import { writeCookie } from '../api/cookies';

/** The URL decides the language: an /en prefix is English, anything else Polish. */
export function localeOfPath(pathname: string): Locale {
  return splitLocale(pathname).locale;
}

export function currentLocale(): Locale {
  return typeof window === 'undefined' ? DEFAULT_LOCALE : localeOfPath(window.location.pathname);
}

export const otherLocale = (locale: Locale): Locale => (locale === 'pl' ? 'en' : 'pl');

/** The same screen in the other language, keeping query and hash. */
export function switchLocalePath(pathname: string, target: Locale, search = '', hash = ''): string {
  return `${localisePath(pathname, target)}${search}${hash}`;
}

export const homePath = (locale: Locale): string => localisePath('/', locale);

export function loginPath(locale: Locale, remember?: string): string {
  const base = localisePath('/login', locale);
  return remember ? `${base}?${new URLSearchParams({ redirect: remember }).toString()}` : base;
}

export function rememberLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_DAYS);
}
