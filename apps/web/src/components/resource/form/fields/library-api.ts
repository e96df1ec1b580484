import { fileContentPath, filesContract, type ListResponse, type StoredFile } from '@harmony/shared';
import { api } from '../../../../lib/api';

/** Where a library file's content (and an image's picture) is served: the same address the API puts in `url`. */
export const contentUrl = (id: number) => fileContentPath(id);
export const isImageMime = (mime: string) => mime.startsWith('image/');

/** A page of the files library (files attached to no record), images only for an image field. */
export function fetchLibrary(opts: { search: string; page: number; images: boolean }, signal?: AbortSignal) {
  const query = new URLSearchParams({ attached: '0', page: String(opts.page), per_page: '24', sort: 'created_at', order: 'desc' });
  if (opts.search) query.set('search', opts.search);
  if (opts.images) query.set('mime', 'image');
  return api.get<ListResponse<StoredFile>>(`${filesContract.path}?${query.toString()}`, { signal });
}

/**
 * One new file into the library (POST /api/files, multipart `files[0]`). The features' upload area has the
 * fuller version (several files, per-file problems); a field uploads one and shows the server's words.
 */
export function uploadToLibrary(file: File) {
  const body = new FormData();
  body.append('files[0]', file, file.name);
  return api.post<{ data: StoredFile[]; message: string }>(filesContract.path, body);
}
