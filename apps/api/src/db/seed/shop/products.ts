import { asc, eq, inArray } from 'drizzle-orm';
import { grossOf, searchTextOf, slugify, uniqueSlug } from '@harmony/shared';
import type { DbOrTx } from '../../client.js';
import {
  attributes, attributeTypes, attributeValues, productAttributeValues, productGroupProducts, productImages, products, productTypeAttributes,
} from '../../schema.js';
import { Random } from '../demo-random.js';

/** What the demo products hang on: leaf categories, product types, attributes (by code) and image files. */
export interface ShopProductsContext {
  leafIds: number[];
  productTypeIds: number[];
  /** Attribute ids by code; the values follow each type's own attributes (read from the database). */
  attributeIds: Record<string, number>;
  imageFileIds: number[];
}

const NOUNS = [
  'Koszulka', 'Bluza', 'Kubek', 'Plecak', 'Lampka', 'Czajnik', 'Poduszka', 'Koc', 'Torba', 'Zegarek', 'Słuchawki', 'Głośnik',
  'Krzesło', 'Biurko', 'Dywan', 'Patelnia', 'Notes', 'Długopis', 'Czapka', 'Rękawice',
];
const ADJECTIVES = ['Klasyczna', 'Miejska', 'Górska', 'Zimowa', 'Letnia', 'Biurowa', 'Domowa', 'Podróżna', 'Sportowa', 'Premium'];
const PRICES = [999, 1999, 2999, 4999, 7999, 12900, 19900, 34900, 59900, 129900, 249900, 499900];
const VATS: readonly (readonly [number | null, number])[] = [[23, 14], [8, 2], [5, 2], [null, 1]];

/** An EAN-13 of 12 digits with its check digit (GS1: weights 1 and 3 from the left). */
function ean13(twelve: string): string {
  const sum = [...twelve].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

type Attr = { id: number; kind: string; options: Record<string, unknown>; choices: { id: number; valuePl: string; valueEn: string }[] };

async function attributesOf(tx: DbOrTx, typeId: number): Promise<Attr[]> {
  const rows = await tx.select({ id: attributes.id, kind: attributeTypes.kind, options: attributeTypes.options }).from(productTypeAttributes)
    .innerJoin(attributes, eq(attributes.id, productTypeAttributes.attributeId))
    .innerJoin(attributeTypes, eq(attributeTypes.id, attributes.attributeTypeId))
    .where(eq(productTypeAttributes.productTypeId, typeId)).orderBy(asc(productTypeAttributes.position));
  const choices = rows.length ? await tx.select().from(attributeValues).where(inArray(attributeValues.attributeId, rows.map((r) => r.id))) : [];
  return rows.map((r) => ({ ...r, options: (r.options ?? {}) as Record<string, unknown>, choices: choices.filter((c) => c.attributeId === r.id) }));
}

/** A value of an attribute by its kind, and the words a search finds it by. */
function valueOf(rnd: Random, a: Attr): { value: string | null; valueIds: number[]; words: string[] } | null {
  switch (a.kind) {
    case 'number': {
      const decimals = typeof a.options.decimals === 'number' ? a.options.decimals : 0;
      const min = typeof a.options.min === 'number' ? a.options.min : 0;
      const max = typeof a.options.max === 'number' ? a.options.max : 500;
      const n = Math.min(max, Math.max(min, rnd.int(1, 500) / 10 ** Math.min(decimals, 1))).toString();
      return { value: n, valueIds: [], words: [n] };
    }
    case 'boolean':
      return { value: rnd.chance(0.5) ? 'true' : 'false', valueIds: [], words: [] };
    case 'date':
      return { value: `2025-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`, valueIds: [], words: [] };
    case 'text': {
      const max = typeof a.options.max_length === 'number' ? a.options.max_length : 1000;
      const text = rnd.pick(['Bawełna organiczna', 'Stal nierdzewna', 'Drewno dębowe', 'Tworzywo z recyklingu']).slice(0, max).trim();
      return { value: text, valueIds: [], words: [] };
    }
    case 'richText':
      return { value: '<p>Produkt z <strong>gwarancją</strong> 24 miesiące.</p>', valueIds: [], words: ['gwarancją'] };
    case 'select':
    case 'color':
    case 'multiselect': {
      if (!a.choices.length) return null;
      const picked = a.kind === 'multiselect' ? a.choices.filter(() => rnd.chance(0.5)).slice(0, 3) : [rnd.pick(a.choices)];
      const chosen = picked.length ? picked : [a.choices[0]!];
      return { value: null, valueIds: chosen.map((c) => c.id), words: chosen.flatMap((c) => [c.valuePl, c.valueEn]) };
    }
    default:
      return null; // file attributes stay empty in the demo
  }
}

/**
 * About 60 demo products (deterministic): Polish names, SKUs, some valid EANs, prices 9,99–4 999 zł, VAT mostly
 * 23 %, stock some under the threshold and some none, 1–3 categories, attribute values of their type, 1–2 images.
 */
export async function seedShopProducts(tx: DbOrTx, ctx: ShopProductsContext, count = 60): Promise<number[]> {
  const rnd = new Random(25_060);
  const attrsByType = new Map<number, Attr[]>();
  for (const typeId of ctx.productTypeIds) attrsByType.set(typeId, await attributesOf(tx, typeId));
  const slugs = new Set<string>();
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const name = `${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[i % NOUNS.length]!.toLowerCase()} ${Math.floor(i / NOUNS.length) + 1}`;
    const sku = `SKP-${String(1000 + i)}`;
    const ean = rnd.chance(0.6) ? ean13(`590${String(1_000_000_00 + i * 7919).slice(0, 9)}`) : null;
    const priceNet = rnd.pick(PRICES);
    const vatRate = rnd.weighted(VATS);
    const threshold = rnd.pick([0, 5, 10]);
    const stock = rnd.weighted([[rnd.int(threshold + 1, 200), 7], [rnd.int(1, Math.max(1, threshold)), 2], [0, 1]] as const);
    const typeId = ctx.productTypeIds.length ? rnd.pick(ctx.productTypeIds) : null;
    const values = (typeId ? attrsByType.get(typeId) ?? [] : []).flatMap((a) => {
      const v = valueOf(rnd, a);
      return v ? [{ attributeId: a.id, ...v }] : [];
    });
    const slug = uniqueSlug(slugify(name), slugs);
    slugs.add(slug);
    const searchText = searchTextOf(name, sku, ean, ...values.flatMap((v) => [v.value ?? '', ...v.words]));
    const [row] = await tx.insert(products).values({
      name, slug, sku, ean, productTypeId: typeId, priceNet, priceGross: grossOf(priceNet, vatRate), vatRate, stock, lowStockThreshold: threshold,
      allowBackorder: rnd.chance(0.1), active: rnd.chance(0.9), description: `<p>${name} — solidne wykonanie, wysyłka w 24 h.</p>`,
      seoTitle: name, seoDescription: `${name} w najlepszej cenie.`, searchText,
    }).returning({ id: products.id });
    const id = row!.id;
    ids.push(id);
    const groups = [...new Set(Array.from({ length: rnd.int(1, 3) }, () => rnd.pick(ctx.leafIds)))].filter((g) => g !== undefined);
    if (groups.length) await tx.insert(productGroupProducts).values(groups.map((groupId) => ({ productId: id, groupId })));
    if (ctx.imageFileIds.length) {
      const images = [...new Set(Array.from({ length: rnd.int(1, 2) }, () => rnd.pick(ctx.imageFileIds)))];
      await tx.insert(productImages).values(images.map((fileId, position) => ({ productId: id, fileId, main: position === 0, position })));
    }
    if (values.length) {
      await tx.insert(productAttributeValues).values(values.map((v) => ({ productId: id, attributeId: v.attributeId, value: v.value, valueIds: v.valueIds })));
    }
  }
  return ids;
}
