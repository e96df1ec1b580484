import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldErrors } from '@harmony/shared';
import { isApiError } from '../../../lib/api';

export interface SplitErrors {
  /** [field path, first message] for the fields the form shows. */
  fields: [string, string][];
  /** Messages of anything else (an unknown field, `_`): shown above the form. */
  general: string[];
}

/** A 422's `errors` split into what lands on a field and what the form shows as a whole. */
export function splitServerErrors(errors: FieldErrors, isField: (path: string) => boolean): SplitErrors {
  const split: SplitErrors = { fields: [], general: [] };
  for (const [path, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    if (isField(path)) split.fields.push([path, message]);
    else split.general.push(message);
  }
  return split;
}

/** The errors under the form's field names; two API fields landing on one form field keep both messages. */
export function renameErrors(errors: FieldErrors, rename: (path: string) => string): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, messages] of Object.entries(errors)) (out[rename(path)] ??= []).push(...messages);
  return out;
}

/**
 * Puts a 422's field errors on the form with setError (the first one focused) and returns the messages
 * no field shows. Anything but a 422 returns nothing: the api client has already shown it as an alert.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  isField: (path: string) => boolean,
  /** The form's name of an API field, when they differ (`started_at` → `start`). */
  rename?: (path: string) => string,
): string[] {
  if (!isApiError(error) || !error.fieldErrors) return [];
  const errors = rename ? renameErrors(error.fieldErrors, rename) : error.fieldErrors;
  const { fields, general } = splitServerErrors(errors, isField);
  fields.forEach(([path, message], i) => setError(path as Path<T>, { type: 'server', message }, { shouldFocus: i === 0 }));
  return general;
}
