import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/index.js';
import { usersContract } from './users.js';
import { importColumnOf, importHeaderOf, normaliseHeader, USER_IMPORT_COLUMNS, type UserImportColumn } from './import.js';

const COLUMNS = Object.keys(USER_IMPORT_COLUMNS) as UserImportColumn[];

/** Issue #23/8: the help table said "Grupy", the import refused a `grupy` header. */
describe('user import headers', () => {
  it('accept the name each column has on the import screen, in Polish and English', () => {
    for (const locale of ['pl', 'en'] as const) {
      for (const column of COLUMNS) {
        const shown = translate(locale, usersContract.labelKey(column));
        expect(importColumnOf(shown), `${locale}: ${shown}`).toBe(column);
        expect(importColumnOf(importHeaderOf(column, locale)), `${locale}: ${column}`).toBe(column);
      }
    }
  });

  it('ignore case, surrounding spaces, diacritics and separators', () => {
    expect(['grupy', 'GRUPY', ' Grupy ', 'Groups', 'roles', 'grupy użytkowników', 'USER-GROUPS'].map(importColumnOf)).toEqual(Array(7).fill('roles'));
    expect(['Imię', 'IMIĘ', 'imie', 'First name', 'first_name', 'FIRST-NAME'].map(importColumnOf)).toEqual(Array(6).fill('first_name'));
    expect(['E-mail', 'email', 'E_MAIL', 'Adres e-mail'].map(importColumnOf)).toEqual(Array(4).fill('email'));
    expect(normaliseHeader(' Łąka Żółw ')).toBe('laka_zolw');
    expect(importColumnOf('uwagi')).toBeUndefined();
  });

  it('never give one header to two columns', () => {
    const all = COLUMNS.flatMap((c) => USER_IMPORT_COLUMNS[c].map(normaliseHeader));
    expect(new Set(all).size).toBe(all.length);
  });
});
