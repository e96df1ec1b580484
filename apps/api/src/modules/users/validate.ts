import type { FastifyRequest } from 'fastify';
import { formatRuleMessage, translate, type Rule } from '@harmony/shared';
import { ApiError } from '../../lib/http-errors.js';
import { fieldLabel } from '../../lib/validate.js';

/**
 * ruleError() of lib/validate with the labels of this area's fields (users.fields.* in the
 * users i18n module: roles, active, file, permissions …) before the shared ones. Array paths use the
 * array's label: "roles.0" → "role", "permissions.2.subject" → "obszar".
 */
export function labelOf(req: FastifyRequest, field: string): string {
  const name = field.split('.').filter((s) => !/^\d+$/.test(s)).at(-1) ?? field;
  const key = `users.fields.${name}`;
  const label = translate(req.locale, key);
  return label !== key ? label : fieldLabel(req, name);
}

export function ruleMessage(req: FastifyRequest, field: string, rule: Rule, ...args: (string | number)[]): string {
  return formatRuleMessage(args.length ? `${rule}:${args.join(',')}` : rule, req.locale, labelOf(req, field));
}

/** A 422 for one field breaking one rule, in Laravel's shape. */
export function ruleFailure(req: FastifyRequest, field: string, rule: Rule, ...args: (string | number)[]): ApiError {
  const message = ruleMessage(req, field, rule, ...args);
  return new ApiError(422, message, {}, { [field]: [message] });
}

/** A 422 on one field with a message of the catalogue. */
export function fieldFailure(req: FastifyRequest, field: string, key: string, vars?: Record<string, string | number>): ApiError {
  const message = req.t(key, vars);
  return new ApiError(422, message, {}, { [field]: [message] });
}
