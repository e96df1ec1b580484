import type { FastifyRequest } from 'fastify';
import { formatRuleMessage, translate, type FieldErrors } from '@harmony/shared';
import { ApiError } from './http-errors.js';
import { fieldLabel } from './validate.js';

/**
 * parse() of lib/validate with the labels of time tracking (time.fields.* in the time i18n module) before
 * the shared ones. Array paths use the last named segment: "entries.2.start" → "początek". A message that
 * is no rule but a `time.` key (e.g. time.invalidClock) is translated with the field's label.
 */
export function timeLabel(req: FastifyRequest, field: string): string {
  const name = field.split('.').filter((s) => !/^\d+$/.test(s)).at(-1) ?? field;
  const key = `time.fields.${name}`;
  const label = translate(req.locale, key);
  return label !== key ? label : fieldLabel(req, name);
}

export function timeMessage(req: FastifyRequest, field: string, encoded: string): string {
  const label = timeLabel(req, field);
  const text = formatRuleMessage(encoded, req.locale, label);
  // Not a rule: a catalogue key (time.invalidClock, reports.rangeOrder) or a sentence, which stays as it is.
  return text === encoded ? req.t(encoded, { field: label }) : text;
}

/** A 422 whose errors are already sentences; the message is the first of them. */
export function unprocessable(errors: FieldErrors): ApiError {
  return new ApiError(422, Object.values(errors)[0]?.[0] ?? 'errors.validation', {}, errors);
}
