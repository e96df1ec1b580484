import { createElement } from 'react';
import EditNote from '@mui/icons-material/EditNote';
import type { ListBulkAction } from '../../../components/resource/types';
import { BulkEditDialog } from './bulk-edit-dialog';

export { ProductsImportLink } from './products-import-link';

/**
 * The products list's bulk actions (its declaration's `list.bulkActions`): the bulk edit of price, VAT,
 * active and categories, on the chosen rows or all matching the filter, with undo.
 */
export const productBulkActions: ListBulkAction[] = [
  {
    key: 'edit',
    label: 'productBulk.action',
    icon: createElement(EditNote),
    testId: 'products-bulk-edit',
    render: (selection, done) => createElement(BulkEditDialog, { selection, done }),
  },
];
