import type { z } from 'zod';
import type { Locale } from '../constants.js';
import { formatRuleMessage } from './messages.js';

export type FieldErrors = Record<string, string[]>;

/**
 * Zod issues → Laravel's 422 `errors` object: { field: ["message", ...] } in the reader's language. A message
 * that is no rule goes through `translate` (the API passes its catalogue: "reports.rangeOrder" → a sentence).
 */
export function toFieldErrors(
  error: z.ZodError,
  locale: Locale,
  labelOf: (field: string) => string = (f) => f,
  translate: (message: string, label: string) => string = (m) => m,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    const label = labelOf(field);
    const text = formatRuleMessage(issue.message, locale, label);
    (errors[field] ??= []).push(text === issue.message ? translate(issue.message, label) : text);
  }
  return errors;
}
