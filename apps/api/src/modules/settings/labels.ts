import type { FastifyRequest } from 'fastify';
import { formatRuleMessage, translate, type Rule } from '@harmony/shared';
import { ApiError } from '../../lib/http-errors.js';
import { fieldLabel } from '../../lib/validate.js';

/*
 * Field labels of the administration modules (settings, menu, activities, notes, files, preferences). Their
 * names live under admin.fields (a module's catalogue can't add to the shared `fields`), and fields inside
 * a list are labelled by row: `settings.3.key` → "klucz w wierszu 4".
 */
export function adminLabel(req: FastifyRequest, field: string): string {
  const parts = field.split('.');
  const leaf = [...parts].reverse().find((p) => !/^\d+$/.test(p)) ?? field;
  const key = `admin.fields.${leaf}`;
  const found = translate(req.locale, key);
  const label = found !== key ? found : fieldLabel(req, leaf);
  const index = parts.findIndex((p) => /^\d+$/.test(p));
  if (index < 0 || parts[index + 1] === undefined) return label;
  return req.t('admin.row', { field: label, row: Number(parts[index]) + 1 });
}

/** One field breaking one rule, with an explicit label (e.g. an uploaded file's name). */
export function adminRuleMessage(req: FastifyRequest, field: string, rule: Rule, args: (string | number)[] = [], label = adminLabel(req, field)): string {
  return formatRuleMessage(args.length ? `${rule}:${args.join(',')}` : rule, req.locale, label);
}

export function adminRuleError(req: FastifyRequest, field: string, rule: Rule, ...args: (string | number)[]): ApiError {
  const message = adminRuleMessage(req, field, rule, args);
  return new ApiError(422, message, {}, { [field]: [message] });
}
