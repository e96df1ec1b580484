import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { importPreviewRead, importRowRead, type ImportColumns } from './import.js';
import { PRICE_MAX, productFilters, productsContract, vatRateField } from './products.js';

/**
 * Products in bulk (issue 25): the bulk edit of a selection (POST /api/products/bulk), the assignment to
 * categories (POST /api/groups/assign), their one undo (POST /api/products/bulk/undo), and the import
 * (POST /api/products/import/preview|commit).
 */
export const BULK_PATH = `${productsContract.path}/bulk`;
export const BULK_UNDO_PATH = `${productsContract.path}/bulk/undo`;
export const GROUPS_ASSIGN_PATH = '/api/groups/assign';
export const PRODUCTS_IMPORT_PATH = `${productsContract.path}/import`;

/** Most products one bulk call may change (a bigger filter is refused: narrow it). */
export const BULK_MAX = 10_000;
/** A percent change of the net price: from −90 % (a tenth of the price) to +500 %. */
export const PERCENT_MIN = -90;
export const PERCENT_MAX = 500;
const GROUPS_MAX = 50;

/** The products list's current query as a selection: its filters and search box, not its page or sort. */
export const productSelectionFilter = z.object({
  ...productFilters,
  search: z.string().trim().max(100, { error: encodeRule('max', 100) }).optional(),
});
export type ProductSelectionFilter = z.infer<typeof productSelectionFilter>;

const ids = () =>
  z.array(v.id(), { error: encodeRule('array', 1, BULK_MAX) })
    .min(1, { error: encodeRule('array', 1, BULK_MAX) })
    .max(BULK_MAX, { error: encodeRule('array', 1, BULK_MAX) });

/** Which products: the chosen `ids`, or everything `filter` matches — exactly one of them. */
const selection = { ids: ids().optional(), filter: productSelectionFilter.optional() };
function exactlyOneSelection(value: { ids?: unknown; filter?: unknown }, ctx: z.core.$RefinementCtx) {
  if ((value.ids === undefined) === (value.filter === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['ids'], message: 'productBulk.oneSelection' });
  }
}

export const GROUP_MODES = ['add', 'remove', 'replace'] as const;
export type GroupMode = (typeof GROUP_MODES)[number];

const groupIds = (min: number) =>
  z.array(v.id(), { error: encodeRule('array', min, GROUPS_MAX) })
    .min(min, { error: encodeRule('array', min, GROUPS_MAX) })
    .max(GROUPS_MAX, { error: encodeRule('array', min, GROUPS_MAX) });

export const bulkPriceChange = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('set'), price_net: v.intBetween(0, PRICE_MAX) }),
  z.object({ mode: z.literal('percent'), percent: v.between(PERCENT_MIN, PERCENT_MAX) }),
], { error: encodeRule('in') });

/** Categories of a bulk edit: add or remove some, or replace all (replace with none empties them). */
export const bulkGroupChange = z.object({ mode: v.oneOf(GROUP_MODES), ids: groupIds(0) }).superRefine((value, ctx) => {
  if (value.mode !== 'replace' && value.ids.length === 0) ctx.addIssue({ code: 'custom', path: ['ids'], message: encodeRule('required') });
});

export const bulkChanges = z.object({
  price: bulkPriceChange.optional(),
  vat_rate: vatRateField().optional(),
  active: z.boolean({ error: encodeRule('boolean') }).optional(),
  group_ids: bulkGroupChange.optional(),
}).refine((c) => Object.values(c).some((x) => x !== undefined), { error: 'productBulk.noChange' });
export type BulkChanges = z.infer<typeof bulkChanges>;

/** POST /api/products/bulk */
export const productBulkInput = z.object({ ...selection, changes: bulkChanges }).superRefine(exactlyOneSelection);
export type ProductBulkInput = z.input<typeof productBulkInput>;

/** POST /api/groups/assign */
export const groupsAssignInput = z.object({ ...selection, group_ids: groupIds(1), mode: v.oneOf(GROUP_MODES) }).superRefine(exactlyOneSelection);
export type GroupsAssignInput = z.input<typeof groupsAssignInput>;

/** The answer of a bulk edit or an assignment: how many products, and the token that undoes it. */
export const bulkResultRead = z.object({ message: z.string(), count: z.number().int(), undo: z.string() });
export type BulkResult = z.infer<typeof bulkResultRead>;

/** POST /api/products/bulk/undo */
export const bulkUndoInput = z.object({ token: z.uuid({ error: encodeRule('invalid') }) });
export const bulkUndoRead = z.object({ message: z.string(), count: z.number().int() });

/**
 * The products import's columns and the headers each accepts: the Polish template's first, the English one's
 * second, then the products list's labels (so an exported file reads back) and other common names.
 */
export const PRODUCT_IMPORT_COLUMNS = {
  sku: ['SKU', 'Code', 'Kod', 'Kod produktu', 'Product code'],
  name: ['Nazwa', 'Name', 'Nazwa produktu', 'Product name'],
  ean: ['EAN', 'Barcode', 'Kod EAN', 'Kod kreskowy', 'GTIN'],
  price_net: ['Cena netto', 'Net price', 'Netto', 'Net', 'Price net'],
  vat_rate: ['Stawka VAT', 'VAT rate', 'VAT', 'VAT %'],
  stock: ['Stan magazynowy', 'Stock', 'Stan', 'Ilość', 'Quantity', 'Qty'],
  low_stock_threshold: ['Próg niskiego stanu', 'Low-stock threshold', 'Low stock threshold', 'Próg', 'Minimum stock'],
  active: ['Aktywny', 'Active'],
  groups: ['Kategorie', 'Categories', 'Kategoria', 'Category', 'Grupy', 'Groups', 'Group ids'],
  product_type: ['Typ produktu', 'Product type', 'Typ', 'Type', 'Product type id'],
  description: ['Opis', 'Description'],
} as const satisfies ImportColumns;
export type ProductImportColumn = keyof typeof PRODUCT_IMPORT_COLUMNS;
export const PRODUCT_IMPORT_REQUIRED: ProductImportColumn[] = ['sku', 'name', 'price_net', 'vat_rate'];
/** Category names or slugs in one cell are separated by this. */
export const IMPORT_GROUP_SEPARATOR = '|';

/** A preview row says whether it creates a product or updates the one of its SKU. */
export const productImportRowRead = importRowRead.extend({ action: z.enum(['create', 'update']) });
export type ProductImportRow = z.infer<typeof productImportRowRead>;
export const productImportPreviewRead = importPreviewRead.extend({ rows: z.array(productImportRowRead) });
export type ProductImportPreview = z.infer<typeof productImportPreviewRead>;
export const productImportCommitRead = z.object({ message: z.string(), created: z.number().int(), updated: z.number().int() });
export type ProductImportCommitResult = z.infer<typeof productImportCommitRead>;
