import {
  ADDRESS_KINDS, CONSENT_KINDS, CUSTOMER_KINDS, customerFormInput, customersContract, routePath, type Customer,
} from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { enumOptions } from '../../components/resource/use-options';
import { dateTime, translated } from '../../components/resource/renderers';
import { lifetimeValueCell } from './customer-cells';
import { CustomerOrders } from './customer-orders';

type Row = Customer & Record<string, unknown>;

const isCompany = (values: Record<string, unknown>) => values.kind === 'company';

/**
 * Customers: /klienci (+ /dodaj, /{id}/edycja). A person or a company — the form shows the fields of the kind
 * chosen; addresses and consents edited as rows; under the edit form the lifetime value and the orders.
 */
export const customers = defineResource<Row>({
  contract: customersContract,
  routes: { create: routePath('customersCreate'), edit: routePath('customersEdit') },
  list: {
    columns: [
      { field: 'id', width: 80, hidden: true },
      { field: 'name', flex: 2 },
      { field: 'kind', width: 150, render: translated('kind', 'customers.kinds') },
      { field: 'email', flex: 1.5 },
      { field: 'phone', width: 150 },
      { field: 'nip', width: 130, hidden: true },
      { field: 'orders_count', width: 110 },
      { field: 'lifetime_value', width: 150, render: lifetimeValueCell },
      { field: 'created_at', width: 170, hidden: true, render: dateTime('created_at') },
    ],
    filters: [{ name: 'kind', kind: 'select', options: enumOptions(CUSTOMER_KINDS, 'customers.kinds') }],
  },
  form: {
    schema: customerFormInput,
    fields: [
      { name: 'kind', kind: 'select', options: enumOptions(CUSTOMER_KINDS, 'customers.kinds') },
      { name: 'company_name', kind: 'text', hidden: (v) => !isCompany(v) },
      { name: 'nip', kind: 'text', hidden: (v) => !isCompany(v) },
      { name: 'first_name', kind: 'text' },
      { name: 'last_name', kind: 'text' },
      { name: 'email', kind: 'text' },
      { name: 'phone', kind: 'text' },
      { name: 'notes', kind: 'text', multiline: true, wide: true },
      {
        name: 'addresses', kind: 'children', wide: true,
        rows: {
          fields: [
            { name: 'kind', kind: 'select', label: 'customers.fields.kind', options: enumOptions(ADDRESS_KINDS, 'customers.addressKinds') },
            { name: 'name', kind: 'text', label: 'customers.fields.name' },
            { name: 'street', kind: 'text', label: 'customers.fields.street' },
            { name: 'postcode', kind: 'text', label: 'customers.fields.postcode' },
            { name: 'city', kind: 'text', label: 'customers.fields.city' },
            { name: 'country', kind: 'text', label: 'customers.fields.country' },
            { name: 'is_default', kind: 'switch', label: 'customers.fields.is_default' },
          ],
          defaults: { kind: 'billing', name: '', street: '', postcode: '', city: '', country: 'PL', is_default: false },
        },
      },
      {
        name: 'consents', kind: 'children', wide: true,
        rows: {
          fields: [
            { name: 'kind', kind: 'select', label: 'customers.fields.kind', options: enumOptions(CONSENT_KINDS, 'customers.consentKinds') },
            { name: 'granted_at', kind: 'dateTime', label: 'customers.fields.granted_at' },
            { name: 'withdrawn_at', kind: 'dateTime', label: 'customers.fields.withdrawn_at' },
          ],
          defaults: { kind: 'terms', granted_at: '', withdrawn_at: null },
        },
      },
    ],
    defaults: {
      kind: 'person', first_name: '', last_name: '', company_name: '', nip: '', email: '', phone: '', notes: '', addresses: [], consents: [],
    },
    fromRecord: (record) => ({
      kind: record.kind, first_name: record.first_name, last_name: record.last_name, company_name: record.company_name, nip: record.nip ?? '',
      email: record.email, phone: record.phone, notes: record.notes,
      addresses: ((record.addresses as Record<string, unknown>[] | undefined) ?? []).map(({ id: _id, position: _p, ...a }) => a),
      consents: ((record.consents as Record<string, unknown>[] | undefined) ?? []).map(({ id: _id, ...c }) => c),
    }),
  },
  editExtras: CustomerOrders,
});
