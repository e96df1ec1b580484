import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { FILE_MIME_BY_EXTENSION, MAX_FILES_PER_UPLOAD, type FileExtension, type Rule } from '@harmony/shared';
import { ApiError } from '../http-errors.js';
import { contentMatches } from './content.js';
import { extensionOf, sanitizeFileName } from './names.js';
import type { FileStorage } from './storage.js';
import { hasVariants, probeImage, renderVariants, type RenderedVariant } from './variants.js';

/** An accepted upload, waiting in the temporary directory to be recorded and moved into place. */
export interface ReceivedFile {
  tmp: string;
  name: string;
  mime: string;
  size: number;
  /** An image's size in pixels and its WebP renditions (temporary files too). */
  image?: { width: number; height: number; variants: RenderedVariant[] };
}

/** Why one field was refused: `files.N` breaking a shared rule; `label` is the file's name when known. */
export interface UploadIssue {
  field: string;
  rule: Rule;
  args: (string | number)[];
  label?: string;
}

/** The accepted files and the text fields that came with them (at most 1 KB each), or why not. */
export type Received = { ok: true; files: ReceivedFile[]; fields: Record<string, string> } | { ok: false; issues: UploadIssue[] };

const FIELD = /^files(?:\[(\d{1,3})\])?$/;

/** A broken or cut-off multipart body is the client's fault: 400 (or the parser's 413), not a server error. */
function malformed(err: unknown): ApiError | null {
  const e = err as { code?: string; statusCode?: number; message?: string };
  if (e?.code?.startsWith('FST_') && e.statusCode && e.statusCode < 500) return new ApiError(e.statusCode, 'errors.validation');
  if (/unexpected end of (form|multipart)|malformed|terminated early|multipart/i.test(e?.message ?? '')) return new ApiError(400, 'errors.validation');
  return null;
}

const drain = async (part: MultipartFile) => {
  part.file.resume();
  await new Promise<void>((resolve) => {
    if (part.file.readableEnded) resolve();
    else part.file.once('end', resolve).once('close', resolve);
  });
};

/**
 * Reads the multipart fields files[0..n] into temporary files and checks each one: allowed extension,
 * size, and content matching the extension; an image must also decode, within MAX_IMAGE_MEGAPIXELS, and gets
 * its WebP renditions (variants.ts). Every file is checked (so the form can mark all bad ones); if any is
 * refused, nothing is kept. Text fields are returned as they came; other file fields are ignored.
 */
export async function receiveUploads(req: FastifyRequest, storage: FileStorage, maxUploadMb: number): Promise<Received> {
  if (!req.isMultipart()) return { ok: false, issues: [{ field: 'files', rule: 'required', args: [] }] };
  const accepted: ReceivedFile[] = [];
  const issues: UploadIssue[] = [];
  const temps: string[] = [];
  const allowed = Object.keys(FILE_MIME_BY_EXTENSION);
  const fields: Record<string, string> = {};
  let count = 0;
  try {
    const parts = req.parts({
      limits: { fileSize: Math.floor(maxUploadMb * 1024 * 1024), files: MAX_FILES_PER_UPLOAD + 1, fields: 20, parts: MAX_FILES_PER_UPLOAD + 21, fieldSize: 1024 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const match = FIELD.exec(part.fieldname);
      if (!match) {
        await drain(part);
        continue;
      }
      count++;
      if (count > MAX_FILES_PER_UPLOAD) {
        await drain(part);
        return { ok: false, issues: [{ field: 'files', rule: 'array', args: [1, MAX_FILES_PER_UPLOAD] }] };
      }
      const field = `files.${match[1] ?? count - 1}`;
      const name = sanitizeFileName(part.filename);
      const ext = extensionOf(name);
      if (!allowed.includes(ext)) {
        issues.push({ field, rule: 'mimes', args: [allowed.join('/')], label: name });
        await drain(part);
        continue;
      }
      const tmp = await storage.tmpPath();
      temps.push(tmp);
      await pipeline(part.file, fs.createWriteStream(tmp, { flags: 'wx' }));
      const size = (await fs.promises.stat(tmp)).size;
      if (part.file.truncated) issues.push({ field, rule: 'file_size', args: [maxUploadMb], label: name });
      else if (size === 0) issues.push({ field, rule: 'required', args: [], label: name });
      else if (!(await contentMatches(tmp, ext as FileExtension))) issues.push({ field, rule: 'file_content', args: [], label: name });
      else {
        const mime = FILE_MIME_BY_EXTENSION[ext as FileExtension];
        // Once a file is refused the upload keeps nothing: the later images are only checked, not rendered.
        const image = !hasVariants(mime) ? null : issues.length ? await probeImage(tmp) : await renderVariants(storage, tmp);
        if (image && !image.ok) issues.push({ field, rule: image.rule, args: image.args, label: name });
        else {
          temps.push(...(image?.variants.map((v) => v.tmp) ?? []));
          accepted.push({ tmp, name, mime, size, ...(image && { image: { width: image.width, height: image.height, variants: image.variants } }) });
        }
      }
    }
    if (!count) return { ok: false, issues: [{ field: 'files', rule: 'required', args: [] }] };
    if (issues.length) return { ok: false, issues };
    temps.length = 0;
    return { ok: true, files: accepted, fields };
  } catch (err) {
    throw malformed(err) ?? err;
  } finally {
    // Refused or failed: no temporary file survives. Accepted ones are the caller's to place or remove.
    await Promise.all(temps.map((t) => storage.removeTmp(t)));
  }
}
