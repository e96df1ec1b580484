import { partyFields } from '../party-fields.js';
import type { Catalogue } from './types.js';

/** Texts of the shop (issue 25): customers. */
const pl = {
  customers: {
    fields: {
      ...partyFields.pl,
      nip: 'NIP',
      addresses: 'adresy',
      consents: 'zgody',
      is_default: 'domyślny',
      granted_at: 'udzielono',
      withdrawn_at: 'wycofano',
      orders_count: 'zamówienia',
      lifetime_value: 'wartość zamówień',
      last_order_at: 'ostatnie zamówienie',
    },
    /** A field inside a child row: "kod pocztowy w wierszu 2". */
    row: '{{field}} w wierszu {{row}}',
    kinds: { person: 'Osoba prywatna', company: 'Firma' },
    addressKinds: { billing: 'Rozliczeniowy', shipping: 'Do wysyłki' },
    consentKinds: {
      terms: 'Regulamin',
      marketing_email: 'Marketing e-mailowy',
      marketing_phone: 'Marketing telefoniczny',
      newsletter: 'Newsletter',
    },
    postcodePl: 'Pole {{field}} musi mieć format NN-NNN',
    oneDefault: 'Tylko jeden adres danego rodzaju może być domyślny ({{field}})',
    hasOrders: 'Nie można usunąć klienta, który ma zamówienia.',
    orders: 'Zamówienia klienta',
    noOrders: 'Klient nie ma jeszcze zamówień.',
    orderNumber: 'numer',
    orderDate: 'data',
    orderTotal: 'wartość brutto',
    orderState: 'stan',
    draft: 'szkic',
  },
};

const en: Catalogue<typeof pl> = {
  customers: {
    fields: {
      ...partyFields.en,
      nip: 'NIP',
      addresses: 'addresses',
      consents: 'consents',
      is_default: 'default',
      granted_at: 'granted',
      withdrawn_at: 'withdrawn',
      orders_count: 'orders',
      lifetime_value: 'lifetime value',
      last_order_at: 'last order',
    },
    row: '{{field}} in row {{row}}',
    kinds: { person: 'Private person', company: 'Company' },
    addressKinds: { billing: 'Billing', shipping: 'Shipping' },
    consentKinds: {
      terms: 'Terms and conditions',
      marketing_email: 'E-mail marketing',
      marketing_phone: 'Phone marketing',
      newsletter: 'Newsletter',
    },
    postcodePl: 'The {{field}} field must look like NN-NNN',
    oneDefault: 'Only one address of a kind may be the default ({{field}})',
    hasOrders: 'A customer with orders cannot be deleted.',
    orders: "The customer's orders",
    noOrders: 'The customer has no orders yet.',
    orderNumber: 'number',
    orderDate: 'date',
    orderTotal: 'gross total',
    orderState: 'state',
    draft: 'draft',
  },
};

export const shopCustomersI18n = { pl, en };
