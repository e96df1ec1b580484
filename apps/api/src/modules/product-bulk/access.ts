import { productsContract, type Verb } from '@harmony/shared';

/** Route options of products in bulk: the products' subject, and the labels of this module's fields in its 422s. */
export const productBulkAccess = (verb: Verb) => ({ config: { permission: productsContract.permission, verb, labels: 'productBulk.fields' } });
