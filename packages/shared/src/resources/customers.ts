import { LIST_COUNT_UP_TO } from '../constants.js';
import { z } from 'zod';
import { nipDigits, nipIsValid } from '../nip.js';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { textOrEmpty } from './crm-fields.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';

/**
 * Customers (/klienci, /api/customers): a person (first and last name required) or a company (name and NIP
 * required, the NIP checked with its checksum and stored as digits), with addresses (billing and shipping, one
 * default of each kind) and consents with when they were given and withdrawn, as child collections.
 */

export const CUSTOMER_KINDS = ['person', 'company'] as const;
export const ADDRESS_KINDS = ['billing', 'shipping'] as const;
export const CONSENT_KINDS = ['terms', 'marketing_email', 'marketing_phone', 'newsletter'] as const;

const emptyToNull = (x: unknown) => (x === '' || x === undefined ? null : x);
const POSTCODE_PL = /^\d{2}-\d{3}$/;

/** An instant with its offset ("2026-03-02T08:00:00.000Z"). */
const instant = () =>
  z.iso.datetime({ offset: true, error: (issue) => (issue.input === undefined || issue.input === null ? encodeRule('required') : encodeRule('date')) });

export const customerAddressInput = z.object({
  kind: v.oneOf(ADDRESS_KINDS),
  name: textOrEmpty(200),
  street: v.text(200),
  postcode: v.text(20),
  city: v.text(100),
  country: z.preprocess((x) => (typeof x === 'string' ? x.trim().toUpperCase() : x ?? 'PL'),
    z.string({ error: encodeRule('string') }).regex(/^[A-Z]{2}$/, { error: encodeRule('in') })),
  is_default: z.boolean({ error: encodeRule('boolean') }).default(false),
}).superRefine((address, ctx) => {
  // A Polish post code is NN-NNN; other countries write theirs in their own ways.
  if (address.country === 'PL' && !POSTCODE_PL.test(address.postcode)) {
    ctx.addIssue({ code: 'custom', path: ['postcode'], message: 'customers.postcodePl' });
  }
});
export type CustomerAddressInput = z.input<typeof customerAddressInput>;

export const customerConsentInput = z.object({
  kind: v.oneOf(CONSENT_KINDS),
  granted_at: instant(),
  withdrawn_at: z.preprocess(emptyToNull, instant().nullable()).default(null),
});
export type CustomerConsentInput = z.input<typeof customerConsentInput>;

/** Fields of the record itself; the kind's required fields are checked over the whole body (customerRules). */
const customerFields = z.object({
  kind: v.oneOf(CUSTOMER_KINDS).default('person'),
  first_name: textOrEmpty(100),
  last_name: textOrEmpty(100),
  company_name: textOrEmpty(200),
  nip: z.preprocess(emptyToNull, z.string({ error: encodeRule('string') })
    .refine(nipIsValid, { error: encodeRule('nip') }).transform(nipDigits).nullable()).default(null),
  email: v.email(),
  phone: textOrEmpty(40),
  notes: textOrEmpty(5000),
});

/** A person needs a first and last name, a company its name and NIP; one default address of each kind. */
function customerRules(value: z.output<typeof customerFields> & { addresses?: { kind: string; is_default: boolean }[] }, ctx: z.RefinementCtx) {
  const required = value.kind === 'company' ? (['company_name', 'nip'] as const) : (['first_name', 'last_name'] as const);
  for (const field of required) if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message: encodeRule('required') });
  for (const kind of ADDRESS_KINDS) {
    const defaults = (value.addresses ?? []).map((a, i) => (a.kind === kind && a.is_default ? i : -1)).filter((i) => i >= 0);
    for (const i of defaults.slice(1)) ctx.addIssue({ code: 'custom', path: ['addresses', i, 'is_default'], message: 'customers.oneDefault' });
  }
}

/** The API's body: the engine adds the child arrays (addresses, consents) and keeps the rules. */
export const customerInput = customerFields.superRefine(customerRules);
export type CustomerInput = z.input<typeof customerInput>;

/** The web form's schema: the same, with the child collections it edits. */
export const customerFormInput = customerFields.extend({
  addresses: z.array(customerAddressInput).max(20, { error: encodeRule('array', 0, 20) }).default([]),
  consents: z.array(customerConsentInput).max(20, { error: encodeRule('array', 0, 20) }).default([]),
}).superRefine(customerRules);

export const CUSTOMER_SORTABLE = ['id', 'name', 'email', 'created_at', 'lifetime_value'] as const;

export const customerAddressRead = z.object({
  id: z.number().int(), kind: z.string(), name: z.string(), street: z.string(), postcode: z.string(), city: z.string(),
  country: z.string(), is_default: z.boolean(), position: z.number().int(),
});
export const customerConsentRead = z.object({
  id: z.number().int(), kind: z.string(), granted_at: z.string(), withdrawn_at: z.string().nullable(),
});

export const customerRead = z.object({
  id: z.number().int(),
  kind: z.enum(CUSTOMER_KINDS),
  /** The company's name, or the person's first and last name. */
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string(),
  nip: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  notes: z.string(),
  /** Placed orders (cancelled and drafts aside). */
  orders_count: z.number().int(),
  /** Grosze: the placed orders' gross totals less what was refunded. */
  lifetime_value: z.number().int(),
  last_order_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Customer = z.infer<typeof customerRead>;

export const customerFilters = {
  kind: z.preprocess((x) => (x === '' ? undefined : x), v.oneOf(CUSTOMER_KINDS).optional()),
};

export const customersContract = defineContract({
  name: 'customers',
  path: '/api/customers',
  ...RESOURCES.customers,
  input: customerInput,
  read: customerRead,
  list: { sort: CUSTOMER_SORTABLE, defaultSort: 'name', filters: customerFilters, search: ['first_name', 'last_name', 'company_name', 'email', 'nip', 'phone'], countUpTo: LIST_COUNT_UP_TO },
  labels: 'customers.fields',
});
export const customerListQuery = customersContract.listQuery;
