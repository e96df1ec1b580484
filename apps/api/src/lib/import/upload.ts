import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  formatRuleMessage, importColumnHeader, importFileInput, IMPORT_EXTENSIONS, IMPORT_MAX_BYTES, IMPORT_MAX_MB, IMPORT_MAX_ROWS,
  type FieldErrors, type ImportRow, type Rule,
} from '@harmony/shared';
import { sanitizeFileName } from '../files/names.js';
import { ApiError } from '../http-errors.js';
import { fieldLabel } from '../validate.js';
import { readImportFile, type ImportShape, type RawRow } from './read-file.js';

/*
 * The flow every file import shares (users, products): the upload read and checked (name, size, content,
 * columns, row count) with 422s on `file`; the preview's counts; the commit refused whole, with the preview.
 */

/** Multipart for an import's routes: one file, one byte over the limit read so "too big" never depends on chunking. */
export async function registerImportUpload(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 100 },
  });
}

/** What an import says about its file, as catalogue keys: missing columns ({{columns}}), no rows, too many ({{max}}). */
export interface ImportUpload<C extends string> extends ImportShape<C> {
  messages: { missingColumns: string; empty: string; tooManyRows: string };
}

const labelOfFile = (req: FastifyRequest) => fieldLabel(req, 'file', req.routeOptions.config?.labels);

function onFile(req: FastifyRequest, message: string): ApiError {
  return new ApiError(422, message, {}, { file: [message] });
}

/** A 422 on `file` breaking a rule, naming the uploaded file when there is one: "Plik lista.csv nie może…". */
function fileFailure(req: FastifyRequest, subject: string, rule: Rule, ...args: (string | number)[]): ApiError {
  return onFile(req, formatRuleMessage(args.length ? `${rule}:${args.join(',')}` : rule, req.locale, subject));
}

/** The uploaded file's data rows (and the columns its header has); a 422 on `file` when it can't be read. */
export async function readUpload<C extends string>(req: FastifyRequest, spec: ImportUpload<C>): Promise<{ rows: RawRow<C>[]; present: C[] }> {
  let filename = '';
  let buffer: Buffer;
  try {
    const part = await req.file();
    if (!part) throw fileFailure(req, labelOfFile(req), 'required');
    filename = sanitizeFileName(part.filename);
    if (!filename) throw fileFailure(req, labelOfFile(req), 'required');
    if (!importFileInput.safeParse({ file: filename }).success) throw fileFailure(req, filename, 'mimes', IMPORT_EXTENSIONS.join('/'));
    buffer = await part.toBuffer();
    if (part.file.truncated || buffer.length > IMPORT_MAX_BYTES) throw fileFailure(req, filename, 'file_size', IMPORT_MAX_MB);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileFailure(req, filename, 'file_size', IMPORT_MAX_MB);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw fileFailure(req, labelOfFile(req), 'required');
    }
    throw error;
  }
  const extension = filename.split('.').pop()!.toLowerCase() as 'csv' | 'xlsx';
  const read = await readImportFile(spec, extension, buffer);
  if (!read.ok) {
    if (read.problem === 'content') throw fileFailure(req, filename, 'file_content');
    const columns = read.missing.map((c) => importColumnHeader(spec.columns, c, req.locale)).join(', ');
    throw onFile(req, req.t(spec.messages.missingColumns, { columns }));
  }
  if (!read.rows.length) throw onFile(req, req.t(spec.messages.empty));
  if (read.rows.length > IMPORT_MAX_ROWS) throw onFile(req, req.t(spec.messages.tooManyRows, { max: IMPORT_MAX_ROWS }));
  return { rows: read.rows, present: read.present };
}

/** The preview of checked rows: each as read with its errors (plus what `extra` adds), and the counts. */
export function previewOf<R extends ImportRow, X extends object = object>(rows: R[], extra: (row: R) => X = () => ({}) as X) {
  const invalid = rows.filter((r) => Object.keys(r.errors).length > 0).length;
  return { rows: rows.map((r) => ({ line: r.line, data: r.data, errors: r.errors, ...extra(r) })), valid: rows.length - invalid, invalid };
}

/**
 * A commit refused whole: 422 in Laravel's shape for array input ("rows.<line>.<field>"), plus the preview so
 * the screen can show it. Not a declared answer: a schema for 422 would also serialise the error handler's others.
 */
export function refuseImport(reply: FastifyReply, message: string, preview: ReturnType<typeof previewOf>): FastifyReply {
  const errors: FieldErrors = {};
  for (const row of preview.rows) {
    for (const [field, messages] of Object.entries(row.errors)) errors[`rows.${row.line}.${field}`] = messages;
  }
  return reply.status(422).send({ message, errors, ...preview });
}
