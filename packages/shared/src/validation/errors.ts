import type { z } from 'zod';
import type { Locale } from '../constants.js';
import { formatRuleMessage } from './messages.js';
import { ruleOfIssue, type IssueFacts } from './rules.js';

export type FieldErrors = Record<string, string[]>;

/** A validation issue: a zod issue, or a route schema's refusal as Fastify hands it over (a path and a message). */
export type IssueLike = IssueFacts & { message: string };

/**
 * One issue as a sentence in the reader's language: its encoded rule ("max:255"), else a catalogue key the
 * caller's `translate` knows ("reports.rangeOrder"), else — a message that is neither, such as zod's own
 * English when a schema or a library bypassed the global error map — the rule its facts give (ruleOfIssue;
 * "invalid value", or "invalid request data" for the body as a whole). So no path from a validator's issue
 * to a response can carry the validator's English.
 */
export function issueMessage(
  issue: IssueLike,
  locale: Locale,
  label: string,
  translate: (message: string, label: string) => string = (m) => m,
): string {
  const text = formatRuleMessage(issue.message, locale, label);
  if (text !== issue.message) return text;
  const own = translate(issue.message, label);
  if (own !== issue.message) return own;
  // A finished issue no longer carries its input (unless parsed with reportInput): read as "some value", not a missing one.
  return formatRuleMessage(ruleOfIssue('input' in issue ? issue : { ...issue, input: SOME_VALUE }), locale, label);
}

const SOME_VALUE = Symbol('some value');

/**
 * Zod issues → Laravel's 422 `errors` object: { field: ["message", ...] } in the reader's language. A message
 * that is no rule goes through `translate` (the API passes its catalogue: "reports.rangeOrder" → a sentence).
 */
export function toFieldErrors(
  error: z.ZodError,
  locale: Locale,
  labelOf: (field: string) => string = (f) => f,
  translate?: (message: string, label: string) => string,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(issueMessage(issue, locale, labelOf(field), translate));
  }
  return errors;
}
