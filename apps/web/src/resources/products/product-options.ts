import { productsContract, STOCK_STATES } from '@harmony/shared';
import type { OptionItem, OptionSource } from '../../components/resource/types';
import { fetchOptions, type RelationOption } from '../../components/resource/form/fields/options-api';

/**
 * Where the product form and list read their pickers: the categories (the API's groups, a tree: options with
 * `parent_id`) and the product types ("ptypes").
 */
export const GROUPS_PATH = '/api/groups';
export const PRODUCT_TYPES_PATH = `${productsContract.path}/types`;
/** The attributes a product type gives its products' form (typeAttributeRead[]). */
export const typeAttributesPath = (typeId: number) => `${PRODUCT_TYPES_PATH}/${typeId}/attributes`;

/** Every option of a picker, page after page (a shop's categories and types are a few hundred at most). */
async function allOptions(path: string): Promise<RelationOption[]> {
  const out: RelationOption[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const res = await fetchOptions(path, { page, per_page: 50 });
    out.push(...res.data);
    if (page >= res.meta.last_page) break;
  }
  return out;
}

/** The category tree as one select: children under their parent, indented by depth. */
export function treeOptions(rows: RelationOption[]): OptionItem[] {
  const byParent = new Map<number | null, RelationOption[]>();
  for (const r of rows) byParent.set(r.parent_id ?? null, [...(byParent.get(r.parent_id ?? null) ?? []), r]);
  const out: OptionItem[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const r of byParent.get(parent) ?? []) {
      out.push({ value: String(r.id), label: `${'\u00a0\u00a0'.repeat(depth * 2)}${r.label}` });
      walk(r.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

export const groupFilterOptions: OptionSource = { key: 'product-groups-tree', load: async () => treeOptions(await allOptions(GROUPS_PATH)) };
export const typeFilterOptions: OptionSource = {
  key: 'product-types',
  load: async () => (await allOptions(PRODUCT_TYPES_PATH)).map((r) => ({ value: String(r.id), label: r.label })),
};
export const stockStateOptions: OptionSource = STOCK_STATES.map((s) => ({ value: s, labelKey: `products.stockStates.${s}` }));
