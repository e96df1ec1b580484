import type { Database } from '../../../src/db/client.js';
import {
  attributes, attributeTypes, attributeValues, files, productGroups, productTypeAttributes, productTypes,
} from '../../../src/db/schema.js';

type Db = Database['db'];

/** An attribute type and attribute of every kind, a product type with all of them, a category tree and files. */
export async function productFixtures(db: Db) {
  const kinds = {
    text: { kind: 'text', options: { max_length: 10 } },
    richText: { kind: 'richText', options: {} },
    number: { kind: 'number', unit: 'kg', options: { decimals: 1, min: 0, max: 100 } },
    boolean: { kind: 'boolean', options: {} },
    select: { kind: 'select', options: {} },
    multiselect: { kind: 'multiselect', options: {} },
    color: { kind: 'color', options: {} },
    date: { kind: 'date', options: {} },
    file: { kind: 'file', options: { mimes: ['pdf'] } },
  } as const;
  const attr: Record<keyof typeof kinds, number> = {} as never;
  for (const [code, def] of Object.entries(kinds) as [keyof typeof kinds, (typeof kinds)[keyof typeof kinds]][]) {
    const [type] = await db.insert(attributeTypes).values({ name: `Test ${code}`, ...def }).returning();
    const [a] = await db.insert(attributes).values({
      code: `t_${code}`, namePl: `Atrybut ${code}`, nameEn: `Attribute ${code}`, attributeTypeId: type!.id, required: code === 'select',
    }).returning();
    attr[code] = a!.id;
  }
  const choice = async (attributeId: number, valuePl: string, valueEn: string, color: string | null = null) =>
    (await db.insert(attributeValues).values({ attributeId, valuePl, valueEn, color }).returning())[0]!.id;
  const values = {
    cotton: await choice(attr.select, 'Bawełna', 'Cotton'),
    wool: await choice(attr.select, 'Wełna', 'Wool'),
    s: await choice(attr.multiselect, 'S', 'S'),
    m: await choice(attr.multiselect, 'M', 'M'),
    red: await choice(attr.color, 'Czerwony', 'Red', '#ff0000'),
    blue: await choice(attr.color, 'Niebieski', 'Blue', '#0000ff'),
  };
  const [type] = await db.insert(productTypes).values({ name: 'Odzież testowa' }).returning();
  const [otherType] = await db.insert(productTypes).values({ name: 'Inny typ' }).returning();
  await db.insert(productTypeAttributes).values(Object.values(attr).map((attributeId, position) => ({ productTypeId: type!.id, attributeId, position })));

  const group = async (name: string, parentId: number | null) =>
    (await db.insert(productGroups).values({ name, slug: `test-${name.toLowerCase()}`, parentId }).returning())[0]!.id;
  const root = await group('Korzeń', null);
  const child = await group('Dziecko', root);
  const grandchild = await group('Wnuk', child);
  const other = await group('Obok', null);

  const file = async (originalName: string, mime: string) =>
    (await db.insert(files).values({ originalName, storageKey: `test/${originalName}-${Math.random()}`, mime, size: 10 }).returning())[0]!.id;
  const images = [await file('a.jpg', 'image/jpeg'), await file('b.png', 'image/png'), await file('c.png', 'image/png')];
  const pdf = await file('karta.pdf', 'application/pdf');
  const txt = await file('notatka.txt', 'text/plain');

  return { attr, values, typeId: type!.id, otherTypeId: otherType!.id, groups: { root, child, grandchild, other }, images, pdf, txt };
}
