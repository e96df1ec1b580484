import { fileContentPath, filesContract, type ImageVariant, type ListResponse, type StoredFile } from '@harmony/shared';
import { api } from '../../../../lib/api';
import { uploadFiles } from '../../../files/upload-files';

/** Where a library file's content is served (the API's `url`); an image's `variant` when named (the server falls back to the original). */
export const contentUrl = (id: number, variant?: ImageVariant) => fileContentPath(id, variant);
export const isImageMime = (mime: string) => mime.startsWith('image/');

/** A page of the files library (files attached to no record), images only for an image field. */
export function fetchLibrary(opts: { search: string; page: number; images: boolean }, signal?: AbortSignal) {
  const query = new URLSearchParams({ attached: '0', page: String(opts.page), per_page: '24', sort: 'created_at', order: 'desc' });
  if (opts.search) query.set('search', opts.search);
  if (opts.images) query.set('mime', 'image');
  return api.get<ListResponse<StoredFile>>(`${filesContract.path}?${query.toString()}`, { signal });
}

/**
 * One new file into the library, with its progress. The library's upload area sends several and lists each
 * one's problems; a field sends one and lets the api client show the server's words (not silent).
 */
export const uploadToLibrary = (file: File, onProgress?: (fraction: number) => void) => uploadFiles([file], { onProgress, silent: false });
