import { FILE_EXTENSIONS, fileNameRule, filesContract, formatRuleMessage, MAX_FILES_PER_UPLOAD, type Locale, type StoredFile } from '@harmony/shared';
import { api, isApiError } from '../../lib/api';

/** One refused file (or the whole upload, when `name` is empty) and why, in words. */
export interface UploadProblem {
  name: string;
  message: string;
}

/**
 * What the client can tell before sending: too many files, or a name with an extension the server refuses
 * (worded like the server's, which names the file: "Plik a.exe musi posiadać…").
 */
export function checkBeforeUpload(files: readonly File[], locale: Locale, tooMany: string): UploadProblem[] {
  if (files.length > MAX_FILES_PER_UPLOAD) return [{ name: '', message: tooMany }];
  const rule = fileNameRule();
  return files.flatMap((file) => {
    const checked = rule.safeParse(file.name);
    return checked.success ? [] : [{ name: file.name, message: formatRuleMessage(checked.error.issues[0]!.message, locale, file.name) }];
  });
}

export const ACCEPT = FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

export interface UploadOptions {
  /** The library folder the files go into (sent before the files: the server reads the parts in order). */
  folder?: string;
  /** The share of the bytes sent so far (0–1); at 1 the server is still storing them and making images' variants. */
  onProgress?(fraction: number): void;
  /** Default true: the upload area lists a refusal file by file and says the success message itself. */
  silent?: boolean;
}

/** POST /api/files as multipart `files[0]…files[n]`: all stored, or none (422 with `files.N` errors). */
export function uploadFiles(files: readonly File[], { folder, onProgress, silent = true }: UploadOptions = {}) {
  const body = new FormData();
  if (folder) body.append('folder', folder);
  files.forEach((file, i) => body.append(`files[${i}]`, file, file.name));
  return api.post<{ data: StoredFile[]; message: string }>(filesContract.path, body, { silent, onUploadProgress: onProgress });
}

/** A refused upload's 422 as one problem per file (`files.2` → the third file's name). */
export function problemsOf(error: unknown, files: readonly File[]): UploadProblem[] {
  if (!isApiError(error) || !error.fieldErrors) return [];
  return Object.entries(error.fieldErrors).flatMap(([field, messages]) => {
    const index = /^files\.(\d+)$/.exec(field)?.[1];
    const name = index !== undefined ? (files[Number(index)]?.name ?? '') : '';
    return messages.map((message) => ({ name, message }));
  });
}
