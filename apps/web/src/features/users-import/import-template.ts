import { downloadCsvText, templateCsv } from '../../components/import/import-template';
import { IMPORT_ROLE_SEPARATOR, importHeaderOf, USER_IMPORT_COLUMNS, type Locale, type UserImportColumn } from '@harmony/shared';

/** The template's headers: the reader's language's names of the columns, as the help table shows them. */
const headersOf = (locale: Locale) => (Object.keys(USER_IMPORT_COLUMNS) as UserImportColumn[]).map((c) => importHeaderOf(c, locale));
const SAMPLES: Record<Locale, string[][]> = {
  pl: [
    ['Jan', 'Kowalski', 'jan.kowalski@example.com', 'Kontraktor', 'tak'],
    ['Anna', 'Nowak', 'anna.nowak@example.com', `Lider${IMPORT_ROLE_SEPARATOR}Kontraktor`, 'tak'],
  ],
  en: [
    ['John', 'Smith', 'john.smith@example.com', 'Kontraktor', 'yes'],
    ['Mary', 'Jones', 'mary.jones@example.com', `Lider${IMPORT_ROLE_SEPARATOR}Kontraktor`, 'yes'],
  ],
};

/** The CSV template in the reader's language (the shared import template's format). */
export function importTemplateCsv(locale: Locale): string {
  return templateCsv(headersOf(locale), SAMPLES[locale]);
}

/** Saves the template through a temporary link (no server round trip). */
export function downloadImportTemplate(locale: Locale): void {
  downloadCsvText(locale === 'pl' ? 'import-uzytkownikow.csv' : 'user-import.csv', importTemplateCsv(locale));
}
