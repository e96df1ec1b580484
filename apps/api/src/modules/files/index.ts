import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  ADMIN_ROLES, can, deletedRead, FOLDER_MAX, fileContentQuery, fileContentRoute, fileListQuery, fileMediaInput, filesContract, hasRole, idParamSchema, listPageRead,
  RECORD_FILES_ROUTE, type FieldErrors, type FileListQuery, type ImageVariant, type Verb,
} from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { logActivity } from '../../lib/activity.js';
import { contentDisposition, FileStorage, receiveUploads, type UploadIssue } from '../../lib/files/index.js';
import { ApiError, forbidden, notFound } from '../../lib/http-errors.js';
import { authorizeNotable } from '../../lib/notable/index.js';
import { adminRuleMessage } from '../settings/labels.js';
import { fileOptionsRoute } from './options.js';
import { mediaRoutes } from './media.js';
import { deleteFile, fileLog, filesByIds, findFileRow, insertFile, insertVariants, listFiles, type FileRow } from './repository.js';
import { findVariant } from '../../lib/files/images.js';
import { fileUsages } from './usages.js';
import { pageEnvelope } from '../../lib/crud/envelope.js';

const { path, itemRoute, read, labels } = filesContract;
const recordParams = z.object({ type: z.string().max(64), id: z.string().max(64) });
type RecordParams = z.infer<typeof recordParams>;
/** An upload's answer: every stored file and the success message. */
const uploaded = z.object({ data: z.array(read), message: z.string() });
/** Shown in the browser (images, PDFs); everything else is downloaded. */
const isInline = (mime: string) => mime.startsWith('image/') || mime === 'application/pdf';
/** A rendition's download name: `lato.jpg` → `lato-thumbnail.webp`. */
const webpName = (name: string, variant: ImageVariant) => `${name.replace(/\.[^.]+$/, '')}-${variant}.webp`;

/**
 * Files: the media library (/administrator/pliki, subject Tresci__media) and files attached to notable records
 * (the record's subject, like notes). Bytes live under config.filesDir by random key; the name a user
 * gave is metadata only. Downloads are sandboxed so an uploaded file can never run as our page.
 */
export default async function fileRoutes(app: FastifyInstance) {
  const storage = new FileStorage(app.config.filesDir);
  // Oversized files are reported per field (receiveUploads reads `truncated`), not thrown mid-request.
  await app.register(multipart, { throwFileSizeLimit: false });
  app.addHook('onReady', async () => {
    storage.sweepTmp().catch((err: unknown) => app.log.warn({ err }, 'sweeping temporary uploads failed'));
  });

  /**
   * A record's files: its params (a malformed one names no record: 404, not 422) and the caller's verb on it,
   * checked in preValidation so a caller without access gets its 403/404 before any 422 of the query.
   */
  const onRecord = (verb: Verb) => async (req: FastifyRequest) => {
    const params = recordParams.safeParse(req.params);
    if (!params.success) throw notFound();
    await authorizeNotable(app.db, req, params.data.type, params.data.id, verb);
  };

  const uploadError = (req: FastifyRequest, issues: UploadIssue[]) => {
    const errors: FieldErrors = {};
    for (const i of issues) (errors[i.field] ??= []).push(adminRuleMessage(req, i.field, i.rule, i.args, i.label));
    return new ApiError(422, Object.values(errors)[0]![0]!, {}, errors);
  };

  /** Moved into place before the commit; if the commit fails, the caller takes the bytes back out. */
  const place = async (tmp: string, placed: string[]) => {
    const key = FileStorage.newKey();
    await storage.place(tmp, key);
    placed.push(key);
    return key;
  };

  /**
   * Receives, checks and records an upload: all files or none, rows and bytes (an image's renditions too) alike.
   * A library upload may name the folder its files go into (the multipart field `folder`, before the files).
   */
  const store = async (req: FastifyRequest, attach: { type: string; id: string } | null) => {
    const received = await receiveUploads(req, storage, app.config.maxUploadMb);
    if (!received.ok) throw uploadError(req, received.issues);
    const rendered = received.files.flatMap((f) => f.image?.variants ?? []);
    const placed: string[] = [];
    try {
      const folder = attach ? undefined : fileMediaInput.safeParse({ folder: received.fields.folder ?? '' });
      if (folder && !folder.success) throw uploadError(req, [{ field: 'folder', rule: 'max', args: [FOLDER_MAX] }]);
      const ids = await app.db.transaction(async (tx) => {
        const out: number[] = [];
        for (const file of received.files) {
          const row = await insertFile(tx, {
            originalName: file.name, storageKey: await place(file.tmp, placed), mime: file.mime, size: file.size,
            width: file.image?.width ?? null, height: file.image?.height ?? null, folder: folder?.data.folder ?? '',
            attachableType: attach?.type ?? null, attachableId: attach?.id ?? null, uploadedBy: req.user!.id,
          });
          const variants = [];
          for (const v of file.image?.variants ?? []) {
            variants.push({ fileId: row.id, kind: v.kind, storageKey: await place(v.tmp, placed), width: v.width, height: v.height, size: v.size });
          }
          await insertVariants(tx, variants);
          await logActivity(tx, req, { action: 'create', subjectType: filesContract.name, subjectId: row.id, after: fileLog(row) });
          out.push(row.id);
        }
        return out;
      });
      const data = await filesByIds(app.db, ids);
      return { data, message: req.t('admin.files.uploaded', { count: data.length }) };
    } catch (err) {
      await Promise.all(placed.map((key) => storage.remove(key)));
      throw err;
    } finally {
      await Promise.all([...received.files.map((f) => storage.removeTmp(f.tmp)), ...rendered.map((v) => storage.removeTmp(v.tmp))]);
    }
  };

  /** A library file needs the verb on the media subject; an attached one the verb on its record, which must be visible. */
  const authorizeFile = async (db: DbOrTx, req: FastifyRequest, row: FileRow, verb: Verb) => {
    if (row.attachableType !== null) {
      await authorizeNotable(db, req, row.attachableType, row.attachableId ?? '', verb);
    } else if (!can(req.user?.permissions, verb, filesContract.permission)) {
      throw forbidden();
    }
  };

  const page = { querystring: fileListQuery, response: { 200: listPageRead(read) } };
  // Uploads are multipart: receiveUploads reads and checks the stream file by file (its own 422s), so no body schema.
  const upload = { response: { 201: uploaded } };

  app.get(path, { config: { permission: filesContract.permission, labels }, schema: page }, async (req) => {
    const q = req.query as FileListQuery;
    const { rows, total } = await listFiles(app.db, q);
    return pageEnvelope(rows, total, q);
  });

  fileOptionsRoute(app);

  app.post(path, { config: { permission: filesContract.permission, verb: 'dodawanie' }, schema: upload }, async (req, reply) =>
    reply.status(201).send(await store(req, null)));

  app.get(RECORD_FILES_ROUTE, {
    config: { labels }, preValidation: onRecord('listowanie'), schema: { params: recordParams, ...page },
  }, async (req) => {
    const { type, id } = req.params as RecordParams;
    const q = req.query as FileListQuery;
    const { rows, total } = await listFiles(app.db, { ...q, attachable_type: type, attachable_id: id, attached: undefined });
    return pageEnvelope(rows, total, q);
  });

  app.post(RECORD_FILES_ROUTE, { preValidation: onRecord('edycja'), schema: { params: recordParams, ...upload } }, async (req, reply) => {
    const { type, id } = req.params as RecordParams;
    return reply.status(201).send(await store(req, { type, id }));
  });

  // The bytes themselves, streamed with our own headers: no response schema to serialise them through.
  // An image's rendition when asked for one it has (`?variant=thumbnail`), else the original.
  app.get(fileContentRoute, { config: { labels }, schema: { params: idParamSchema, querystring: fileContentQuery } }, async (req, reply) => {
    const { id } = req.params as { id: number };
    const { variant } = req.query as { variant?: ImageVariant };
    const row = await findFileRow(app.db, id);
    if (!row) throw notFound();
    await authorizeFile(app.db, req, row, 'listowanie');
    const rendition = variant ? await findVariant(app.db, id, variant) : null;
    const key = rendition?.storageKey ?? row.storageKey;
    const mime = rendition ? 'image/webp' : row.mime;
    const size = await storage.sizeOf(key);
    if (size === null) throw new ApiError(404, 'admin.files.missing');
    // Our stored type (never the uploader's claim); text was checked to be UTF-8 on upload.
    return reply
      .header('content-type', mime.startsWith('text/') ? `${mime}; charset=utf-8` : mime)
      .header('content-length', size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "sandbox; default-src 'none'")
      .header('content-disposition', contentDisposition(isInline(mime) ? 'inline' : 'attachment', rendition ? webpName(row.originalName, variant!) : row.originalName))
      .header('cache-control', 'private, no-cache')
      .send(fs.createReadStream(storage.pathOf(key)));
  });

  mediaRoutes(app, authorizeFile);

  app.delete(itemRoute, { config: { labels }, schema: { params: idParamSchema, response: { 200: deletedRead } } }, async (req) => {
    const { id } = req.params as { id: number };
    const row = await app.db.transaction(async (tx) => {
      const found = await findFileRow(tx, id, true);
      if (!found) throw notFound();
      if (found.attachableType !== null) {
        await authorizeFile(tx, req, found, 'edycja');
        if (found.uploadedBy !== req.user!.id && !hasRole(req.user!.roles, ADMIN_ROLES)) throw new ApiError(403, 'admin.files.notUploader');
      } else {
        await authorizeFile(tx, req, found, 'usuwanie');
      }
      // A library image some record shows: refused, naming where it is used (a page section has no key to refuse it).
      const used = found.attachableType === null ? await fileUsages(tx, found.id) : [];
      if (used.length) {
        const list = used.map((u) => `${req.t(`admin.files.usedBy.${u.kind}`)} „${u.name}”`).join(', ');
        throw new ApiError(422, 'admin.files.inUse', { list });
      }
      const variantKeys = await deleteFile(tx, found.id);
      await logActivity(tx, req, { action: 'delete', subjectType: filesContract.name, subjectId: found.id, before: fileLog(found) });
      return { ...found, keys: [found.storageKey, ...variantKeys] };
    });
    // After the commit: a rolled-back delete must not lose the bytes.
    await Promise.all(row.keys.map((key) => storage.remove(key)))
      .catch((err: unknown) => req.log.warn({ err, id: row.id }, 'removing stored file failed'));
    return { id: row.id, message: req.t('admin.files.deleted') };
  });
}
