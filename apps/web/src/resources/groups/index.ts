import { groupInput, groupsContract, routePath, type Group } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { activeCell } from './group-cells';
import { GroupProducts } from './group-products';

type Row = Group & Record<string, unknown>;

/**
 * Product categories — the API's groups: /produkty/kategorie as a tree (nested, siblings dragged into order by
 * mouse or keyboard; the parent changes in the form), /dodaj, /{id}/edytuj with parent, image, rich-text
 * description, related categories, and under the form the category's products.
 */
export const groups = defineResource<Row>({
  contract: groupsContract,
  routes: { create: routePath('productCategoriesCreate'), edit: routePath('productCategoriesEdit') },
  list: {
    columns: [
      { field: 'id', width: 80, hidden: true },
      { field: 'name', flex: 2 },
      { field: 'slug', flex: 1, hidden: true },
      { field: 'active', width: 130, render: activeCell },
      { field: 'products_count', width: 110 },
    ],
    filters: [{ name: 'active', kind: 'boolean' }],
    tree: true,
    reorder: true,
    // A tree shown in part would hide where a category belongs: the whole tree on one page.
    fixedQuery: { per_page: '100' },
  },
  form: {
    schema: groupInput,
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'slug', kind: 'text' },
      { name: 'parent_id', kind: 'tree', optionsPath: groupsContract.path },
      { name: 'active', kind: 'switch' },
      { name: 'image_id', kind: 'image' },
      { name: 'related_ids', kind: 'relation', multiple: true, optionsPath: groupsContract.path },
      { name: 'description', kind: 'richText', wide: true },
    ],
    defaults: { name: '', slug: '', parent_id: null, active: true, image_id: null, related_ids: [], description: '' },
    fromRecord: (record) => ({
      name: record.name, slug: record.slug, parent_id: record.parent_id ?? null, active: record.active, image_id: record.image_id ?? null,
      related_ids: (record.related_ids as number[] | undefined) ?? [], description: record.description ?? '', position: record.position,
    }),
  },
  editExtras: GroupProducts,
});
