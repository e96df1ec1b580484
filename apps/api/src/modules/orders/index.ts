import type { FastifyInstance } from 'fastify';
import { idParamSchema, orderRead, ordersContract, type OrderListQuery } from '@harmony/shared';
import { orders } from '../../db/schema.js';
import { crudContext } from '../../lib/crud/context.js';
import { bulkDeleteRoute, deleteRoute } from '../../lib/crud/delete-routes.js';
import { exportRoute, listRoute, optionsRoute } from '../../lib/crud/list-routes.js';
import { createRoute, updateRoute } from '../../lib/crud/record-routes.js';
import { fromContract } from '../../lib/crud/resource.js';
import { notFound } from '../../lib/http-errors.js';
import { registerOrderActions } from './actions.js';
import './notable.js';
import { composeOrder, stateError, statusHistoryOfWrite } from './compose.js';
import { registerProforma } from './proforma.js';
import { itemsCollection, orderDetails, orderFilters, orderOptions, orderSearch, orderView, serializeOrder } from './repository.js';

/**
 * Orders (/zamowienia, /zamowienia/{id}/szczegoly): the engine's list, export, create, update and delete
 * (drafts only) with the items as a child collection and before-hooks that copy the customer and products
 * and compute the totals (compose.ts); GET is the engine's record plus history, payments and the VAT
 * summary; relation options for the payments' order picker; the life cycle's actions (actions.ts) and the
 * pro-forma PDF beside it.
 */
export default async function orderRoutes(app: FastifyInstance) {
  const c = crudContext(app, {
    ...fromContract(ordersContract),
    table: orders,
    sortColumns: { id: orders.id, number: orders.number, created_at: orders.createdAt, total_gross: orders.totalGross },
    filters: (q) => orderFilters(q as Partial<OrderListQuery>),
    // The number and the copied customer, diacritics aside, through their trigram index (list, export, picker).
    searchCondition: orderSearch,
    view: orderView,
    serialize: serializeOrder,
    children: [itemsCollection],
    async beforeCreate(tx, input, req) {
      await composeOrder(tx, req, input);
      input.created_by = req.session?.userId ?? null;
    },
    async afterCreate(tx, created, _input, req) {
      await statusHistoryOfWrite(tx, req, created.id as number, null, (created.statusId as number | null) ?? null);
    },
    beforeUpdate: (tx, before, input, req) => composeOrder(tx, req, input, before),
    async afterUpdate(tx, before, after, _input, req) {
      await statusHistoryOfWrite(tx, req, after.id as number, before.statusId as number | null, after.statusId as number | null);
    },
    async beforeDelete(_tx, row, req) {
      if (row.state !== 'draft') stateError(req);
    },
  });
  listRoute(app, c);
  exportRoute(app, c);
  // The picker: "number — customer — total", newest first, placed orders only.
  optionsRoute(app, { ...c, o: {
    ...c.o, optionLabel: (req) => orderOptions.label(req.locale), optionsFilters: orderOptions.filters, optionsOrder: orderOptions.order,
  } });
  app.get(`${ordersContract.path}/:id`, {
    config: c.access('listowanie'), schema: { params: idParamSchema, response: { 200: orderRead } },
  }, async (req) => {
    const data = await orderDetails(app.db, (req.params as { id: number }).id);
    if (!data) throw notFound();
    return data;
  });
  createRoute(app, c);
  updateRoute(app, c);
  deleteRoute(app, c);
  bulkDeleteRoute(app, c);
  registerOrderActions(app);
  registerProforma(app);
}

