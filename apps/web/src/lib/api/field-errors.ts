import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/** Puts a 422's field errors onto the form that sent it; true when there were any. */
export function applyFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): boolean {
  if (!isApiError(error) || !error.fieldErrors) return false;
  const entries = Object.entries(error.fieldErrors);
  entries.forEach(([field, messages], i) => {
    setError(field as Path<T>, { type: 'server', message: messages[0] ?? '' }, { shouldFocus: i === 0 });
  });
  return entries.length > 0;
}
