import type { ImportPreview } from '@harmony/shared';
import { api, isApiError } from '../../lib/api';

const bodyOf = (file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
};

const queryOf = (query?: Record<string, string>) => (query ? `?${new URLSearchParams(query).toString()}` : '');

/**
 * An import's two calls on `<base>/preview` and `<base>/commit` (users: /api/users/import): the preview gives
 * every row with its errors, nothing saved; the commit with the same file saves all rows, or answers a 422
 * that carries the preview again. Quiet: the page shows the outcome itself. `query`: where the rows go (a
 * newsletter list's subscribers: `list_id`).
 */
export function importCalls<P extends ImportPreview, C>(base: string) {
  return {
    preview: (file: File, query?: Record<string, string>) => api.post<P>(`${base}/preview${queryOf(query)}`, bodyOf(file), { silent: true }),
    commit: (file: File, query?: Record<string, string>) => api.post<C>(`${base}/commit${queryOf(query)}`, bodyOf(file), { silent: true }),
  };
}

/** A refused commit's body holds the rows with their errors, like a preview. */
export function previewInError<P extends ImportPreview = ImportPreview>(error: unknown): P | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const data = error.data as Partial<P> | null;
  return data && Array.isArray(data.rows) ? ({ ...data, rows: data.rows, valid: data.valid ?? 0, invalid: data.invalid ?? 0 } as P) : null;
}

/** Why the file was refused (missing columns, not a spreadsheet, too big, or the server's message). */
export function fileErrorOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return error.fieldErrors?.file?.[0] ?? (error.message || null);
}
