import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ORDER_CANCELLED_STATUS_SETTING, ordersContract } from '@harmony/shared';
import { settings, statuses } from '../../../src/db/schema.js';
import { withApp } from '../../helpers/index.js';
import { shopFixtures } from './fixtures.js';

/**
 * The status of cancelled orders: the setting orderCancelledStatusId (checked when the settings are saved)
 * moves a cancelled order there with a history row; without it the status stays. Migration 0018 points an
 * existing installation at its "Anulowane".
 */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
let f: Awaited<ReturnType<typeof shopFixtures>>;
let cancelledStatus: number;

beforeAll(async () => {
  f = await shopFixtures(t.db, 'anul');
  [{ id: cancelledStatus }] = await t.db.insert(statuses).values({ name: 'Anulowane anul', appliesTo: 'orders', position: 9 }).returning({ id: statuses.id }) as [{ id: number }];
});

type Setting = { key: string; value: string };
const storedSetting = async () => (await t.db.select().from(settings).where(eq(settings.key, ORDER_CANCELLED_STATUS_SETTING)))[0]?.value;

/** Saves the settings as the screen does: the whole list with this one value. */
async function saveSetting(value: string, client = admin) {
  const list = ((await client.get('/api/settings')).json().data as Setting[]).filter((s) => s.key !== ORDER_CANCELLED_STATUS_SETTING);
  const body = { settings: [...list, { key: ORDER_CANCELLED_STATUS_SETTING, value }] };
  return { res: await client.put('/api/settings', body), index: list.length };
}

/** A placed order in status "Nowe". */
async function placedOrder(): Promise<number> {
  const id = (await admin.post(ordersContract.path, { customer_id: f.customer.id, status_id: f.statusNew, items: [{ product_id: f.cheap.id, quantity: 1 }] })).json().id as number;
  expect((await admin.post(`${ordersContract.itemPath(id)}/place`)).statusCode).toBe(200);
  return id;
}

const cancel = async (id: number) => {
  const res = await admin.post(`${ordersContract.itemPath(id)}/cancel`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('cancelling an order', () => {
  it('keeps the status while no status of cancelled orders is set', async () => {
    expect(await storedSetting()).toBeUndefined();
    const order = await cancel(await placedOrder());
    expect(order).toMatchObject({ state: 'cancelled', status_id: f.statusNew, status: { id: f.statusNew } });
    expect(order.history[0]).toMatchObject({ event: 'cancelled', from_status: { id: f.statusNew }, to_status: { id: f.statusNew } });
  });

  it('refuses a setting that is not a status of orders, in Polish and English, writing nothing', async () => {
    for (const value of [String(f.projectStatus), 'Anulowane', '999999']) {
      const { res, index } = await saveSetting(value);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ [`settings.${index}.value`]: ['Wybrana wartość pola status anulowanego zamówienia jest nieprawidłowa'] });
    }
    const { res, index } = await saveSetting(String(f.projectStatus), adminEn);
    expect(res.json().errors).toEqual({ [`settings.${index}.value`]: ['The selected status of a cancelled order is invalid'] });
    expect(await storedSetting()).toBeUndefined();
  });

  it('moves the order to the configured status with a history row; an emptied setting keeps the status again', async () => {
    const { res } = await saveSetting(String(cancelledStatus));
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedSetting()).toBe(String(cancelledStatus));

    const order = await cancel(await placedOrder());
    expect(order).toMatchObject({ state: 'cancelled', status_id: cancelledStatus, status: { id: cancelledStatus, name: 'Anulowane anul' } });
    expect(order.history[0]).toMatchObject({ event: 'cancelled', from_status: { id: f.statusNew }, to_status: { id: cancelledStatus }, user: { id: expect.any(Number) } });
    expect((await admin.get(ordersContract.path, { query: { status_id: String(cancelledStatus) } })).json().data.map((o: { id: number }) => o.id)).toContain(order.id);

    expect((await saveSetting('')).res.statusCode).toBe(200);
    expect((await cancel(await placedOrder())).status_id).toBe(f.statusNew);
  });

  it('keeps the status when the configured one no longer applies to orders', async () => {
    const [moved] = await t.db.insert(statuses).values({ name: 'Przeniesiony anul', appliesTo: 'orders' }).returning({ id: statuses.id });
    expect((await saveSetting(String(moved!.id))).res.statusCode).toBe(200);
    await t.db.update(statuses).set({ appliesTo: 'projects' }).where(eq(statuses.id, moved!.id));
    expect((await cancel(await placedOrder())).status_id).toBe(f.statusNew);
  });
});

describe('migration 0018', () => {
  const migration = fs.readFileSync(new URL('../../../src/db/migrations/0018_order_cancelled_status.sql', import.meta.url), 'utf8');

  it('points an existing installation at its order status "Anulowane", and keeps a value already set', async () => {
    await t.db.delete(settings).where(eq(settings.key, ORDER_CANCELLED_STATUS_SETTING));
    // Another kind's "Anulowane" is not it.
    await t.db.insert(statuses).values({ name: 'Anulowane', appliesTo: 'projects' });
    await t.db.execute(sql.raw(migration));
    expect(await storedSetting()).toBeUndefined();

    const [anulowane] = await t.db.insert(statuses).values({ name: 'Anulowane', appliesTo: 'orders' }).returning({ id: statuses.id });
    await t.db.execute(sql.raw(migration));
    expect(await storedSetting()).toBe(String(anulowane!.id));

    await t.db.update(settings).set({ value: '' }).where(eq(settings.key, ORDER_CANCELLED_STATUS_SETTING));
    await t.db.execute(sql.raw(migration));
    expect(await storedSetting()).toBe('');
  });
});
