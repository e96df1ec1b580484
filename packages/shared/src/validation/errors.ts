import type { z } from 'zod';
import type { Locale } from '../constants.js';
import { formatRuleMessage } from './messages.js';

export type FieldErrors = Record<string, string[]>;

/** Zod issues → Laravel's 422 `errors` object: { field: ["message", ...] } in the reader's language. */
export function toFieldErrors(
  error: z.ZodError,
  locale: Locale,
  labelOf: (field: string) => string = (f) => f,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(formatRuleMessage(issue.message, locale, labelOf(field)));
  }
  return errors;
}
