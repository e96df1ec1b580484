import { useTranslation } from 'react-i18next';
import type { Locale } from '@harmony/shared';

/**
 * The language the fields format in. Read from i18next rather than the URL (useLocale): the fields also
 * render outside a router (dialogs, tests), and i18next follows the URL anyway.
 */
export function useFieldLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'pl';
}
