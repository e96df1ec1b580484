import type { DbOrTx } from '../../client.js';
import { attributes, attributeTypes, attributeValues, productTypeAttributes, productTypes } from '../../schema.js';

/*
 * The demo shop's catalogue: attribute types (one per kind a shop needs), attributes with their values, and four
 * product types. Fixed data (no randomness), so two seeds give the same rows.
 */

interface TypeSeed { name: string; kind: string; unit?: string; options?: Record<string, unknown> }
interface ValueSeed { pl: string; en: string; color?: string }
interface AttributeSeed { code: string; pl: string; en: string; type: string; required?: boolean; filterable?: boolean; values?: ValueSeed[] }

const TYPES: TypeSeed[] = [
  { name: 'Tekst krótki', kind: 'text', options: { max_length: 120 } },
  { name: 'Opis', kind: 'richText' },
  { name: 'Liczba (kg)', kind: 'number', unit: 'kg', options: { decimals: 2, min: 0 } },
  { name: 'Liczba (W)', kind: 'number', unit: 'W', options: { decimals: 0, min: 0 } },
  { name: 'Tak/nie', kind: 'boolean' },
  { name: 'Lista wyboru', kind: 'select' },
  { name: 'Wielokrotny wybór', kind: 'multiselect' },
  { name: 'Kolor', kind: 'color' },
  { name: 'Data', kind: 'date' },
  { name: 'Plik PDF', kind: 'file', options: { mimes: ['pdf'] } },
];

const ATTRIBUTES: AttributeSeed[] = [
  {
    code: 'kolor', pl: 'Kolor', en: 'Colour', type: 'Kolor', filterable: true,
    values: [
      { pl: 'czerwony', en: 'red', color: '#d32f2f' }, { pl: 'niebieski', en: 'blue', color: '#1976d2' },
      { pl: 'czarny', en: 'black', color: '#212121' }, { pl: 'biały', en: 'white', color: '#ffffff' },
    ],
  },
  {
    code: 'rozmiar', pl: 'Rozmiar', en: 'Size', type: 'Lista wyboru', required: true, filterable: true,
    values: [{ pl: 'S', en: 'S' }, { pl: 'M', en: 'M' }, { pl: 'L', en: 'L' }, { pl: 'XL', en: 'XL' }],
  },
  { code: 'material', pl: 'Materiał', en: 'Material', type: 'Tekst krótki', filterable: true },
  { code: 'waga', pl: 'Waga', en: 'Weight', type: 'Liczba (kg)' },
  { code: 'moc', pl: 'Moc', en: 'Power', type: 'Liczba (W)', filterable: true },
  { code: 'wodoodporny', pl: 'Wodoodporny', en: 'Waterproof', type: 'Tak/nie', filterable: true },
  { code: 'data_premiery', pl: 'Data premiery', en: 'Release date', type: 'Data' },
  {
    code: 'gwarancja', pl: 'Gwarancja', en: 'Warranty', type: 'Lista wyboru', filterable: true,
    values: [{ pl: '12 mies.', en: '12 months' }, { pl: '24 mies.', en: '24 months' }, { pl: '36 mies.', en: '36 months' }],
  },
  {
    code: 'certyfikaty', pl: 'Certyfikaty', en: 'Certificates', type: 'Wielokrotny wybór',
    values: [{ pl: 'CE', en: 'CE' }, { pl: 'RoHS', en: 'RoHS' }, { pl: 'FSC', en: 'FSC' }, { pl: 'OEKO-TEX', en: 'OEKO-TEX' }],
  },
  { code: 'instrukcja', pl: 'Instrukcja', en: 'Manual', type: 'Plik PDF' },
];

/** The product types and their attributes, in order. */
const PRODUCT_TYPES: { name: string; attributes: string[] }[] = [
  { name: 'Odzież', attributes: ['rozmiar', 'kolor', 'material', 'certyfikaty'] },
  { name: 'Elektronika', attributes: ['moc', 'waga', 'kolor', 'gwarancja', 'certyfikaty'] },
  { name: 'Meble', attributes: ['material', 'kolor', 'waga', 'gwarancja'] },
  { name: 'Akcesoria', attributes: ['kolor', 'material', 'wodoodporny', 'data_premiery'] },
];

/**
 * Seeds the catalogue; answers the product types' ids (in PRODUCT_TYPES order: Odzież, Elektronika, Meble,
 * Akcesoria) and the attributes' ids by code, for the products' seed.
 */
export async function seedShopCatalogue(tx: DbOrTx): Promise<{ productTypeIds: number[]; attributeIds: Record<string, number> }> {
  const typeRows = await tx.insert(attributeTypes)
    .values(TYPES.map((t) => ({ name: t.name, kind: t.kind, unit: t.unit ?? null, options: t.options ?? {} })))
    .returning({ id: attributeTypes.id, name: attributeTypes.name });
  const typeId = new Map(typeRows.map((r) => [r.name, r.id]));

  const attributeRows = await tx.insert(attributes).values(ATTRIBUTES.map((a, position) => ({
    code: a.code, namePl: a.pl, nameEn: a.en, attributeTypeId: typeId.get(a.type)!,
    required: a.required ?? false, filterable: a.filterable ?? false, position,
  }))).returning({ id: attributes.id, code: attributes.code });
  const attributeIds = Object.fromEntries(attributeRows.map((r) => [r.code, r.id]));

  const values = ATTRIBUTES.flatMap((a) => (a.values ?? []).map((v, position) => ({
    attributeId: attributeIds[a.code]!, valuePl: v.pl, valueEn: v.en, color: v.color ?? null, position,
  })));
  if (values.length) await tx.insert(attributeValues).values(values);

  const productTypeIds: number[] = [];
  for (const type of PRODUCT_TYPES) {
    const [row] = await tx.insert(productTypes).values({ name: type.name }).returning({ id: productTypes.id });
    productTypeIds.push(row!.id);
    await tx.insert(productTypeAttributes).values(type.attributes.map((code, position) => ({
      productTypeId: row!.id, attributeId: attributeIds[code]!, position,
    })));
  }
  return { productTypeIds, attributeIds };
}
