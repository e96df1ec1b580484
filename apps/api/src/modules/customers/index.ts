import type { FastifyInstance } from 'fastify';
import { eq, ilike, type SQL } from 'drizzle-orm';
import { ADDRESS_KINDS, customerAddressInput, customerConsentInput, customersContract, foldDiacritics } from '@harmony/shared';
import { customerAddresses, customerConsents, customers, customerSearchText } from '../../db/schema.js';
import { snakeKeys } from '../../lib/crud/case.js';
import { registerCrud } from '../../lib/crud/register-crud.js';
import { fromContract } from '../../lib/crud/resource.js';
import { ApiError } from '../../lib/http-errors.js';
import { escapeLike } from '../../lib/sql.js';
import { CUSTOMER_LABEL, CUSTOMER_NAME, customerView, hasOrders } from './repository.js';

type Row = Record<string, unknown>;

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value == null ? null : new Date(String(value)).toISOString());

/** The view's row on the wire: the sums as numbers, the last order as an ISO instant. */
function serializeCustomer(row: Row): Row {
  const out = snakeKeys(row);
  if ('ordersCount' in row) {
    out.orders_count = Number(row.ordersCount ?? 0);
    out.lifetime_value = Number(row.lifetimeValue ?? 0);
    out.last_order_at = iso(row.lastOrderAt);
  }
  return out;
}

/**
 * Before a write: consent dates become Dates for their columns, and a kind of address without a default gets
 * its first one as the default (the schema already refused two defaults of one kind).
 */
function prepare(input: Row): void {
  if (Array.isArray(input.consents)) {
    for (const consent of input.consents as Row[]) {
      consent.granted_at = new Date(consent.granted_at as string);
      consent.withdrawn_at = consent.withdrawn_at ? new Date(consent.withdrawn_at as string) : null;
    }
  }
  if (Array.isArray(input.addresses)) {
    const addresses = input.addresses as Row[];
    for (const kind of ADDRESS_KINDS) {
      const ofKind = addresses.filter((a) => a.kind === kind);
      if (ofKind.length && !ofKind.some((a) => a.is_default)) ofKind[0]!.is_default = true;
    }
  }
}

/**
 * Customers (/klienci): the engine's CRUD over a view with the name and the orders' sums, addresses and
 * consents as child collections, relation options for the orders' customer picker; a customer with orders
 * is not deleted (422), one without is, with undo.
 */
export default async function customerRoutes(app: FastifyInstance) {
  registerCrud(app, {
    ...fromContract(customersContract),
    table: customers,
    view: customerView,
    serialize: serializeCustomer,
    sortColumns: { id: customers.id, name: CUSTOMER_NAME, email: customers.email, created_at: customers.createdAt, lifetime_value: customers.lifetimeValue },
    // Names, company, e-mail, NIP and phone, diacritics aside, through their trigram index (the list and the orders' picker).
    searchCondition: (text) => ilike(customerSearchText(customers), `%${escapeLike(foldDiacritics(text))}%`),
    filters: (q): (SQL | undefined)[] => [q.kind ? eq(customers.kind, q.kind as string) : undefined],
    uniqueFields: { customers_email_unique: 'email' },
    optionLabel: CUSTOMER_LABEL,
    children: [
      { name: 'addresses', table: customerAddresses, parentKey: customerAddresses.customerId, position: customerAddresses.position, schema: customerAddressInput, max: 20 },
      { name: 'consents', table: customerConsents, parentKey: customerConsents.customerId, schema: customerConsentInput, max: 20 },
    ],
    async beforeCreate(_tx, input) {
      prepare(input);
    },
    async beforeUpdate(_tx, _before, input) {
      prepare(input);
    },
    async beforeDelete(tx, row) {
      if (await hasOrders(tx, row.id as number)) throw new ApiError(422, 'customers.hasOrders');
    },
  }, { options: true });
}
