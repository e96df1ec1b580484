import type { FormFieldKind } from '../resources/form-fields.js';
import { encodeRule } from './messages.js';
import { EMAIL } from './rules.js';
import type { FieldRule } from './field-rules.js';

/**
 * A form's answer checked against its fields (issue 27's public submission): each field's rules of the seed's
 * section 5 with their parameters, what its kind implies (an e-mail is an e-mail, a choice is one of its options,
 * a date is a date), its per-form required override and its condition (a field hidden by its condition is
 * neither checked nor kept). Pure, so the API and any client word the same errors: each is an encoded rule
 * (`max:255`) that formatRuleMessage turns into the sentence of the website's language.
 */
export interface AnswerField {
  key: string;
  kind: FormFieldKind;
  rules: readonly FieldRule[];
  /** The per-form override; null: the library's rules say (`required`). */
  required: boolean | null;
  /** A choice's values. */
  options: readonly string[];
  condition: { key: string; value: string } | null;
  /** A hidden field's value when the website sends none. */
  defaultValue: string;
}

/** A file as received: its extension (lower case) and size in bytes. */
export interface AnswerFile {
  ext: string;
  size: number;
}

export type AnswerValue = string | string[];

/** Longest text any field keeps when its rules name no `max`. */
export const ANSWER_TEXT_MAX = 5000;
const TRUE = ['1', 'true', 'on', 'yes', 'tak'];
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const PHONE = /^\+?[\d\s().-]{6,20}$/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const INTEGER = /^-?\d+$/;

const isDate = (s: string) => {
  const m = DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};

/** Whether a field takes an answer at all (headings and paragraphs only show text). */
export const takesAnswer = (kind: FormFieldKind) => kind !== 'heading' && kind !== 'paragraph';

/** A submitted value as the kind keeps it: checkboxes a list, everything else one trimmed text. */
function normalise(kind: FormFieldKind, raw: unknown): AnswerValue {
  const list = Array.isArray(raw) ? raw : raw === undefined || raw === null || raw === '' ? [] : [raw];
  const texts = list.filter((x) => ['string', 'number', 'boolean'].includes(typeof x)).map((x) => String(x).trim());
  if (kind === 'checkboxes') return [...new Set(texts.filter(Boolean))];
  if (kind === 'consent') return TRUE.includes((texts[0] ?? '').toLowerCase()) ? '1' : '';
  return texts[0] ?? '';
}

/** What `max`, `min` and `between` measure: a number's value, a file's kilobytes, a list's items, else characters. */
function measure(kind: FormFieldKind, value: AnswerValue, files: readonly AnswerFile[]): number | null {
  if (kind === 'file') return files.length ? Math.ceil(Math.max(...files.map((f) => f.size)) / 1024) : null;
  if (Array.isArray(value)) return value.length;
  if (kind === 'number') return NUMBER.test(value) ? Number(value) : null;
  return [...value].length;
}

function present(kind: FormFieldKind, value: AnswerValue, files: readonly AnswerFile[]) {
  if (kind === 'file') return files.length > 0;
  return Array.isArray(value) ? value.length > 0 : value !== '';
}

/** The encoded errors of one shown field, first the required check, then its kind's, then its rules'. */
function fieldErrors(field: AnswerField, value: AnswerValue, files: readonly AnswerFile[], confirmation: unknown): string[] {
  const { kind } = field;
  const required = field.required ?? field.rules.some((r) => r.rule === 'required');
  if (!present(kind, value, files)) return required ? [encodeRule('required')] : [];
  const errors: string[] = [];
  const text = Array.isArray(value) ? '' : value;
  if (kind === 'email' && !EMAIL.test(text)) errors.push(encodeRule('email'));
  if (kind === 'phone' && !PHONE.test(text)) errors.push(encodeRule('invalid'));
  if (kind === 'number' && !NUMBER.test(text)) errors.push(encodeRule('numeric'));
  if (kind === 'date' && !isDate(text)) errors.push(encodeRule('date'));
  if ((kind === 'select' || kind === 'radio') && !field.options.includes(text)) errors.push(encodeRule('in'));
  if (kind === 'checkboxes' && (value as string[]).some((v) => !field.options.includes(v))) errors.push(encodeRule('in'));
  if (kind === 'file' && files.length > 1) errors.push(encodeRule('array', 1, 1));
  const hasMax = field.rules.some((r) => r.rule === 'max' || r.rule === 'between');
  if (!hasMax && kind !== 'file' && kind !== 'number' && (Array.isArray(value) ? value.join('') : text).length > ANSWER_TEXT_MAX) {
    errors.push(encodeRule('max', ANSWER_TEXT_MAX));
  }
  for (const { rule, args } of field.rules) {
    const size = measure(kind, value, files);
    const bad =
      (rule === 'email' && !EMAIL.test(text)) ||
      (rule === 'integer' && !INTEGER.test(text)) ||
      (rule === 'numeric' && !NUMBER.test(text)) ||
      (rule === 'confirmed' && String(confirmation ?? '').trim() !== text) ||
      (rule === 'max' && size !== null && size > Number(args[0])) ||
      (rule === 'min' && size !== null && size < Number(args[0])) ||
      (rule === 'between' && size !== null && (size < Number(args[0]) || size > Number(args[1]))) ||
      (rule === 'mimes' && files.some((f) => !args.includes(f.ext)));
    // The message shows one {0}: a list of extensions goes as one argument, "pdf/docx".
    const encoded = rule === 'mimes' ? encodeRule(rule, args.join('/')) : encodeRule(rule, ...args);
    if (bad && !errors.includes(encoded)) errors.push(encoded);
  }
  return errors;
}

/** Whether a field is shown for these answers: no condition, or the named field holds the value (or, for a list, has it). */
function shown(field: AnswerField, data: Record<string, AnswerValue>): boolean {
  if (!field.condition) return true;
  const other = data[field.condition.key];
  return Array.isArray(other) ? other.includes(field.condition.value) : other === field.condition.value;
}

/**
 * Checks the submitted values (`values[key]`, a confirmation in `values[key + '_confirmation']`) and files
 * (`files[key]`) against the fields in their order: the data to keep (shown fields only, hidden ones with their
 * default) and the encoded errors by field key.
 */
export function checkAnswer(
  fields: readonly AnswerField[], values: Record<string, unknown>, files: Record<string, readonly AnswerFile[]>,
): { data: Record<string, AnswerValue>; errors: Record<string, string[]> } {
  const data: Record<string, AnswerValue> = {};
  const errors: Record<string, string[]> = {};
  // Conditions name earlier or later fields alike: they read what was sent for the other field, as it is kept.
  const sent = Object.fromEntries(fields.map((f) => [f.key, normalise(f.kind, values[f.key])]));
  for (const field of fields) {
    if (!takesAnswer(field.kind) || !shown(field, sent)) continue;
    let value = sent[field.key]!;
    if (field.kind === 'hidden' && value === '') value = field.defaultValue;
    const ownFiles = field.kind === 'file' ? (files[field.key] ?? []) : [];
    const found = fieldErrors(field, value, ownFiles, values[`${field.key}_confirmation`]);
    if (found.length) errors[field.key] = found;
    if (field.kind !== 'file' && present(field.kind, value, [])) data[field.key] = value;
  }
  return { data, errors };
}
