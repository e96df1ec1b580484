import { categoriesContract, type Category, categoryInput, routePath } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { colorSwatch, dateTime } from '../../components/resource/renderers';
import { CategoryTypesLink } from '../../components/category-links';
import { categoryTypeOptions } from './category-type-options';

type Row = Category & Record<string, unknown>;

/** Project categories: /kategorie (+ /dodaj, /{id}/edycja): name, colour and category type. */
export const categories = defineResource<Row>({
  contract: categoriesContract,
  routes: { create: routePath('categoriesCreate'), edit: routePath('categoriesEdit') },
  list: {
    columns: [
      { field: 'id', width: 80, hidden: true },
      { field: 'name', flex: 2 },
      { field: 'color', width: 150, render: colorSwatch('color') },
      { field: 'category_type', flex: 1, render: (row) => row.category_type?.name ?? '—' },
      { field: 'created_at', width: 170, hidden: true, render: dateTime('created_at') },
    ],
    filters: [{ name: 'category_type_id', kind: 'select', options: categoryTypeOptions }],
    headerExtras: CategoryTypesLink,
  },
  form: {
    schema: categoryInput,
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'color', kind: 'color' },
      { name: 'category_type_id', kind: 'select', options: categoryTypeOptions, clearable: true },
    ],
    defaults: { name: '', color: '#9e9e9e', category_type_id: '' },
    fromRecord: (record) => ({ ...record, category_type_id: record.category_type_id ? String(record.category_type_id) : '' }),
  },
});
