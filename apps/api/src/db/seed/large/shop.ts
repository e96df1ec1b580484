import { orderNumberOf, orderTotals, searchTextOf, slugify, warsawYear } from '@harmony/shared';
import type { DbOrTx } from '../../client.js';
import type { Random } from '../demo-random.js';
import { orderStatuses } from '../shop/orders.js';
import { insertChunked, Meter } from './bulk.js';

/*
 * The shop of `npm run seed:large` (issue 25): a category tree of 570 nodes, 200,000 products (1–2 leaf
 * categories each), 50,000 customers and 1,000,000 orders over the plan's years with ~3,000,000 items and a
 * payment for each paid order. Orders are written in chunks as they are generated (memory stays flat); totals
 * come from the same orderTotals the server uses.
 */
export interface ShopSizes {
  products: number;
  customers: number;
  orders: number;
}
export const DEFAULT_SHOP_SIZES: ShopSizes = { products: 200_000, customers: 50_000, orders: 1_000_000 };

const NOUNS = ['Koszulka', 'Bluza', 'Kurtka', 'Plecak', 'Lampa', 'Krzesło', 'Stół', 'Kubek', 'Słuchawki', 'Głośnik', 'Rower', 'Kask', 'Namiot', 'Zegarek', 'Torba'];
const ADJECTIVES = ['czerwony', 'niebieski', 'czarny', 'lekki', 'miejski', 'sportowy', 'klasyczny', 'składany', 'bezprzewodowy', 'drewniany'];
const TOPS = ['Odzież', 'Elektronika', 'Dom', 'Ogród', 'Sport', 'Turystyka', 'Dziecko', 'Zdrowie', 'Motoryzacja', 'Biuro'];
const VATS = [23, 23, 23, 23, 23, 8, 8, 5, 0, null] as const;
const DAY_MS = 86_400_000;

/** A leaf category and its path (top, middle, itself). */
interface Leaf { id: number; path: number[] }

async function seedGroups(tx: DbOrTx): Promise<Leaf[]> {
  const leaves: Leaf[] = [];
  const insert = async (rows: { name: string; parent_id: number | null; position: number }[]) =>
    (await insertChunked(tx, 'product_groups', { name: 'text', slug: 'text', parent_id: 'integer', position: 'integer' },
      rows.map((r) => ({ ...r, slug: `${slugify(r.name)}-${r.parent_id ?? 0}-${r.position}` })), 1_000, 'id')).map((r) => Number(r.id));
  const tops = await insert(TOPS.map((name, position) => ({ name, parent_id: null, position })));
  for (const [t, top] of tops.entries()) {
    const middles = await insert(Array.from({ length: 8 }, (_, i) => ({ name: `${TOPS[t]} ${i + 1}`, parent_id: top, position: i })));
    for (const [m, middle] of middles.entries()) {
      const ids = await insert(Array.from({ length: 6 }, (_, i) => ({ name: `${TOPS[t]} ${m + 1}.${i + 1}`, parent_id: middle, position: i })));
      leaves.push(...ids.map((id) => ({ id, path: [top, middle, id] })));
    }
  }
  return leaves;
}

interface Catalogue { id: number; name: string; sku: string; net: number; vat: number | null }

async function seedProducts(tx: DbOrTx, rnd: Random, count: number, leaves: Leaf[]): Promise<Catalogue[]> {
  const out: Catalogue[] = [];
  const chunk = 10_000;
  for (let start = 0; start < count; start += chunk) {
    const rows = Array.from({ length: Math.min(chunk, count - start) }, (_, k) => {
      const i = start + k + 1;
      const name = `${rnd.pick(NOUNS)} ${rnd.pick(ADJECTIVES)} ${i}`;
      const sku = `P-${String(i).padStart(7, '0')}`;
      const net = rnd.int(5, 5_000) * 100 - rnd.pick([0, 1, 51]);
      const vat = rnd.pick(VATS);
      const stock = rnd.chance(0.05) ? 0 : rnd.int(0, 500);
      const first = rnd.pick(leaves);
      const groups = rnd.chance(0.3) ? [...new Set([first, rnd.pick(leaves)])] : [first];
      return {
        groups: groups.map((g) => g.id),
        // The categories' tree written with the row, as the database would keep it: the links' trigger then has
        // nothing to change, and 200,000 products aren't each written twice (their indexes twice the size).
        group_tree_ids: [...new Set(groups.flatMap((g) => g.path))].sort((a, b) => a - b),
        name, slug: `${slugify(name)}-${i}`, sku, price_net: net, vat_rate: vat, price_gross: net + (vat ? Math.round((net * vat) / 100) : 0),
        stock, low_stock_threshold: rnd.pick([0, 5, 10]), active: !rnd.chance(0.05), search_text: searchTextOf(name, sku),
      };
    });
    const ids = await insertChunked(tx, 'products', {
      name: 'text', slug: 'text', sku: 'text', price_net: 'integer', vat_rate: 'integer', price_gross: 'integer', stock: 'integer',
      low_stock_threshold: 'integer', active: 'boolean', search_text: 'text', group_tree_ids: 'integer[]',
    }, rows, chunk, 'id');
    const links = ids.flatMap((r, k) => rows[k]!.groups.map((group_id) => ({ product_id: Number(r.id), group_id })));
    await insertChunked(tx, 'product_group_products', { product_id: 'integer', group_id: 'integer' }, links, chunk * 2);
    ids.forEach((r, k) => out.push({ id: Number(r.id), name: rows[k]!.name, sku: rows[k]!.sku, net: rows[k]!.price_net, vat: rows[k]!.vat_rate }));
  }
  return out;
}

/** A customer as an order copies it (customer_data), with its id. */
interface Buyer { id: number; data: { name: string; email: string; phone: string } }

async function seedCustomers(tx: DbOrTx, rnd: Random, count: number): Promise<Buyer[]> {
  const first = ['Anna', 'Piotr', 'Maria', 'Jan', 'Katarzyna', 'Tomasz', 'Agnieszka', 'Paweł', 'Ewa', 'Marek'];
  const last = ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Dąbrowski', 'Kozłowski'];
  const rows = Array.from({ length: count }, (_, i) => ({
    first_name: rnd.pick(first), last_name: rnd.pick(last), email: `klient${i + 1}@sklep.local`, phone: `+48 600 ${String(i).padStart(6, '0')}`,
  }));
  return (await insertChunked(tx, 'customers', { first_name: 'text', last_name: 'text', email: 'text', phone: 'text' }, rows, 10_000, 'id'))
    .map((r, i) => ({ id: Number(r.id), data: { name: `${rows[i]!.first_name} ${rows[i]!.last_name}`, email: rows[i]!.email, phone: rows[i]!.phone } }));
}

const ORDER_COLUMNS = {
  number: 'text', year: 'integer', sequence: 'integer', state: 'text', status_id: 'integer', payment_status: 'text', customer_id: 'integer',
  customer_data: 'jsonb', shipping_net: 'integer', shipping_vat_rate: 'integer', total_net: 'integer', total_vat: 'integer',
  total_gross: 'integer', paid_amount: 'integer', placed_at: 'timestamptz', cancelled_at: 'timestamptz', created_at: 'timestamptz', updated_at: 'timestamptz',
};
const ITEM_COLUMNS = {
  order_id: 'bigint', product_id: 'integer', name: 'text', sku: 'text', unit_net: 'integer', vat_rate: 'integer', quantity: 'integer',
  line_net: 'integer', line_vat: 'integer', line_gross: 'integer', position: 'integer',
};

/** Orders from `from` to `to`, oldest first (so the yearly numbers rise with time), in chunks with their items and payments. */
async function seedOrders(tx: DbOrTx, rnd: Random, count: number, range: { from: number; to: number }, catalogue: Catalogue[], customers: Buyer[], adminId: number) {
  const status = await orderStatuses(tx);
  const flow = [status['Nowe']!, status['W realizacji']!, status['Wysłane']!, status['Zrealizowane']!, status['Zrealizowane']!];
  const sequence = new Map<number, number>();
  const chunk = 5_000;
  let items = 0;
  for (let start = 0; start < count; start += chunk) {
    const batch = Array.from({ length: Math.min(chunk, count - start) }, (_, k) => {
      const at = new Date(range.from + ((range.to - range.from) * (start + k)) / count);
      const state = rnd.chance(0.03) ? 'draft' : rnd.chance(0.05) ? 'cancelled' : 'placed';
      const lines = Array.from({ length: rnd.int(1, 5) }, () => ({ product: rnd.pick(catalogue), quantity: rnd.int(1, 3) }));
      const totals = orderTotals({ items: lines.map((l) => ({ unit_net: l.product.net, quantity: l.quantity, vat_rate: l.product.vat })), shipping_net: 1_500, shipping_vat_rate: 23 });
      const year = warsawYear(at);
      const seq = state === 'draft' ? null : (sequence.set(year, (sequence.get(year) ?? 0) + 1), sequence.get(year)!);
      const paid = state === 'placed' && rnd.chance(0.85);
      const buyer = rnd.pick(customers);
      return {
        lines, totals, row: {
          number: seq ? orderNumberOf(year, seq) : null, year: seq ? year : null, sequence: seq, state,
          status_id: state === 'draft' ? null : state === 'cancelled' ? status['Anulowane']! : rnd.pick(flow),
          payment_status: paid ? 'paid' : 'unpaid', customer_id: buyer.id, customer_data: buyer.data,
          shipping_net: 1_500, shipping_vat_rate: 23, total_net: totals.total_net, total_vat: totals.total_vat, total_gross: totals.total_gross,
          paid_amount: paid ? totals.total_gross : 0, placed_at: state === 'draft' ? null : at.toISOString(),
          cancelled_at: state === 'cancelled' ? new Date(at.getTime() + DAY_MS).toISOString() : null, created_at: at.toISOString(), updated_at: at.toISOString(),
        },
      };
    });
    const ids = await insertChunked(tx, 'orders', ORDER_COLUMNS, batch.map((b) => b.row), chunk, 'id');
    const itemRows = batch.flatMap((b, k) => b.lines.map((l, position) => ({
      order_id: Number(ids[k]!.id), product_id: l.product.id, name: l.product.name, sku: l.product.sku, unit_net: l.product.net,
      vat_rate: l.product.vat, quantity: l.quantity, ...b.totals.lines[position], position,
    })));
    await insertChunked(tx, 'order_items', ITEM_COLUMNS, itemRows, 10_000);
    items += itemRows.length;
    const payments = batch.flatMap((b, k) => (b.row.paid_amount ? [{
      order_id: Number(ids[k]!.id), amount: b.row.paid_amount, paid_on: b.row.created_at.slice(0, 10), reference: `PRZELEW ${b.row.number}`, created_by: adminId,
    }] : []));
    await insertChunked(tx, 'payments', { order_id: 'bigint', amount: 'integer', paid_on: 'date', reference: 'text', created_by: 'integer' }, payments, 10_000);
  }
  return items;
}

/** The large shop; returns the rows written. `endDay` is the plan's last day (YYYY-MM-DD). */
export async function seedLargeShop(tx: DbOrTx, rnd: Random, sizes: ShopSizes, range: { years: number; endDay: string }, adminId: number): Promise<number> {
  let meter = new Meter('categories');
  const leaves = await seedGroups(tx);
  meter.done(leaves.length);
  meter = new Meter('products');
  const catalogue = await seedProducts(tx, rnd, sizes.products, leaves);
  meter.done(catalogue.length);
  meter = new Meter('customers');
  const customers = await seedCustomers(tx, rnd, sizes.customers);
  meter.done(customers.length);
  meter = new Meter('orders');
  const to = Date.parse(`${range.endDay}T18:00:00Z`);
  const items = await seedOrders(tx, rnd, sizes.orders, { from: to - range.years * 365 * DAY_MS, to }, catalogue, customers, adminId);
  meter.done(sizes.orders + items);
  return leaves.length + catalogue.length + customers.length + sizes.orders + items;
}
