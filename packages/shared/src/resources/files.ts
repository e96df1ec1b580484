import { z } from 'zod';
import { v } from '../validation/rules.js';
import { userRefRead } from './activities.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';
import { optionsQuerySchema } from './engine-wire.js';
import { everyTime } from './geo.js';
import { tagsInput } from './tags.js';
import { encodeRule } from '../validation/messages.js';

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

/**
 * An image's WebP renditions, made at upload, each fitted inside a square of this many pixels (never enlarged):
 * lists and pickers show the thumbnail, a website picks from all three (srcset).
 */
export const IMAGE_VARIANTS = { thumbnail: 320, medium: 1024, large: 2048 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;
export const IMAGE_VARIANT_NAMES = Object.keys(IMAGE_VARIANTS) as ImageVariant[];
/** The largest image the server decodes, in megapixels (a 8000 × 6000 photo; more is refused, not risked). */
export const MAX_IMAGE_MEGAPIXELS = 50;
/** The library's folder names: free text, "/" allowed to nest them by name (Klienci/ACME). */
export const FOLDER_MAX = 100;
export const ALT_MAX = 255;

const variantRead = z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), size: z.number().int() });

/** A stored file as the API answers it (the library's rows, an upload's `data`). */
export const fileRead = z.object({
  id: z.number().int(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  /** GET it to download or preview (images and PDFs open inline). */
  url: z.string(),
  /** An image's size in pixels (as shown, after its EXIF orientation); null for other files. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** An image's renditions by name (IMAGE_VARIANTS); empty for other files. */
  variants: z.partialRecord(z.enum(IMAGE_VARIANT_NAMES as [ImageVariant, ...ImageVariant[]]), variantRead),
  alt_pl: z.string(),
  alt_en: z.string(),
  /** Where a website crops the image around: fractions of its width and height from the top left, or null (the middle). */
  focal_x: z.number().nullable(),
  focal_y: z.number().nullable(),
  folder: z.string(),
  tags: z.array(z.string()),
  attachable_type: z.string().nullable(),
  attachable_id: z.string().nullable(),
  uploaded_by: userRefRead.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StoredFile = z.infer<typeof fileRead>;

/** A fraction 0–1 (4 places), null or '' for none; left out, it stays as it is. */
const fraction = z.preprocess((x) => (x === '' ? null : x), v.between(0, 1).transform((n) => Math.round(n * 1e4) / 1e4).nullable()).optional();

/**
 * PUT /api/files/{id}: what the library keeps of a file besides its bytes — alt text in both languages, the
 * focal point (both fractions or neither), the folder and tags. Every field is optional: what is left out stays.
 */
export const fileMediaInput = z.object({
  alt_pl: v.optionalText(ALT_MAX),
  alt_en: v.optionalText(ALT_MAX),
  focal_x: fraction,
  focal_y: fraction,
  folder: v.optionalText(FOLDER_MAX).transform((f) => f?.split('/').map((p) => p.trim()).filter(Boolean).join('/')),
  tags: tagsInput().optional(),
}).superRefine((value, ctx) => {
  if (value.focal_x === undefined && value.focal_y === undefined) return;
  if ((value.focal_x ?? null) === null && (value.focal_y ?? null) === null) return;
  if ((value.focal_x ?? null) === null) ctx.addIssue({ code: 'custom', path: ['focal_x'], message: encodeRule('required') });
  if ((value.focal_y ?? null) === null) ctx.addIssue({ code: 'custom', path: ['focal_y'], message: encodeRule('required') });
}, everyTime);
export type FileMediaInput = z.output<typeof fileMediaInput>;

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
  input: fileMediaInput,
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
      /** Exactly this folder; its subfolders are folders of their own. */
      folder: blank(v.optionalText(FOLDER_MAX)),
      tag: blank(v.optionalText(50)),
    },
    search: ['name', 'alt_pl', 'alt_en'],
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
export const fileContentPath = (id: number | string, variant?: ImageVariant) =>
  `${filesContract.itemPath(id)}/content${variant ? `?variant=${variant}` : ''}`;
/** GET: which variant of an image (the original when none is named or the file has no such variant). */
export const fileContentQuery = z.object({ variant: z.enum(IMAGE_VARIANT_NAMES as [ImageVariant, ...ImageVariant[]]).optional() });
/** GET: the records that show a library file (`{ data: FileUsage[] }`). */
export const fileUsagesRoute = `${filesContract.itemRoute}/usages` as const;
export const fileUsagesPath = (id: number | string) => `${filesContract.itemPath(id)}/usages`;
/** The usages route answers at most this many records (the item modal then says only the first ones are shown). */
export const FILE_USAGES_LIMIT = 10;
/** GET: the library's folders with how many files each holds (`{ data: FileFolder[] }`). */
export const fileFoldersPath = `${filesContract.path}/folders` as const;

/** The kinds of record that show a library file and keep it from being deleted. */
export const FILE_USAGE_KINDS = ['products', 'realizations', 'posts', 'pages', 'galleries', 'sliders', 'popups'] as const;
export type FileUsageKind = (typeof FILE_USAGE_KINDS)[number];
export const fileUsageRead = z.object({ kind: z.enum(FILE_USAGE_KINDS), id: z.number().int(), name: z.string() });
export type FileUsage = z.infer<typeof fileUsageRead>;
export const fileFolderRead = z.object({ name: z.string(), count: z.number().int() });
export type FileFolder = z.infer<typeof fileFolderRead>;
/** A page of a file picker. */
export const fileOptionsPath = `${filesContract.path}/options` as const;

/** GET /api/files/options: a file picker's page (the names of saved files), optionally only one `mime` kind. */
export const fileOptionsQuery = optionsQuerySchema.extend({ mime: blank(mimeFilter) });
export type FileOptionsQuery = z.output<typeof fileOptionsQuery>;
