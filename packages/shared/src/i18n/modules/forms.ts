import type { Catalogue } from './types.js';

/** Texts of the forms (issue 27): the field library. */
const pl = {
  formFields: {
    fields: {
      id: 'ID',
      key: 'klucz',
      kind: 'rodzaj',
      label_pl: 'etykieta (polski)',
      label_en: 'etykieta (angielski)',
      placeholder_pl: 'podpowiedź w polu (polski)',
      placeholder_en: 'podpowiedź w polu (angielski)',
      help_pl: 'pomoc (polski)',
      help_en: 'pomoc (angielski)',
      options: 'opcje',
      value: 'wartość',
      rules: 'reguły walidacji',
      consent_text_pl: 'treść zgody (polski)',
      consent_text_en: 'treść zgody (angielski)',
      consent_version: 'wersja zgody',
      default_value: 'wartość ukryta',
      updated_at: 'zmieniono',
    },
    kinds: {
      text: 'Tekst', textarea: 'Długi tekst', email: 'E-mail', phone: 'Telefon', number: 'Liczba', select: 'Lista wyboru', radio: 'Jedna z opcji',
      checkboxes: 'Pola wyboru', date: 'Data', file: 'Plik', consent: 'Zgoda', hidden: 'Ukryte', heading: 'Nagłówek', paragraph: 'Akapit',
    },
  },
};

const en: Catalogue<typeof pl> = {
  formFields: {
    fields: {
      id: 'ID',
      key: 'key',
      kind: 'kind',
      label_pl: 'label (Polish)',
      label_en: 'label (English)',
      placeholder_pl: 'placeholder (Polish)',
      placeholder_en: 'placeholder (English)',
      help_pl: 'help (Polish)',
      help_en: 'help (English)',
      options: 'options',
      value: 'value',
      rules: 'validation rules',
      consent_text_pl: 'consent text (Polish)',
      consent_text_en: 'consent text (English)',
      consent_version: 'consent version',
      default_value: 'hidden value',
      updated_at: 'changed',
    },
    kinds: {
      text: 'Text', textarea: 'Long text', email: 'E-mail', phone: 'Phone', number: 'Number', select: 'Drop-down', radio: 'One of the options',
      checkboxes: 'Checkboxes', date: 'Date', file: 'File', consent: 'Consent', hidden: 'Hidden', heading: 'Heading', paragraph: 'Paragraph',
    },
  },
};

export const formsI18n = { pl, en };
