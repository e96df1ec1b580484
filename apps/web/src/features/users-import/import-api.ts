import { usersContract, type ImportCommitResult, type ImportPreview } from '@harmony/shared';
import { api, isApiError } from '../../lib/api';

const bodyOf = (file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
};

/** POST /api/users/import/preview: every row with its errors; nothing is saved. Quiet: the page shows what went wrong. */
export const previewImport = (file: File) => api.post<ImportPreview>(`${usersContract.path}/import/preview`, bodyOf(file), { silent: true });

/**
 * POST /api/users/import/commit with the same file: all rows created, or a 422 that carries the preview
 * again. Quiet: the page shows the outcome itself (the result, or the refusal above the rows).
 */
export const commitImport = (file: File) => api.post<ImportCommitResult>(`${usersContract.path}/import/commit`, bodyOf(file), { silent: true });

/** A refused commit's body holds the rows with their errors, like a preview. */
export function previewInError(error: unknown): ImportPreview | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const data = error.data as Partial<ImportPreview> | null;
  return data && Array.isArray(data.rows) ? { rows: data.rows, valid: data.valid ?? 0, invalid: data.invalid ?? 0 } : null;
}

/** Why the file was refused (missing columns, not a spreadsheet, too big, or the server's message). */
export function fileErrorOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return error.fieldErrors?.file?.[0] ?? (error.message || null);
}
