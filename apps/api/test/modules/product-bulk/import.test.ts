import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PRODUCTS_IMPORT_PATH } from '@harmony/shared';
import { productGroupProducts, products } from '../../../src/db/schema.js';
import { rows, type TestClient, withApp } from '../../helpers/index.js';
import { insertCatalogue, insertProduct } from './fixtures.js';

/** Products import (/produkty/import): preview with per-row errors, update by SKU, all-or-nothing commit. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });

function upload(client: TestClient, action: 'preview' | 'commit', filename: string, content: Buffer | string) {
  const boundary = `----harmony${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return client.request('POST', `${PRODUCTS_IMPORT_PATH}/${action}`, { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

const productCount = async () => Number((await rows<{ n: number }>(t.database, sql`select count(*)::int as n from products`))[0]!.n);
const bySku = async (sku: string) => (await t.db.select().from(products).where(eq(products.sku, sku)))[0];
const groupsOf = async (id: number) => (await t.db.select().from(productGroupProducts).where(eq(productGroupProducts.productId, id))).map((l) => l.groupId).sort();

let cat: Awaited<ReturnType<typeof insertCatalogue>>;
let existing: number;
beforeAll(async () => {
  cat = await insertCatalogue(t.db, 'i');
  existing = await insertProduct(t.db, { sku: 'IMP-OLD', net: 100, groups: [cat.garden] });
});

// Polish Excel's CSV: a BOM, semicolons, Polish headers and amounts.
const HEADER = 'SKU;Nazwa;EAN;Cena netto;Stawka VAT;Stan magazynowy;Aktywny;Kategorie;Typ produktu;Opis';
const csv = (...lines: string[]) => `\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`;

describe('preview and commit of a CSV', () => {
  const bad = csv(
    'IMP-1;Słuchawki;5901234123457;1 234,56;23;5;tak;sluchawki-i|Ogród i;Sprzęt i;<p>Dobre</p>',
    'IMP-2;Kabel;;-10;17;1;tak;Nieznana;;', // line 3: negative price, bad VAT, unknown category
    'imp-1;Duplikat;;10;zw;0;;;;', // line 4: SKU of line 2 again
    'IMP-OLD;Stary po zmianie;;99.90;8;;nie;;Brak;', // line 5: updates, but an unknown type
  );

  it('preview shows each row with its errors and whether it creates or updates', async () => {
    const res = await upload(admin, 'preview', 'produkty.csv', bad);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ valid: 1, invalid: 3 });
    expect(body.rows.map((r: { line: number; action: string }) => [r.line, r.action])).toEqual([[2, 'create'], [3, 'create'], [4, 'create'], [5, 'update']]);
    expect(body.rows[0].errors).toEqual({});
    expect(body.rows[0].data).toMatchObject({ sku: 'IMP-1', price_net: '1 234,56', groups: 'sluchawki-i|Ogród i' });
    expect(body.rows[1].errors).toEqual({
      price_net: ['Pole cena netto musi być pomiędzy 0 oraz 99999999'],
      vat_rate: ['Wybrana wartość pola stawka VAT jest nieprawidłowa'],
      groups: ['Nie ma kategorii Nieznana.'],
    });
    expect(body.rows[2].errors).toEqual({ sku: ['Ten SKU występuje w pliku więcej niż raz (wiersz 2).'] });
    expect(body.rows[3].errors).toEqual({ product_type: ['Nie ma typu produktu Brak.'] });
  });

  it('commit refuses the whole file while any row is invalid, writing nothing', async () => {
    const before = await productCount();
    const res = await upload(admin, 'commit', 'produkty.csv', bad);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Nic nie zapisano. Liczba błędnych wierszy: 3. Popraw plik i spróbuj ponownie.');
    expect(res.json().errors['rows.3.groups']).toEqual(['Nie ma kategorii Nieznana.']);
    expect(res.json().rows).toHaveLength(4);
    expect(await productCount()).toBe(before);
    expect((await bySku('IMP-OLD'))!.name).toBe('Produkt IMP-OLD');
  });

  it('a good file creates new products and updates by SKU (case-insensitive), keeping absent columns', async () => {
    const before = await productCount();
    const good = [
      'SKU,Name,Net price,VAT rate,Categories',
      'IMP-1,Słuchawki,1234.56,23,sluchawki-i|Ogród i',
      'imp-old,Stary po zmianie,99.90,zw,',
    ].join('\n');
    const res = await upload(adminEn, 'commit', 'products.csv', good);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ created: 1, updated: 1, message: 'Products imported: 1 created, 1 updated.' });
    expect(await productCount()).toBe(before + 1);
    const created = (await bySku('IMP-1'))!;
    expect(created).toMatchObject({ priceNet: 123456, priceGross: 151851, vatRate: 23, slug: 'sluchawki', stock: 0, active: true });
    expect(created.searchText).toContain('imp-1');
    expect(await groupsOf(created.id)).toEqual([cat.phones, cat.garden].sort());
    // Matched whatever the case; the product keeps its own SKU.
    const updated = (await bySku('IMP-OLD'))!;
    expect(updated).toMatchObject({ id: existing, sku: 'IMP-OLD', name: 'Stary po zmianie', priceNet: 9990, priceGross: 9990, vatRate: null, active: true });
    expect(await groupsOf(existing)).toEqual([]); // the categories column is there, and empty
  });
});

describe('files', () => {
  it('reads an XLSX with English headers', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Products');
    sheet.addRow(['SKU', 'Name', 'Net price', 'VAT rate', 'Stock', 'Product type', 'Description']);
    sheet.addRow(['XLSX-1', 'Lampa', '49,99', '8', '12', 'Sprzęt i', '<script>x</script><b>ok</b>']);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload(admin, 'commit', 'produkty.xlsx', buffer);
    expect(res.statusCode, res.body).toBe(201);
    expect(await bySku('XLSX-1')).toMatchObject({ priceNet: 4999, priceGross: 5399, stock: 12, productTypeId: cat.type, description: '<strong>ok</strong>' });
  });

  it('names the missing columns in the language of the request', async () => {
    const res = await upload(adminEn, 'preview', 'products.csv', 'SKU;Nazwa\nA;B\n');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: ['The file lacks the columns: Net price, VAT rate.'] });
  });
});
