import { and, asc, eq, type SQL } from 'drizzle-orm';
import {
  FILE_EXTENSIONS, parseFieldRules, translate, type AnswerField, type FieldRule, type FormFieldKind, type FormFieldOption, type Locale,
  type PublicForm, type PublicFormField,
} from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { formFieldLinks, formFields, forms } from '../../db/schema.js';

export type FormRow = typeof forms.$inferSelect;

/** A form's field as the public side uses it: the library field with this form's override and condition. */
export interface LinkedField extends AnswerField {
  labelPl: string;
  labelEn: string;
  placeholderPl: string;
  placeholderEn: string;
  helpPl: string;
  helpEn: string;
  choices: FormFieldOption[];
  consentTextPl: string;
  consentTextEn: string;
  consentVersion: number;
}

export interface LoadedForm {
  form: FormRow;
  fields: LinkedField[];
}

const rulesOf = (text: string): FieldRule[] => {
  const parsed = parseFieldRules(text);
  return parsed.ok ? parsed.rules : [];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which form a key names: its UUID, or (`byId`) its id; null when it is neither. */
export function formKeyWhere(key: string, byId = false): SQL | null {
  if (UUID.test(key)) return eq(forms.uuid, key.toLowerCase());
  return byId && /^\d{1,9}$/.test(key) ? eq(forms.id, Number(key)) : null;
}

/**
 * The public side's forms, kept a few seconds: a website's burst of answers to one form reads it once, not twice
 * a request. Every instance forgets them when a form or field changes (forgetForms, on the '~content' news of
 * migrations 0040–0041); FORM_CACHE_MS bounds what a lost notification channel could leave. What is kept is the
 * load itself, so the burst's fifty requests that find the form gone (its time up, or forgotten) wait for one read
 * instead of making fifty.
 */
const FORM_CACHE_MS = 5000;
const cached = new Map<string, { at: number; loaded: Promise<LoadedForm | null> }>();
export const forgetForms = () => cached.clear();

/** An active form by its UUID with its fields in order, or null (unknown, switched off, or no UUID at all). */
export function loadActiveForm(db: DbOrTx, uuid: string): Promise<LoadedForm | null> {
  const key = uuid.toLowerCase();
  const hit = cached.get(key);
  if (hit && Date.now() - hit.at < FORM_CACHE_MS) return hit.loaded;
  const entry = { at: Date.now(), loaded: loadForm(db, key, { active: true }) };
  cached.set(key, entry);
  // Unknown UUIDs (and failed reads) are not kept: a stranger can't fill the map, and the next request asks again.
  const drop = () => {
    if (cached.get(key) === entry) cached.delete(key);
  };
  entry.loaded.then((loaded) => loaded ?? drop(), drop);
  return entry.loaded;
}

/** A form by its UUID (or id with `byId`) with its fields in order, or null. */
export async function loadForm(db: DbOrTx, key: string, o: { active?: boolean; byId?: boolean } = {}): Promise<LoadedForm | null> {
  const which = formKeyWhere(key, o.byId);
  if (!which) return null;
  const [form] = await db.select().from(forms).where(and(which, o.active ? eq(forms.active, true) : undefined)).limit(1);
  if (!form) return null;
  const rows = await db.select({ link: formFieldLinks, field: formFields }).from(formFieldLinks)
    .innerJoin(formFields, eq(formFields.id, formFieldLinks.fieldId))
    .where(eq(formFieldLinks.formId, form.id)).orderBy(asc(formFieldLinks.position), asc(formFieldLinks.id));
  const fields = rows.map(({ link, field }): LinkedField => {
    const choices = (field.options as FormFieldOption[]) ?? [];
    return {
      key: field.key, kind: field.kind as FormFieldKind, rules: rulesOf(field.rules), required: link.required,
      options: choices.map((o) => o.value),
      condition: link.conditionKey ? { key: link.conditionKey, value: link.conditionValue } : null,
      defaultValue: field.defaultValue, labelPl: field.labelPl, labelEn: field.labelEn, placeholderPl: field.placeholderPl,
      placeholderEn: field.placeholderEn, helpPl: field.helpPl, helpEn: field.helpEn, choices, consentTextPl: field.consentTextPl,
      consentTextEn: field.consentTextEn, consentVersion: field.consentVersion,
    };
  });
  return { form, fields };
}

/** A text in the page's language, Polish when the English one is empty. */
export const inLang = (lang: Locale, pl: string, en: string) => (lang === 'en' && en ? en : pl);
export const labelOf = (f: LinkedField, lang: Locale) => inLang(lang, f.labelPl, f.labelEn);

/** What a file field accepts: its `mimes` rule, else every extension the server stores. */
export const acceptedExtensions = (f: AnswerField): string[] => f.rules.find((r) => r.rule === 'mimes')?.args ?? [...FILE_EXTENSIONS];

/** What a person reads after sending: the form's confirmation in their language, or ours. */
export const confirmationOf = (form: FormRow, lang: Locale) => inLang(lang, form.confirmationPl, form.confirmationEn) || translate(lang, 'publicForm.thanks');

/** The definition the embed script draws: texts in the page's language, no rule notation, a fresh fill token. */
export function publicDefinition(loaded: LoadedForm, lang: Locale, token: string, maxUploadMb: number): PublicForm {
  const { form, fields } = loaded;
  const t = (key: string) => translate(lang, `publicForm.${key}`);
  return {
    uuid: form.uuid,
    lang,
    fields: fields.map((f): PublicFormField => {
      const maxKb = f.kind === 'file' ? f.rules.find((r) => r.rule === 'max')?.args[0] : undefined;
      return {
        key: f.key, kind: f.kind, label: labelOf(f, lang), placeholder: inLang(lang, f.placeholderPl, f.placeholderEn),
        help: inLang(lang, f.helpPl, f.helpEn), options: f.choices.map((o) => ({ value: o.value, label: inLang(lang, o.label_pl, o.label_en) })),
        required: f.required ?? f.rules.some((r) => r.rule === 'required'), condition: f.condition,
        consent_text: f.kind === 'consent' ? inLang(lang, f.consentTextPl, f.consentTextEn) : '',
        value: f.kind === 'hidden' ? f.defaultValue : '',
        accept: f.kind === 'file' ? acceptedExtensions(f).map((e) => `.${e}`).join(',') : '',
        max_mb: f.kind === 'file' ? Math.min(maxUploadMb, maxKb ? Number(maxKb) / 1024 : maxUploadMb) : 0,
      };
    }),
    texts: { submit: t('submit'), sending: t('sending'), fix: t('fix'), failed: t('failed'), required: t('required') },
    confirmation: confirmationOf(form, lang),
    redirect_url: form.redirectUrl,
    token,
  };
}
