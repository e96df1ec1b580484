import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { formatRuleMessage, toFieldErrors, translate, type Rule } from '@harmony/shared';
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

/** Parses input with a shared schema; on failure throws a 422 with field errors in the request's language. */
export function parse<T extends z.ZodType>(schema: T, input: unknown, req: FastifyRequest, labels?: string): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = toFieldErrors(result.error, req.locale, (field) => fieldLabel(req, field, labels), catalogueMessage(req));
  const first = Object.values(errors)[0]?.[0];
  throw new ApiError(422, first ?? 'errors.validation', {}, errors);
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
