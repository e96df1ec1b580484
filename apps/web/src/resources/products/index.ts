import { productsContract, routePath } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { dateTime } from '../../components/resource/renderers';
import { lazyPart } from '../../components/resource/lazy-part';
import { activeCell, groupsCell, priceCell, productThumbCell, stockCell, typeCell, type ProductRow } from './product-cells';
import { productBulkActions, ProductsImportLink } from './bulk';
import { productForm } from './product-form';
import { groupFilterOptions, stockStateOptions, typeFilterOptions } from './product-options';

const ProductEditExtras = lazyPart(() => import('./product-edit-extras').then((m) => m.ProductEditExtras));

/**
 * Products: /produkty (+ /dodaj, /{id}/edytuj). The list searches name, SKU, EAN and attribute values and
 * filters by category (with its descendants), type, gross price, stock state and active; a row's name opens
 * the item modal. The bulk edit works on the chosen rows or all the filter matches; the import is linked beside "Add".
 */
export const products = defineResource<ProductRow>({
  contract: productsContract,
  routes: { create: routePath('productsCreate'), edit: routePath('productsEdit') },
  title: (row) => `${row.name} (${row.sku})`,
  list: {
    columns: [
      { field: 'main_image_id', width: 72, render: productThumbCell },
      { field: 'name', flex: 2 },
      { field: 'sku', width: 130 },
      { field: 'product_type', flex: 1, render: typeCell },
      { field: 'groups', flex: 1.2, render: groupsCell },
      { field: 'price_gross', width: 170, render: priceCell },
      { field: 'stock', width: 150, render: stockCell },
      { field: 'active', width: 90, render: activeCell },
      { field: 'ean', width: 140, hidden: true },
      { field: 'id', width: 80, hidden: true },
      { field: 'updated_at', width: 160, hidden: true, render: dateTime('updated_at') },
    ],
    mainField: 'name',
    rowHeight: 64,
    filters: [
      { name: 'group_id', kind: 'select', options: groupFilterOptions },
      { name: 'product_type_id', kind: 'select', options: typeFilterOptions },
      { name: 'price_min', kind: 'money' },
      { name: 'price_max', kind: 'money' },
      { name: 'stock_state', kind: 'select', options: stockStateOptions },
      { name: 'active', kind: 'boolean' },
    ],
    exports: [{ file: 'export.xlsx', label: 'products.exportXlsx', testId: 'products-export-xlsx' }],
    bulkActions: productBulkActions,
    headerExtras: ProductsImportLink,
  },
  form: productForm,
  editExtras: ProductEditExtras,
});
