import { categoryTypeInput, type CategoryType } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { dateTime } from '../../components/resource/renderers';
import { CategoriesLink } from '../categories/category-links';

/** Types of project categories: /category-types (+ /create, /{id?}/edit — without an id, pick one from the list). */
export const categoryTypes = defineResource<CategoryType & Record<string, unknown>>({
  name: 'category-types',
  path: '/api/category-types',
  subject: 'Administracja__kategorie__projektow',
  routes: { list: '/category-types', create: '/category-types/create', edit: '/category-types/:id?/edit' },
  labelKey: (field) => `projects.fields.${field}`,
  list: {
    columns: [
      { field: 'id', sortable: true, width: 80, hidden: true },
      { field: 'name', sortable: true, flex: 2 },
      { field: 'created_at', sortable: true, width: 170, render: dateTime('created_at') },
    ],
    defaultSort: { field: 'name', order: 'asc' },
    headerExtras: CategoriesLink,
  },
  form: {
    schema: categoryTypeInput,
    fields: [{ name: 'name', kind: 'text' }],
    defaults: { name: '' },
  },
});
