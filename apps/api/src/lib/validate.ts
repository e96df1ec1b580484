import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formatRuleMessage, issueMessage, translate, type FieldErrors, type Rule } from '@harmony/shared';
import { ApiError } from './http-errors.js';

/**
 * A field's label in the request's language: `<labels>.<name>` when a resource names its own labels (e.g.
 * 'projects.fields'), else fields.<name>, else resourceFields.<name>, else the name.
 */
export function fieldLabel(req: FastifyRequest, field: string, labels?: string): string {
  for (const key of [...(labels ? [`${labels}.${field}`] : []), `fields.${field}`, `resourceFields.${field}`]) {
    const label = translate(req.locale, key);
    if (label !== key) return label;
  }
  return field;
}

/** A schema's own message naming a catalogue key ("reports.rangeOrder"), in the request's language. */
export const catalogueMessage = (req: FastifyRequest) => (message: string, label: string) => translate(req.locale, message, { field: label });

/** One validation failure: where (the path into the input) and the schema's message (a rule, a catalogue key). */
export interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * A field's label by its path: the leaf's name in the label group (`items.2.quantity` → "ilość"), and inside
 * a list of rows the row's number ("ilość w wierszu 3").
 */
export function pathLabel(req: FastifyRequest, field: string, labels?: string): string {
  const parts = field.split('.');
  const leaf = [...parts].reverse().find((p) => !/^\d+$/.test(p)) ?? field;
  const label = fieldLabel(req, leaf, labels);
  const index = parts.findIndex((p) => /^\d+$/.test(p));
  if (index < 0 || parts[index + 1] === undefined) return label;
  const row = rowKey(labels);
  return row ? translate(req.locale, row, { field: label, row: Number(parts[index]) + 1 }) : label;
}

/**
 * How a label group names a row ("ilość w wierszu 3"): its area's `row` (admin.fields → admin.row), the
 * engine's crud.row for the generic groups; an area without one (time, users) keeps the bare label.
 */
function rowKey(labels: string | undefined): string | undefined {
  if (!labels || labels === 'fields' || labels === 'resourceFields') return 'crud.row';
  const own = labels.replace(/\.fields$/, '.row');
  return own !== labels && translate('pl', own) !== own ? own : undefined;
}

/**
 * The one error mapper (issue #24): validation issues → Laravel's `errors` in the request's language. A
 * message is a rule ("max:100"), else a catalogue key ("reports.rangeOrder"), else the validator's own
 * English, which is never shown: it reads as the "invalid value" rule (or "invalid request data" for the
 * body as a whole).
 */
export function fieldErrors(issues: readonly Issue[], req: FastifyRequest, labels?: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    const label = pathLabel(req, field, labels);
    (errors[field] ??= []).push(issueMessage(issue, req.locale, label, catalogueMessage(req)));
  }
  return errors;
}

/** A 422 of field errors; its message is the first of them. */
export function validationError(errors: FieldErrors): ApiError {
  return new ApiError(422, Object.values(errors)[0]?.[0] ?? 'errors.validation', {}, errors);
}

/** Parses input with a shared schema; on failure throws a 422 with field errors in the request's language. */
export function parse<T extends z.ZodType>(schema: T, input: unknown, req: FastifyRequest, labels?: string): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw validationError(fieldErrors(result.error.issues, req, labels));
}

/**
 * A PUT keeps what it was not sent (issue #23): the stored record, in the body's field names, goes under
 * the body before the schema reads it, so an absent field stays as it is and only an explicit null or ''
 * clears one (where the field allows it). A body that is no object (a list, a number) is left for the
 * schema to refuse.
 */
export function keepUnsent(body: unknown, stored: object): unknown {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...stored, ...body } : body;
}


/** A 422 for one field breaking one rule ("unique", "in", ...), in Laravel's shape. */
export function ruleError(req: FastifyRequest, field: string, rule: Rule, ...args: (string | number)[]): ApiError {
  const encoded = args.length ? `${rule}:${args.join(',')}` : rule;
  const message = formatRuleMessage(encoded, req.locale, fieldLabel(req, field));
  return new ApiError(422, message, {}, { [field]: [message] });
}
