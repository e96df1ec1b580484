import { z } from 'zod';
import { LIST_COUNT_UP_TO } from '../constants.js';
import { encodeRule } from '../validation/messages.js';
import { EMAIL, v } from '../validation/rules.js';
import { textOrEmpty } from './crm-fields.js';
import { defineContract } from './contract.js';
import { everyTime } from './geo.js';
import { RESOURCES } from './identities.js';

/**
 * Forms (/formularze, /api/forms; issue 27): each identified by a UUID (its screens' and the embed code's key) —
 * a name, on/off, a contact form's answers going to the messages inbox, a confirmation message in both languages
 * or a redirect address, notification e-mails on each answer (to whom, reply-to the sender, `{{field}}`
 * placeholders in subject and body), the website origins allowed to post; and the library fields it uses, in
 * order, each with a per-form required override and a condition (shown only when another of its fields has a
 * given value).
 */
export const FORM_FIELDS_MAX = 60;
export const FORM_EMAILS_MAX = 10;
export const FORM_ORIGINS_MAX = 20;
export const FORM_SORTABLE = ['id', 'name', 'updated_at'] as const;

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/;
const many = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((x) => x ?? [], z.array(item, { error: encodeRule('array', 0, max) }).max(max, { error: encodeRule('array', 0, max) }));
/** A text list typed one per line or as an array: trimmed, empty ones and repeats left out. */
const lines = (x: unknown) => (typeof x === 'string' ? x.split(/[\n,]/) : x);
const distinct = (items: string[]) => [...new Set(items.map((i) => i.trim()).filter(Boolean))];

export const formFieldLinkInput = z.object({
  field_id: v.id(),
  /** null: as the library's rules say; true/false: required here or not. */
  required: z.preprocess((x) => (x === '' || x === undefined ? null : x), z.boolean({ error: encodeRule('boolean') }).nullable()),
  /** Shown only when this other field of the form… */
  condition_key: textOrEmpty(60),
  /** …has this value. */
  condition_value: textOrEmpty(200),
});
export type FormFieldLinkInput = z.input<typeof formFieldLinkInput>;

const formFields = z.object({
  name: v.text(200),
  active: z.boolean({ error: encodeRule('boolean') }).default(true),
  is_contact: z.boolean({ error: encodeRule('boolean') }).default(false),
  confirmation_pl: textOrEmpty(2000),
  confirmation_en: textOrEmpty(2000),
  redirect_url: textOrEmpty(500).refine((u) => u === '' || /^https?:\/\/\S+$/.test(u), { error: encodeRule('invalid') }),
  notify_emails: z.preprocess(lines, many(z.string({ error: encodeRule('string') }).trim().toLowerCase(), FORM_EMAILS_MAX))
    .transform(distinct).refine((list) => list.every((e) => EMAIL.test(e)), { error: encodeRule('email') }),
  notify_reply_to: z.boolean({ error: encodeRule('boolean') }).default(true),
  notify_subject: textOrEmpty(300),
  notify_body: textOrEmpty(5000),
  allowed_origins: z.preprocess(lines, many(z.string({ error: encodeRule('string') }).trim().toLowerCase(), FORM_ORIGINS_MAX))
    .transform(distinct).refine((list) => list.every((o) => ORIGIN.test(o)), { error: encodeRule('invalid') }),
  fields: many(formFieldLinkInput, FORM_FIELDS_MAX),
});

/** A library field used once per form; a condition names another of its fields (checked by key on the server). */
function formRules(value: z.output<typeof formFields>, ctx: z.RefinementCtx) {
  const links = Array.isArray(value.fields) ? value.fields : [];
  links.forEach((link, i) => {
    if (link && links.findIndex((l) => l?.field_id === link.field_id) !== i) {
      ctx.addIssue({ code: 'custom', path: ['fields', i, 'field_id'], message: encodeRule('unique') });
    }
    if (link && !link.condition_key !== !link.condition_value) {
      ctx.addIssue({ code: 'custom', path: ['fields', i, link.condition_key ? 'condition_value' : 'condition_key'], message: encodeRule('required') });
    }
  });
}

export const formInput = formFields.superRefine(formRules, everyTime);
/** The fields alone (/formularze/{uuid}/przypisane-pola): a PUT of them keeps the form's settings. */
export const formLinksInput = formFields.pick({ fields: true }).superRefine((value, ctx) => formRules(value as z.output<typeof formFields>, ctx), everyTime);
export type FormInput = z.input<typeof formInput>;

export const formRead = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  active: z.boolean(),
  is_contact: z.boolean(),
  confirmation_pl: z.string(),
  confirmation_en: z.string(),
  redirect_url: z.string(),
  notify_emails: z.array(z.string()),
  notify_reply_to: z.boolean(),
  notify_subject: z.string(),
  notify_body: z.string(),
  allowed_origins: z.array(z.string()),
  fields_count: z.number().int(),
  fields: z.array(z.object({
    field_id: z.number().int(), required: z.boolean().nullable(), condition_key: z.string(), condition_value: z.string(),
  })).optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Form = z.infer<typeof formRead>;

const emptyToUndefined = (x: unknown) => (x === '' || x === null ? undefined : x);

export const formsContract = defineContract({
  name: 'forms',
  path: '/api/forms',
  ...RESOURCES.forms,
  input: formInput,
  read: formRead,
  list: {
    sort: FORM_SORTABLE,
    defaultSort: 'name',
    filters: { active: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()) },
    search: ['name'],
    countUpTo: LIST_COUNT_UP_TO,
  },
  labels: 'forms.fields',
});
