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

const cell = (value: string) => (/[;"\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The CSV template: semicolon-separated (what Polish Excel writes and opens), UTF-8 with a BOM so Excel
 * reads the diacritics, CRLF line ends.
 */
export function importTemplateCsv(locale: Locale): string {
  return `\uFEFF${[headersOf(locale), ...SAMPLES[locale]].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** Saves the template through a temporary link (no server round trip). */
export function downloadImportTemplate(locale: Locale): void {
  const url = URL.createObjectURL(new Blob([importTemplateCsv(locale)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = locale === 'pl' ? 'import-uzytkownikow.csv' : 'user-import.csv';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
