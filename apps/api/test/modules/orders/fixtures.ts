import { customerAddresses, customers, products, statuses } from '../../../src/db/schema.js';
import type { Database } from '../../../src/db/client.js';

/** Shop records for the orders and payments tests, written straight into the file's database. */
export async function shopFixtures(db: Database['db'], tag: string) {
  const status = async (name: string, appliesTo: string, position: number) =>
    (await db.insert(statuses).values({ name: `${name} ${tag}`, appliesTo, position, color: '#336699' }).returning())[0]!.id;
  const product = async (sku: string, values: Partial<typeof products.$inferInsert>) =>
    (await db.insert(products).values({ name: `Produkt ${sku}`, slug: `${tag}-${sku}`.toLowerCase(), sku: `${tag}-${sku}`, priceNet: 1234, priceGross: 1518, vatRate: 23, stock: 10, ...values }).returning())[0]!;
  const [customer] = await db.insert(customers).values({
    kind: 'company', firstName: 'Anna', lastName: 'Zamawiająca', companyName: 'Sklep Testowy sp. z o.o.', nip: '5261040828',
    email: `anna.${tag}@example.com`.toLowerCase(), phone: '+48 600 100 200',
  }).returning();
  await db.insert(customerAddresses).values([
    { customerId: customer!.id, kind: 'billing', name: 'Sklep Testowy', street: 'ul. Długa 1', postcode: '00-001', city: 'Warszawa', isDefault: true },
    { customerId: customer!.id, kind: 'shipping', name: 'Magazyn', street: 'ul. Krótka 2', postcode: '30-002', city: 'Kraków', isDefault: true },
  ]);
  return {
    statusNew: await status('Nowe', 'orders', 1),
    statusSent: await status('Wysłane', 'orders', 2),
    projectStatus: await status('Projektowy', 'projects', 1),
    cheap: await product('A', { priceNet: 1234, vatRate: 23, stock: 10 }),
    book: await product('B', { priceNet: 9999, vatRate: 8, stock: 3 }),
    backorder: await product('C', { priceNet: 500, vatRate: null, stock: 0, allowBackorder: true }),
    customer: customer!,
  };
}
