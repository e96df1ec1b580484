import { z } from 'zod';
import { v } from '../validation/rules.js';
import { userRefRead } from './activities.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';
import { optionsQuerySchema } from './engine-wire.js';

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

/** A stored file as the API answers it (the library's rows, an upload's `data`). */
export const fileRead = z.object({
  id: z.number().int(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  /** GET it to download or preview (images and PDFs open inline). */
  url: z.string(),
  attachable_type: z.string().nullable(),
  attachable_id: z.string().nullable(),
  uploaded_by: userRefRead.nullable(),
  created_at: z.string(),
});
export type StoredFile = z.infer<typeof fileRead>;

const blank = <T extends z.ZodType>(schema: T) => z.preprocess((x) => (x === '' ? undefined : x), schema.optional());

/** A type prefix (`image`) or a full type (`application/pdf`). */
const mimeFilter = z.string().regex(/^[a-z]+(\/[a-z0-9.+-]+)?$/, { error: 'in' });

export const FILE_SORTABLE = ['id', 'name', 'size', 'created_at'] as const;

/**
 * The files library. Uploads are multipart (`files[0]` … `files[9]`), checked file by file on the server, so
 * `input` is an empty object only because a contract names one; files attached to a record are the same
 * rows under /api/{type}/{id}/files (filesOfPath). `mime`: a type prefix (`image`) or a full type
 * (`application/pdf`); `attached`: 1 only files attached to a record, 0 only library files. Newest first
 * unless asked otherwise.
 */
export const filesContract = defineContract({
  name: 'files',
  path: '/api/files',
  ...RESOURCES.files,
  input: z.object({}),
  read: fileRead,
  list: {
    sort: FILE_SORTABLE,
    defaultSort: 'created_at',
    defaultOrder: 'desc',
    filters: {
      attachable_type: blank(v.optionalText(100)),
      attachable_id: blank(v.optionalText(100)),
      mime: blank(mimeFilter),
      attached: blank(v.oneOf(['0', '1'] as const)),
    },
    search: ['name'],
  },
  labels: 'filesLibrary.fields',
});
export const fileListQuery = filesContract.listQuery;
export type FileListQuery = z.infer<typeof fileListQuery>;

/** Files attached to one record: the route Fastify registers, and one record's URL. */
export const RECORD_FILES_ROUTE = '/api/:type/:id/files';
export const filesOfPath = (type: string, id: number | string) => `/api/${type}/${id}/files`;
/** A file's bytes (download or inline preview). */
export const fileContentRoute = `${filesContract.itemRoute}/content` as const;
export const fileContentPath = (id: number | string) => `${filesContract.itemPath(id)}/content`;
/** A page of a file picker. */
export const fileOptionsPath = `${filesContract.path}/options` as const;

/** GET /api/files/options: a file picker's page (the names of saved files), optionally only one `mime` kind. */
export const fileOptionsQuery = optionsQuerySchema.extend({ mime: blank(mimeFilter) });
export type FileOptionsQuery = z.output<typeof fileOptionsQuery>;
