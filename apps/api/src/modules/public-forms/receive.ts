import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { FILE_MIME_BY_EXTENSION, type FileExtension } from '@harmony/shared';
import { contentMatches, extensionOf, sanitizeFileName, type FileStorage } from '../../lib/files/index.js';
import type { UrlEncodedFields } from '../../lib/form-bodies.js';
import { ApiError } from '../../lib/http-errors.js';

/** A file a visitor sent, waiting in the temporary directory; `problem` when its bytes are not what its name says. */
export interface SentFile {
  field: string;
  tmp: string;
  name: string;
  ext: string;
  mime: string;
  size: number;
  problem: 'file_size' | 'file_content' | null;
}

export interface Submission {
  values: Record<string, string | string[]>;
  files: SentFile[];
}

const FILES_MAX = 10;
const FIELDS_MAX = 200;
const FIELD_BYTES = 64 * 1024;

/** The URL-encoded bodies of this plugin's routes: an HTML form's text fields, percent-encoded. */
export const URL_ENCODED_BYTES = 1024 * 1024;

const isUrlEncoded = (req: FastifyRequest) => String(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

/** A repeated name (checkboxes, `a[]`) becomes a list. */
function add(values: Submission['values'], name: string, value: string) {
  const key = name.replace(/\[\]$/, '');
  const had = values[key];
  values[key] = had === undefined ? (name.endsWith('[]') ? [value] : value) : [...(Array.isArray(had) ? had : [had]), value];
}

/**
 * A submission's values and files: a JSON object (a website posting from its server), URL-encoded fields (the embed
 * script with no file chosen, or a plain HTML form) or multipart form data (the embed script with files, which travel
 * by their field's key). Files go to temporary files, checked for size and for bytes
 * that match their extension; the caller keeps or removes them (`discard`). A broken body is a 400.
 */
export async function receiveSubmission(req: FastifyRequest, storage: FileStorage, maxUploadMb: number): Promise<Submission> {
  if (isUrlEncoded(req)) {
    // The embed script's answer with no file chosen: the fields as multipart's would be (a list by `[]` or repeat).
    const values: Submission['values'] = {};
    const pairs = Object.entries((req.body ?? {}) as UrlEncodedFields).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => [k, x] as const));
    for (const [k, v] of pairs.slice(0, FIELDS_MAX)) add(values, k, v);
    return { values, files: [] };
  }
  if (!req.isMultipart()) {
    const body = req.body;
    const values: Submission['values'] = {};
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
        if (Array.isArray(v)) values[k] = v.filter((x) => typeof x !== 'object').map(String);
        else if (v !== null && typeof v !== 'object') values[k] = String(v);
      }
    }
    return { values, files: [] };
  }
  const out: Submission = { values: {}, files: [] };
  try {
    const parts = req.parts({
      limits: { fileSize: Math.floor(maxUploadMb * 1024 * 1024), files: FILES_MAX, fields: FIELDS_MAX, fieldSize: FIELD_BYTES },
    });
    for await (const part of parts) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') add(out.values, part.fieldname, part.value);
        continue;
      }
      if (!part.filename) {
        // An empty file input still sends a part: no file chosen.
        part.file.resume();
        continue;
      }
      const name = sanitizeFileName(part.filename);
      const ext = extensionOf(name);
      const tmp = await storage.tmpPath();
      const file: SentFile = { field: part.fieldname.replace(/\[\]$/, ''), tmp, name, ext, mime: 'application/octet-stream', size: 0, problem: null };
      out.files.push(file);
      await pipeline(part.file, fs.createWriteStream(tmp, { flags: 'wx' }));
      file.size = (await fs.promises.stat(tmp)).size;
      const known = ext in FILE_MIME_BY_EXTENSION;
      if (known) file.mime = FILE_MIME_BY_EXTENSION[ext as FileExtension];
      if (part.file.truncated) file.problem = 'file_size';
      else if (known && !(await contentMatches(tmp, ext as FileExtension))) file.problem = 'file_content';
    }
    return out;
  } catch (err) {
    await discard(storage, out.files);
    const e = err as { statusCode?: number; code?: string; message?: string };
    if (e?.statusCode && e.statusCode < 500) throw new ApiError(e.statusCode === 413 ? 413 : 400, 'errors.validation');
    if (e?.code?.startsWith('FST_') || /unexpected end|malformed|terminated early|multipart/i.test(e?.message ?? '')) throw new ApiError(400, 'errors.validation');
    throw err;
  }
}

export const discard = (storage: FileStorage, files: readonly SentFile[]) => Promise.all(files.map((f) => storage.removeTmp(f.tmp)));
