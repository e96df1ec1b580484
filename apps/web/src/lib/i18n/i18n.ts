import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogues, DEFAULT_LOCALE } from '@harmony/shared';
import { currentLocale } from './locale';

/** One i18next instance over the shared catalogues; the language follows the URL (see use-locale-sync). */
void i18n.use(initReactI18next).init({
  resources: {
    pl: { translation: catalogues.pl },
    en: { translation: catalogues.en },
  },
  lng: currentLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['pl', 'en'],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
