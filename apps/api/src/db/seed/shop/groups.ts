import { slugify, uniqueSlug } from '@harmony/shared';
import type { DbOrTx } from '../../client.js';
import { productGroupRelations, productGroups } from '../../schema.js';

/*
 * The demo shop's category tree (the API's groups): five top categories, two or three children each, some
 * grandchildren — three levels — with a few related pairs and one inactive category. Fixed data: the same
 * tree every seed.
 */

type Node = readonly [name: string, children?: readonly Node[], options?: { active?: boolean; description?: string }];

const TREE: readonly Node[] = [
  ['Odzież', [
    ['Męska', [['Koszule'], ['Spodnie'], ['Kurtki']]],
    ['Damska', [['Sukienki'], ['Bluzki'], ['Spódnice']]],
    ['Dziecięca'],
  ], { description: '<p>Odzież na każdą porę roku.</p>' }],
  ['Elektronika', [
    ['Telefony', [['Smartfony'], ['Etui i osłony']]],
    ['Komputery', [['Laptopy'], ['Monitory']]],
    ['Audio'],
  ], { description: '<p>Sprzęt elektroniczny i <strong>akcesoria</strong>.</p>' }],
  ['Dom i ogród', [
    ['Kuchnia', [['Garnki'], ['Noże']]],
    ['Ogród', [['Narzędzia ogrodowe'], ['Meble ogrodowe']]],
  ]],
  ['Sport', [
    ['Bieganie', [['Buty biegowe'], ['Odzież biegowa']]],
    ['Rowery', [['Kaski'], ['Części rowerowe']]],
    ['Turystyka'],
  ]],
  ['Akcesoria', [
    ['Torby i plecaki'],
    ['Zegarki'],
    ['Kolekcja archiwalna', [], { active: false, description: '<p>Wycofane z oferty.</p>' }],
  ]],
];

/** Pairs of related categories ("see also"), by name; stored both ways. */
const RELATED: readonly (readonly [string, string])[] = [
  ['Buty biegowe', 'Odzież biegowa'],
  ['Rowery', 'Kaski'],
  ['Laptopy', 'Torby i plecaki'],
  ['Garnki', 'Noże'],
  ['Turystyka', 'Torby i plecaki'],
];

/** Seeds the tree; answers every category's id and the leaves' (the categories products go into). */
export async function seedShopGroups(tx: DbOrTx): Promise<{ leafIds: number[]; allIds: number[] }> {
  // Slugs already taken (a reseed beside hand-made categories) are skipped: -2, -3 …
  const slugs = new Set((await tx.select({ slug: productGroups.slug }).from(productGroups)).map((r) => r.slug));
  const byName = new Map<string, number>();
  const leafIds: number[] = [];
  const allIds: number[] = [];
  const insert = async (nodes: readonly Node[], parentId: number | null): Promise<void> => {
    for (const [position, [name, children = [], options = {}]] of nodes.entries()) {
      const slug = uniqueSlug(slugify(name), slugs);
      slugs.add(slug);
      const [row] = await tx.insert(productGroups).values({
        name, slug, parentId, position, active: options.active ?? true, description: options.description ?? '',
      }).returning({ id: productGroups.id });
      byName.set(name, row!.id);
      allIds.push(row!.id);
      if (children.length) await insert(children, row!.id);
      else if (options.active !== false) leafIds.push(row!.id);
    }
  };
  await insert(TREE, null);
  const pairs = RELATED.flatMap(([a, b]) => {
    const [x, y] = [byName.get(a)!, byName.get(b)!];
    return [{ groupId: x, relatedId: y }, { groupId: y, relatedId: x }];
  });
  await tx.insert(productGroupRelations).values(pairs).onConflictDoNothing();
  return { leafIds, allIds };
}
