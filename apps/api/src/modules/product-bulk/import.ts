import type { FastifyInstance, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  PRODUCT_IMPORT_COLUMNS, PRODUCT_IMPORT_REQUIRED, PRODUCTS_IMPORT_PATH, productImportCommitRead, productImportPreviewRead, type ProductImportColumn,
} from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { productGroupProducts, products } from '../../db/schema.js';
import { logActivity } from '../../lib/activity.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { sanitizeRichText } from '../../lib/html/sanitize.js';
import { fieldError } from '../../lib/http-errors.js';
import { previewOf, readUpload, refuseImport, registerImportUpload, type ImportUpload } from '../../lib/import/upload.js';
import { notifyUsers } from '../../lib/notify.js';
import { deriveProduct, refreshSearchText } from '../products/derive.js';
import { productBulkAccess } from './access.js';
import { checkProductRows, type CheckedProductRow } from './import-rows.js';

const UPLOAD: ImportUpload<ProductImportColumn> = {
  columns: PRODUCT_IMPORT_COLUMNS,
  required: PRODUCT_IMPORT_REQUIRED,
  messages: { missingColumns: 'productImport.missingColumns', empty: 'productImport.empty', tooManyRows: 'productImport.tooManyRows' },
};

const withAction = (row: CheckedProductRow) => ({ action: row.action });

/**
 * Products import (/produkty/import) on the shared import flow (lib/import, as the users import): the preview
 * shows every row with its errors and whether it creates or updates (by SKU); the commit writes all rows in one
 * transaction, or refuses the whole file with a 422 carrying the preview.
 */
export default async function productImportRoutes(app: FastifyInstance) {
  await registerImportUpload(app);

  // Multipart: no body schema can see the file; the upload's rules are readUpload's (see the users import).
  app.post(`${PRODUCTS_IMPORT_PATH}/preview`, { ...productBulkAccess('dodawanie'), schema: { response: { 200: productImportPreviewRead } } }, async (req) => {
    const { rows, present } = await readUpload(req, UPLOAD);
    return previewOf(await checkProductRows(req, app.db, rows, present), withAction);
  });

  app.post(`${PRODUCTS_IMPORT_PATH}/commit`, { ...productBulkAccess('dodawanie'), schema: { response: { 201: productImportCommitRead } } }, async (req, reply) => {
    const { rows: raw, present } = await readUpload(req, UPLOAD);
    const rows = await checkProductRows(req, app.db, raw, present);
    const preview = previewOf(rows, withAction);
    if (preview.invalid > 0) return refuseImport(reply as FastifyReply, req.t('productImport.refused', { count: preview.invalid }), preview);
    let counts: { created: number; updated: number };
    try {
      counts = await app.db.transaction(async (tx) => {
        const ids: number[] = [];
        for (const row of rows) ids.push(await writeRow(tx, row));
        await refreshSearchText(tx, ids);
        const created = rows.filter((r) => r.action === 'create').length;
        await logActivity(tx, req, { action: 'import', subjectType: 'products', after: { ids, created, updated: rows.length - created } });
        await notifyUsers(tx, { userIds: [req.user!.id] }, {
          kind: 'import-finished', link: '/produkty',
          wording: { title: 'notificationCentre.notices.importProductsTitle', body: 'notificationCentre.notices.importProductsBody', vars: { created, updated: rows.length - created } },
        }, { appUrl: req.server.config.appUrl });
        return { created, updated: rows.length - created };
      });
    } catch (error) {
      // Someone took one of the SKUs (or a slug) between the check and the write.
      if (uniqueViolation(error)) throw fieldError('file', req.t('productImport.refused', { count: 1 }));
      throw error;
    }
    return reply.status(201).send({ ...counts, message: req.t('productImport.committed', counts) });
  });
}

/** Creates or updates one product of a valid row (and its categories when the file has that column). */
async function writeRow(tx: DbOrTx, row: CheckedProductRow): Promise<number> {
  const input = row.input!;
  const derived = await deriveProduct(tx, { id: input.id, name: input.name, sku: input.sku, ean: input.ean, slug: input.slug, price_net: input.price_net, vat_rate: input.vat_rate });
  const values = {
    name: input.name, sku: input.sku, ean: input.ean, productTypeId: input.product_type_id, priceNet: input.price_net, priceGross: derived.priceGross,
    vatRate: input.vat_rate, stock: input.stock, lowStockThreshold: input.low_stock_threshold, active: input.active,
    description: sanitizeRichText(input.description ?? ''), searchText: derived.searchText, slug: derived.slug,
  };
  let id = input.id;
  if (id === undefined) {
    [{ id }] = await tx.insert(products).values(values).returning({ id: products.id }) as [{ id: number }];
  } else {
    await tx.update(products).set({ ...values, updatedAt: new Date() }).where(eq(products.id, id));
    if (row.setsGroups) await tx.delete(productGroupProducts).where(eq(productGroupProducts.productId, id));
  }
  if ((row.setsGroups || input.id === undefined) && input.group_ids.length) {
    await tx.insert(productGroupProducts).values(input.group_ids.map((groupId) => ({ productId: id!, groupId }))).onConflictDoNothing();
  }
  return id!;
}
