import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { customersContract, nipIsValid } from '@harmony/shared';
import { withApp } from '../../helpers/index.js';

/** Customers: kinds and their required fields, NIP, addresses and consents, the orders' sums, delete rules. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Superadministrator', { headers: { 'x-locale': 'en' } });
const path = customersContract.path;

const address = (kind: string, extra: Record<string, unknown> = {}) =>
  ({ kind, street: 'ul. Długa 1', postcode: '00-950', city: 'Warszawa', country: 'PL', ...extra });

async function create(body: Record<string, unknown>): Promise<number> {
  const res = await admin.post(path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function order(customerId: number, state: string, gross: number, refunded = 0, placedAt = '2026-03-01T10:00:00Z') {
  await t.db.execute(sql`insert into orders (customer_id, state, total_gross, paid_amount, refunded_amount, placed_at)
    values (${customerId}, ${state}, ${gross}, ${refunded}, ${refunded}, ${state === 'draft' ? null : placedAt})`);
}

describe('customers', () => {
  it('creates a person and answers with the id, addresses, consents and no orders yet', async () => {
    const res = await admin.post(path, {
      kind: 'person', first_name: 'Anna', last_name: 'Nowak', email: 'Anna.Nowak@example.pl', phone: '+48 600 100 200',
      addresses: [address('billing'), address('shipping', { city: 'Kraków', postcode: '30-001' })],
      consents: [{ kind: 'terms', granted_at: '2026-01-02T10:00:00.000Z' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().id).toEqual(expect.any(Number));
    expect(res.json().data).toMatchObject({
      id: res.json().id, kind: 'person', name: 'Anna Nowak', email: 'anna.nowak@example.pl', nip: null,
      orders_count: 0, lifetime_value: 0, last_order_at: null,
    });
    const got = (await admin.get(customersContract.itemPath(res.json().id))).json();
    expect(got.addresses).toEqual([
      expect.objectContaining({ kind: 'billing', city: 'Warszawa', is_default: true, position: 0 }),
      expect.objectContaining({ kind: 'shipping', city: 'Kraków', is_default: true, position: 1 }),
    ]);
    expect(got.consents).toEqual([expect.objectContaining({ kind: 'terms', granted_at: '2026-01-02T10:00:00.000Z', withdrawn_at: null })]);
  });

  it('requires names of a person and company name and a valid NIP of a company; stores the NIP as digits', async () => {
    const person = await admin.post(path, { kind: 'person', email: 'bez.nazwiska@example.pl' });
    expect(person.statusCode).toBe(422);
    expect(person.json().errors).toEqual({ first_name: ['Pole imię jest wymagane'], last_name: ['Pole nazwisko jest wymagane'] });
    const company = await adminEn.post(path, { kind: 'company', email: 'firma@example.pl' });
    expect(company.json().errors).toEqual({ company_name: ['The company name field is required'], nip: ['The NIP field is required'] });
    const badNip = await admin.post(path, { kind: 'company', company_name: 'Zła Sp. z o.o.', nip: '123-456-32-19', email: 'zla@example.pl' });
    expect(badNip.json().errors).toEqual({ nip: ['Pole NIP musi być poprawnym numerem NIP'] });
    const ok = await admin.post(path, { kind: 'company', company_name: 'Dobra Sp. z o.o.', nip: '123-456-32-18', email: 'dobra@example.pl' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({ name: 'Dobra Sp. z o.o.', nip: '1234563218' });
    const found = (await admin.get(path, { query: { search: '4563218', kind: 'company' } })).json();
    expect(found.data.map((r: { id: number }) => r.id)).toEqual([ok.json().id]);
    // Diacritics aside, in the list and in the orders' customer picker.
    const zajac = (await admin.post(path, { first_name: 'Łucja', last_name: 'Zając', email: 'lucja@example.pl' })).json().id as number;
    expect((await admin.get(path, { query: { search: 'lucja zajac' } })).json().data.map((r: { id: number }) => r.id)).toEqual([zajac]);
    expect((await admin.get(`${path}/options`, { query: { search: 'ZAJĄC' } })).json().data.map((r: { id: number }) => r.id)).toEqual([zajac]);
  });

  it('refuses a duplicate e-mail, two defaults of one kind and a Polish post code out of format, naming the row', async () => {
    await create({ first_name: 'Jan', last_name: 'Kowalski', email: 'jan.k@example.pl' });
    const dup = await admin.post(path, { first_name: 'Jan', last_name: 'Inny', email: 'JAN.K@example.pl' });
    expect(dup.json().errors).toEqual({ email: ['Taka wartość pola e-mail już istnieje'] });
    const bad = await admin.post(path, {
      first_name: 'Ewa', last_name: 'Lis', email: 'ewa.lis@example.pl',
      addresses: [address('billing', { is_default: true }), address('shipping'), address('billing', { is_default: true, postcode: '00950' })],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'addresses.2.postcode': ['Pole kod pocztowy w wierszu 3 musi mieć format NN-NNN'],
      'addresses.2.is_default': ['Tylko jeden adres danego rodzaju może być domyślny (domyślny w wierszu 3)'],
    });
    const twoDefaults = await admin.post(path, {
      first_name: 'Ewa', last_name: 'Lis', email: 'ewa.lis@example.pl',
      addresses: [address('billing', { is_default: true }), address('billing', { is_default: true, country: 'DE', postcode: '10115' })],
    });
    expect(twoDefaults.json().errors).toEqual({ 'addresses.1.is_default': ['Tylko jeden adres danego rodzaju może być domyślny (domyślny w wierszu 2)'] });
    const count = await t.db.execute(sql`select count(*)::int as n from customers where email = 'ewa.lis@example.pl'`);
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('keeps children a PUT leaves out and replaces those it sends', async () => {
    const id = await create({ first_name: 'Piotr', last_name: 'Zając', email: 'piotr@example.pl', addresses: [address('billing')] });
    const renamed = await admin.put(customersContract.itemPath(id), { phone: '123' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await admin.get(customersContract.itemPath(id))).json().addresses).toHaveLength(1);
    await admin.put(customersContract.itemPath(id), { addresses: [], consents: [{ kind: 'newsletter', granted_at: '2026-02-01T00:00:00Z', withdrawn_at: '2026-02-03T00:00:00Z' }] });
    const got = (await admin.get(customersContract.itemPath(id))).json();
    expect(got.addresses).toEqual([]);
    expect(got.consents[0]).toMatchObject({ kind: 'newsletter', withdrawn_at: '2026-02-03T00:00:00.000Z' });
  });

  it('sums placed orders less refunds, sorts by it, and refuses to delete a customer with orders', async () => {
    const rich = await create({ first_name: 'Zofia', last_name: 'Bogata', email: 'zofia@example.pl' });
    const poor = await create({ first_name: 'Adam', last_name: 'Skromny', email: 'adam@example.pl' });
    await order(rich, 'placed', 10_000, 2_500, '2026-03-01T10:00:00Z');
    await order(rich, 'placed', 5_000, 0, '2026-04-01T10:00:00Z');
    await order(rich, 'cancelled', 99_999);
    await order(rich, 'draft', 77_777);
    const got = (await admin.get(customersContract.itemPath(rich))).json();
    expect(got).toMatchObject({ orders_count: 2, lifetime_value: 12_500, last_order_at: '2026-04-01T10:00:00.000Z' });
    const sorted = (await admin.get(path, { query: { sort: 'lifetime_value', order: 'desc', per_page: '100' } })).json().data as { id: number }[];
    expect(sorted[0]!.id).toBe(rich);

    const refused = await admin.delete(customersContract.itemPath(rich));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Nie można usunąć klienta, który ma zamówienia.');
    expect((await admin.delete(customersContract.itemPath(poor))).statusCode).toBe(200);
    expect((await admin.post(`${customersContract.itemPath(poor)}/restore`)).statusCode).toBe(200);
    expect((await admin.get(customersContract.itemPath(poor))).json().name).toBe('Adam Skromny');
    const options = (await admin.get(`${path}/options`, { query: { search: 'bogata' } })).json();
    expect(options.data).toEqual([{ id: rich, label: 'Zofia Bogata <zofia@example.pl>' }]);
  });

  it('keeps the sums as orders are placed, refunded, cancelled, moved and deleted (the triggers on orders)', async () => {
    const id = await create({ first_name: 'Irena', last_name: 'Stała', email: 'irena@example.pl' });
    const other = await create({ first_name: 'Jan', last_name: 'Inny', email: 'jan.inny@example.pl' });
    const sums = async (customer = id) => {
      const got = (await admin.get(customersContract.itemPath(customer))).json();
      return [got.orders_count, got.lifetime_value, got.last_order_at];
    };
    await order(id, 'draft', 4_000);
    await order(id, 'placed', 10_000, 0, '2026-03-01T10:00:00Z');
    await order(id, 'placed', 6_000, 0, '2026-05-01T10:00:00Z');
    expect(await sums()).toEqual([2, 16_000, '2026-05-01T10:00:00.000Z']);
    // A draft placed (one statement for both kinds of change), a refund, a status-only change.
    await t.db.execute(sql`update orders set state = 'placed', placed_at = '2026-06-01T10:00:00Z' where customer_id = ${id} and state = 'draft'`);
    await t.db.execute(sql`update orders set paid_amount = 10000, refunded_amount = 1500 where customer_id = ${id} and total_gross = 10000`);
    await t.db.execute(sql`update orders set notes = 'x' where customer_id = ${id}`);
    expect(await sums()).toEqual([3, 18_500, '2026-06-01T10:00:00.000Z']);
    // The latest cancelled: the one before it is the last order again.
    await t.db.execute(sql`update orders set state = 'cancelled' where customer_id = ${id} and total_gross = 4000`);
    expect(await sums()).toEqual([2, 14_500, '2026-05-01T10:00:00.000Z']);
    // An order moved to another customer leaves one and reaches the other.
    await t.db.execute(sql`update orders set customer_id = ${other} where customer_id = ${id} and total_gross = 6000`);
    expect(await sums()).toEqual([1, 8_500, '2026-03-01T10:00:00.000Z']);
    expect(await sums(other)).toEqual([1, 6_000, '2026-05-01T10:00:00.000Z']);
    await t.db.execute(sql`delete from orders where customer_id in (${id}, ${other})`);
    expect(await sums()).toEqual([0, 0, null]);
    expect(await sums(other)).toEqual([0, 0, null]);
  });
});

describe('demo customers', () => {
  it('seed 40 customers, ten of them companies with valid NIPs, each with addresses and accepted terms', async () => {
    const { seedShopCustomers } = await import('../../../src/db/seed/shop/customers.js');
    const ids = await t.db.transaction((tx) => seedShopCustomers(tx));
    expect(ids).toHaveLength(40);
    const companies = (await admin.get(path, { query: { kind: 'company', per_page: '100' } })).json().data as { id: number; nip: string }[];
    const seeded = companies.filter((c) => ids.includes(c.id));
    expect(seeded).toHaveLength(10);
    expect(seeded.every((c) => nipIsValid(c.nip))).toBe(true);
    const one = (await admin.get(customersContract.itemPath(ids[0]!))).json();
    expect(one.addresses.map((a: { kind: string }) => a.kind)).toEqual(['billing', 'shipping']);
    expect(one.consents.map((c: { kind: string }) => c.kind)).toContain('terms');
    // What the seed wrote passes the API's own rules: saving it unchanged is accepted.
    const { id: _id, addresses, consents } = one;
    const again = await admin.put(customersContract.itemPath(ids[0]!), { addresses: addresses.map(({ id: _a, position: _p, ...a }: Record<string, unknown>) => a), consents: consents.map(({ id: _c, ...c }: Record<string, unknown>) => c) });
    expect(again.statusCode, again.body).toBe(200);
  });
});
