import { type CategoryType, categoryTypeInput, categoryTypesContract } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { dateTime } from '../../components/resource/renderers';
import { CategoriesLink } from '../../components/category-links';

/** Types of project categories: /category-types (+ /create, /{id?}/edit — without an id, pick one from the list). */
export const categoryTypes = defineResource<CategoryType & Record<string, unknown>>({
  contract: categoryTypesContract,
  routes: { create: '/category-types/create', edit: '/category-types/:id?/edit' },
  list: {
    columns: [
      { field: 'id', width: 80, hidden: true },
      { field: 'name', flex: 2 },
      { field: 'created_at', width: 170, render: dateTime('created_at') },
    ],
    headerExtras: CategoriesLink,
  },
  form: {
    schema: categoryTypeInput,
    fields: [{ name: 'name', kind: 'text' }],
    defaults: { name: '' },
  },
});
