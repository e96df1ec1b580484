import { attributesContract, type ProductType, productTypeFormInput, productTypesContract, routePath } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { dateTime } from '../../components/resource/renderers';

type Row = ProductType & Record<string, unknown>;

/**
 * Product types: /produkty/typy (+ /dodaj, /{id}/edytuj) — the attributes a product of the type has, in
 * order (picked from /api/attributes/options, dragged into order).
 */
export const productTypes = defineResource<Row>({
  contract: productTypesContract,
  routes: { create: routePath('productTypesCreate'), edit: routePath('productTypesEdit') },
  list: {
    columns: [
      { field: 'id', width: 80, hidden: true },
      { field: 'name', flex: 1 },
      { field: 'attribute_names', flex: 2, render: (row) => (row.attribute_names ?? []).join(', ') },
      { field: 'attributes_count', width: 150 },
      { field: 'created_at', width: 170, hidden: true, render: dateTime('created_at') },
    ],
  },
  form: {
    schema: productTypeFormInput,
    fields: [
      { name: 'name', kind: 'text' },
      {
        name: 'attributes', kind: 'children', wide: true,
        rows: {
          fields: [{ name: 'attribute_id', kind: 'relation', optionsPath: attributesContract.path, label: 'productTypes.fields.attribute_id' }],
          defaults: { attribute_id: null },
        },
      },
    ],
    defaults: { name: '', attributes: [] },
  },
});
