import { z } from 'zod';
import { v } from '../validation/rules.js';
import type { UserRef } from './activities.js';
import { optionsQuerySchema } from './engine-wire.js';
import { listQuerySchema } from './list-query.js';

/** Files: the library (/administrator/pliki, /api/files) and files attached to records (/api/{type}/{id}/files). */
export const FILE_MIME_BY_EXTENSION = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
} as const;
export type FileExtension = keyof typeof FILE_MIME_BY_EXTENSION;
export const FILE_EXTENSIONS = Object.keys(FILE_MIME_BY_EXTENSION) as FileExtension[];
/** At most this many files in one upload (multipart fields files[0] … files[9]). */
export const MAX_FILES_PER_UPLOAD = 10;
/** The server's default per-file limit (MAX_UPLOAD_MB may change it). */
export const DEFAULT_MAX_UPLOAD_MB = 10;

/** Client-side check of a chosen file's name (the server also checks the content). */
export const fileNameRule = () => v.mimes(FILE_EXTENSIONS);

export interface StoredFile {
  id: number;
  name: string;
  mime: string;
  size: number;
  /** GET it to download or preview (images and PDFs open inline). */
  url: string;
  attachable_type: string | null;
  attachable_id: string | null;
  uploaded_by: UserRef | null;
  created_at: string;
}

const blank = <T extends z.ZodType>(schema: T) => z.preprocess((x) => (x === '' ? undefined : x), schema.optional());

/** A type prefix (`image`) or a full type (`application/pdf`). */
const mimeFilter = z.string().regex(/^[a-z]+(\/[a-z0-9.+-]+)?$/, { error: 'in' });

export const FILE_SORTABLE = ['id', 'name', 'size', 'created_at'] as const;
/**
 * `mime`: a type prefix (`image`) or a full type (`application/pdf`); `attached`: 1 only files attached to a
 * record, 0 only library files. Newest first unless asked otherwise.
 */
export const fileListQuery = listQuerySchema(FILE_SORTABLE, 'created_at', {
  attachable_type: blank(v.optionalText(100)),
  attachable_id: blank(v.optionalText(100)),
  mime: blank(mimeFilter),
  attached: blank(v.oneOf(['0', '1'] as const)),
}).extend({ order: v.oneOf(['asc', 'desc'] as const).default('desc') });
export type FileListQuery = z.infer<typeof fileListQuery>;

/** GET /api/files/options: a file picker's page (the names of saved files), optionally only one `mime` kind. */
export const fileOptionsQuery = optionsQuerySchema.extend({ mime: blank(mimeFilter) });
export type FileOptionsQuery = z.output<typeof fileOptionsQuery>;
