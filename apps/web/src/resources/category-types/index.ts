import { type CategoryType, categoryTypeInput, categoryTypesContract, routePath } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { dateTime } from '../../components/resource/renderers';
import { CategoriesLink } from '../../components/category-links';

/** Types of project categories: /category-types (+ /create, /{id?}/edit — without an id, pick one from the list). */
export const categoryTypes = defineResource<CategoryType & Record<string, unknown>>({
  contract: categoryTypesContract,
  routes: { create: routePath('categoryTypesCreate'), edit: routePath('categoryTypesEdit') },
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
