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

/** Parses input with a shared schema; on failure throws a 422 with field errors in the request's language. */
export function parse<T extends z.ZodType>(schema: T, input: unknown, req: FastifyRequest, labels?: string): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = toFieldErrors(result.error, req.locale, (field) => fieldLabel(req, field, labels));
  const first = Object.values(errors)[0]?.[0];
  throw new ApiError(422, first ?? 'errors.validation', {}, errors);
}

/** A 422 for one field breaking one rule ("unique", "in", ...), in Laravel's shape. */
export function ruleError(req: FastifyRequest, field: string, rule: Rule, ...args: (string | number)[]): ApiError {
  const encoded = args.length ? `${rule}:${args.join(',')}` : rule;
  const message = formatRuleMessage(encoded, req.locale, fieldLabel(req, field));
  return new ApiError(422, message, {}, { [field]: [message] });
}
