import { z } from 'zod';
import { LIST_COUNT_UP_TO } from '../constants.js';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { optionalEmail, textOrEmpty } from './crm-fields.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';
import { everyTime, onMapFilter, positionInput, positionRead, requireWholePosition } from './geo.js';
import { TAG_MAX, tagsInput } from './tags.js';

/**
 * Contacts (/kontakt, /api/contacts): the agency's address book of people and companies — e-mail, phone, an
 * address, a place on the map (latitude and longitude, both or neither) and free tags. A person needs a first
 * and last name, a company its name.
 */

export const CONTACT_KINDS = ['person', 'company'] as const;
export const CONTACT_SORTABLE = ['id', 'name', 'city', 'created_at'] as const;

const contactFields = z.object({
  kind: v.oneOf(CONTACT_KINDS).default('person'),
  first_name: textOrEmpty(100),
  last_name: textOrEmpty(100),
  company_name: textOrEmpty(200),
  email: optionalEmail(),
  phone: textOrEmpty(40),
  street: textOrEmpty(200),
  postcode: textOrEmpty(20),
  city: textOrEmpty(100),
  country: z.preprocess((x) => (typeof x === 'string' ? x.trim().toUpperCase() : x ?? 'PL'),
    z.string({ error: encodeRule('string') }).regex(/^[A-Z]{2}$/, { error: encodeRule('in') })),
  ...positionInput,
  tags: tagsInput(),
  notes: textOrEmpty(5000),
});

/** The kind's required names, and a map position given whole or not at all. */
function contactRules(value: z.output<typeof contactFields>, ctx: z.RefinementCtx) {
  const required = value.kind === 'company' ? (['company_name'] as const) : (['first_name', 'last_name'] as const);
  for (const field of required) if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message: encodeRule('required') });
  requireWholePosition(value, ctx);
}

export const contactInput = contactFields.superRefine(contactRules, everyTime);
export type ContactInput = z.input<typeof contactInput>;

export const contactRead = z.object({
  id: z.number().int(),
  kind: z.enum(CONTACT_KINDS),
  /** The company's name, or the person's first and last name. */
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
  ...positionRead,
  tags: z.array(z.string()),
  notes: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Contact = z.infer<typeof contactRead>;

const emptyToUndefined = (x: unknown) => (x === '' || x === null ? undefined : x);
export const contactFilters = {
  kind: z.preprocess(emptyToUndefined, v.oneOf(CONTACT_KINDS).optional()),
  tag: z.preprocess(emptyToUndefined, z.string().trim().max(TAG_MAX).optional()),
  /** Only contacts with (true) or without (false) a place on the map. */
  on_map: onMapFilter,
};

export const contactsContract = defineContract({
  name: 'contacts',
  path: '/api/contacts',
  ...RESOURCES.contacts,
  input: contactInput,
  read: contactRead,
  list: { sort: CONTACT_SORTABLE, defaultSort: 'name', filters: contactFilters, search: ['first_name', 'last_name', 'company_name', 'email', 'phone', 'city'], countUpTo: LIST_COUNT_UP_TO },
  labels: 'contacts.fields',
});
