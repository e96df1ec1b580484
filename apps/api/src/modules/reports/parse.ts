import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { formatRuleMessage, translate, type FieldErrors } from '@harmony/shared';
import { ApiError } from '../../lib/http-errors.js';
import { fieldLabel } from '../../lib/validate.js';

/**
 * parse() of lib/validate for modules whose schemas carry their own messages as i18n keys
 * ("reports.rangeOrder", "events.tooLong") beside the encoded rules: keys are translated, rules get the
 * field's label from `labels` (e.g. 'reports.fields').
 */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown, req: FastifyRequest, labels: string): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    const own = translate(req.locale, issue.message);
    (errors[field] ??= []).push(own !== issue.message ? own : formatRuleMessage(issue.message, req.locale, fieldLabel(req, field, labels)));
  }
  throw new ApiError(422, Object.values(errors)[0]?.[0] ?? 'errors.validation', {}, errors);
}
