import { ordersContract, paymentsContract, productsContract, type Order, type Product } from '@harmony/shared';
import { resourceKeys } from '../../../components/resource/resource-api';
import { api } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import type { EditedItem } from './items-editor';

/** The order's details screen talks to these (GET includes items, history, payments and the VAT summary). */
export const orderKey = (id: number) => resourceKeys.item('orders', id);
export const fetchOrder = (id: number) => api.get<Order>(ordersContract.itemPath(id));

const refresh = (id: number) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: orderKey(id) }), queryClient.invalidateQueries({ queryKey: resourceKeys.all('orders') })]);

export async function orderAction(id: number, action: 'place' | 'cancel' | 'status' | 'mark-paid', body: object = {}) {
  await api.post(`${ordersContract.itemPath(id)}/${action}`, body);
  await refresh(id);
}

export async function saveOrder(id: number, body: object) {
  await api.put(ordersContract.itemPath(id), body);
  await refresh(id);
}

export async function recordPayment(id: number, body: object) {
  await api.post(paymentsContract.path, { ...body, order_id: id });
  await refresh(id);
}

/** A product's name, SKU, net price and VAT, copied into a new item when it is picked. */
export async function itemOfProduct(id: number): Promise<EditedItem> {
  const p = await api.get<Product>(productsContract.itemPath(id));
  return { product_id: p.id, name: p.name, sku: p.sku, unit_net: p.price_net, vat_rate: p.vat_rate, quantity: 1, discount_percent: 0 };
}
