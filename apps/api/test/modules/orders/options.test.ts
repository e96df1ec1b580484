import { beforeAll, describe, expect, it } from 'vitest';
import { ordersContract } from '@harmony/shared';
import { withApp } from '../../helpers/index.js';
import { shopFixtures } from './fixtures.js';

/** GET /api/orders/options: the payments' order picker, "number — customer — total", searched and paged. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
let f: Awaited<ReturnType<typeof shopFixtures>>;
const placed: { id: number; number: string }[] = [];
let draft: number;

/** 2 × 12,34 zł @23 % + 99,99 zł @8 % + 15,00 zł shipping @23 % = 156,80 zł gross. */
const body = (customer: boolean) => ({
  customer_id: customer ? f.customer.id : null, shipping_net: 1500, shipping_vat_rate: 23,
  items: [{ product_id: f.cheap.id, quantity: 2 }, { product_id: f.book.id, quantity: 1 }],
});

beforeAll(async () => {
  f = await shopFixtures(t.db, 'opt');
  for (const customer of [true, false, true]) {
    const id = (await admin.post(ordersContract.path, body(customer))).json().id as number;
    placed.push({ id, number: (await admin.post(`${ordersContract.itemPath(id)}/place`)).json().data.number });
  }
  draft = (await admin.post(ordersContract.path, body(true))).json().id as number;
});

const options = (query: Record<string, string>, client = admin) => client.get(`${ordersContract.path}/options`, { query });

describe('GET /api/orders/options', () => {
  it('labels an order "number — customer — total" in the request\'s language, newest first, drafts left out', async () => {
    const res = await options({ per_page: '2' });
    expect(res.statusCode, res.body).toBe(200);
    const [newest, withoutCustomer] = [placed[2]!, placed[1]!];
    expect(res.json().data).toEqual([
      { id: newest.id, label: `${newest.number} — Anna Zamawiająca — 156,80 zł` },
      { id: withoutCustomer.id, label: `${withoutCustomer.number} — 156,80 zł` },
    ]);
    expect(res.json().meta).toMatchObject({ page: 1, per_page: 2, total: 3, last_page: 2 });
    expect((await options({ per_page: '2', page: '2' })).json().data.map((o: { id: number }) => o.id)).toEqual([placed[0]!.id]);
    expect((await options({ ids: String(newest.id) }, adminEn)).json().data).toEqual([{ id: newest.id, label: `${newest.number} — Anna Zamawiająca — PLN 156.80` }]);
    expect((await options({ ids: String(draft) })).json().data).toEqual([]);
  });

  it('searches the number and the customer\'s name, diacritics aside', async () => {
    const byNumber = await options({ search: placed[1]!.number.slice(-6) });
    expect(byNumber.json().data.map((o: { id: number }) => o.id)).toEqual([placed[1]!.id]);
    const byName = await options({ search: 'zamawiajaca' });
    expect(byName.json().data.map((o: { id: number }) => o.id)).toEqual([placed[2]!.id, placed[0]!.id]);
    expect((await options({ search: 'Sklep Testowy' })).json().meta.total).toBe(2);
    expect((await options({ search: 'nikt' })).json().data).toEqual([]);
  });

  it('is refused to whoever may not list orders', async () => {
    const lider = await t.signIn('Lider');
    expect((await lider.get(`${ordersContract.path}/options`)).statusCode).toBe(403);
  });
});
