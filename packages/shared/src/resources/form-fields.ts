import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { formatFieldRules, parseFieldRules } from '../validation/field-rules.js';
import { textOrEmpty } from './crm-fields.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';
import { everyTime } from './geo.js';

/**
 * The forms' field library (/formularze/pola, /api/form-fields; issue 27): fields defined once and used by any
 * form — a key (the answer's column), the kind, label, placeholder and help in Polish and English, the options of
 * a choice, the validation in the seed's rule notation (`required|max:255`), a consent's text (versioned: each
 * change of it is a new version, and an answer keeps the one the person saw) and a hidden field's value.
 */
export const FORM_FIELD_KINDS = [
  'text', 'textarea', 'email', 'phone', 'number', 'select', 'radio', 'checkboxes', 'date', 'file', 'consent', 'hidden', 'heading', 'paragraph',
] as const;
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number];
/** Kinds a person picks from the field's options. */
export const FIELD_CHOICE_KINDS: readonly FormFieldKind[] = ['select', 'radio', 'checkboxes'];
/** Kinds that only show text (no answer, no validation). */
export const FIELD_DISPLAY_KINDS: readonly FormFieldKind[] = ['heading', 'paragraph'];
export const FORM_FIELD_SORTABLE = ['id', 'key', 'label_pl', 'kind', 'updated_at'] as const;
export const FORM_FIELD_OPTIONS_MAX = 50;

const KEY = /^[a-z][a-z0-9_]{0,59}$/;

export const formFieldOption = z.object({
  value: v.text(100),
  label_pl: v.text(200),
  label_en: textOrEmpty(200),
});
export type FormFieldOption = z.output<typeof formFieldOption>;

const formFieldFields = z.object({
  key: v.text(60).refine((k) => KEY.test(k), { error: encodeRule('slug') }),
  kind: v.oneOf(FORM_FIELD_KINDS),
  label_pl: v.text(200),
  label_en: textOrEmpty(200),
  placeholder_pl: textOrEmpty(200),
  placeholder_en: textOrEmpty(200),
  help_pl: textOrEmpty(500),
  help_en: textOrEmpty(500),
  options: z.preprocess((x) => x ?? [], z.array(formFieldOption, { error: encodeRule('array', 0, FORM_FIELD_OPTIONS_MAX) })
    .max(FORM_FIELD_OPTIONS_MAX, { error: encodeRule('array', 0, FORM_FIELD_OPTIONS_MAX) })),
  rules: textOrEmpty(500),
  consent_text_pl: textOrEmpty(2000),
  consent_text_en: textOrEmpty(2000),
  default_value: textOrEmpty(500),
});

/**
 * What each kind needs: a choice its options (values unique), a consent its Polish text; the rules must parse
 * (and are stored normalised); a field that only shows text keeps no options, rules or consent.
 */
function formFieldRules(value: z.output<typeof formFieldFields>, ctx: z.RefinementCtx) {
  // Run even when other fields failed (everyTime): each field is read as it came, and may be anything.
  const kind = value.kind as FormFieldKind | undefined;
  const options = Array.isArray(value.options) ? value.options : [];
  if (kind && FIELD_CHOICE_KINDS.includes(kind) && !options.length) ctx.addIssue({ code: 'custom', path: ['options'], message: encodeRule('required') });
  options.forEach((o, i) => {
    if (o && options.findIndex((p) => p?.value === o.value) !== i) ctx.addIssue({ code: 'custom', path: ['options', i, 'value'], message: encodeRule('unique') });
  });
  if (kind === 'consent' && !value.consent_text_pl) ctx.addIssue({ code: 'custom', path: ['consent_text_pl'], message: encodeRule('required') });
  const parsed = typeof value.rules === 'string' ? parseFieldRules(value.rules) : { ok: true as const };
  if (!parsed.ok) ctx.addIssue({ code: 'custom', path: ['rules'], message: encodeRule('field_rules', parsed.bad) });
}

export const formFieldInput = formFieldFields.superRefine(formFieldRules, everyTime).transform((value) => {
  const parsed = parseFieldRules(value.rules);
  const display = FIELD_DISPLAY_KINDS.includes(value.kind);
  return {
    ...value,
    options: FIELD_CHOICE_KINDS.includes(value.kind) ? value.options : [],
    rules: display || !parsed.ok ? '' : formatFieldRules(parsed.rules),
    consent_text_pl: value.kind === 'consent' ? value.consent_text_pl : '',
    consent_text_en: value.kind === 'consent' ? value.consent_text_en : '',
    default_value: value.kind === 'hidden' ? value.default_value : '',
  };
});
/** A field as a client sends it (options may be left out: none). */
export type FormFieldInput = Omit<z.input<typeof formFieldInput>, 'options'> & { options?: z.input<typeof formFieldOption>[] };

export const formFieldRead = z.object({
  id: z.number().int(),
  key: z.string(),
  kind: z.enum(FORM_FIELD_KINDS),
  label_pl: z.string(),
  label_en: z.string(),
  placeholder_pl: z.string(),
  placeholder_en: z.string(),
  help_pl: z.string(),
  help_en: z.string(),
  options: z.array(z.object({ value: z.string(), label_pl: z.string(), label_en: z.string() })),
  rules: z.string(),
  consent_text_pl: z.string(),
  consent_text_en: z.string(),
  /** 1 for a consent's first text, one more on each change of it (either language). */
  consent_version: z.number().int(),
  default_value: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FormField = z.infer<typeof formFieldRead>;

const emptyToUndefined = (x: unknown) => (x === '' || x === null ? undefined : x);

export const formFieldsContract = defineContract({
  name: 'form-fields',
  path: '/api/form-fields',
  ...RESOURCES.formFields,
  input: formFieldInput,
  read: formFieldRead,
  list: {
    sort: FORM_FIELD_SORTABLE,
    defaultSort: 'key',
    filters: { kind: z.preprocess(emptyToUndefined, v.oneOf(FORM_FIELD_KINDS).optional()) },
    search: ['key', 'label_pl', 'label_en'],
  },
  labels: 'formFields.fields',
});
