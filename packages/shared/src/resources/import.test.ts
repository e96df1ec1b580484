import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/index.js';
import { usersContract } from './users.js';
import { importColumnHeader, importColumnMatcher, importColumnOf, importHeaderOf, normaliseHeader, USER_IMPORT_COLUMNS, type UserImportColumn } from './import.js';
import { PRODUCT_IMPORT_COLUMNS, type ProductImportColumn } from './product-bulk.js';

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

/** Issue 25: a file exported from the products list reads back — its headers are the list's labels. */
describe('product import headers', () => {
  const match = importColumnMatcher(PRODUCT_IMPORT_COLUMNS);
  const LIST_LABEL: Partial<Record<ProductImportColumn, string>> = {
    sku: 'sku', name: 'name', ean: 'ean', price_net: 'price_net', vat_rate: 'vat_rate', stock: 'stock',
    low_stock_threshold: 'low_stock_threshold', active: 'active', groups: 'groups', product_type: 'product_type', description: 'description',
  };

  it('accept the products list labels and the template headers, in Polish and English', () => {
    for (const locale of ['pl', 'en'] as const) {
      for (const column of Object.keys(PRODUCT_IMPORT_COLUMNS) as ProductImportColumn[]) {
        const label = translate(locale, `products.fields.${LIST_LABEL[column]}`);
        expect(match(label), `${locale}: ${label}`).toBe(column);
        expect(match(importColumnHeader(PRODUCT_IMPORT_COLUMNS, column, locale))).toBe(column);
      }
    }
    expect(match('cena brutto')).toBeUndefined();
  });

  it('never give one header to two columns', () => {
    const owner = new Map<string, string>();
    for (const [column, headers] of Object.entries(PRODUCT_IMPORT_COLUMNS)) {
      for (const h of headers) {
        const n = normaliseHeader(h);
        expect(owner.get(n) ?? column, h).toBe(column);
        owner.set(n, column);
      }
    }
  });
});
