import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  fileFolderRead, fileFoldersPath, fileMediaInput, filesContract, fileUsageRead, fileUsagesRoute, idParamSchema, type FileMediaInput, type Verb,
} from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { files } from '../../db/schema.js';
import { logActivity } from '../../lib/activity.js';
import { notFound } from '../../lib/http-errors.js';
import { fileLog, filesByIds, findFileRow, listFolders, type FileRow } from './repository.js';
import { fileUsages } from './usages.js';

const { itemRoute, read, labels, permission } = filesContract;

/** Who may do `verb` to a stored file: the record's verb for an attached file, the subject's for the library's. */
export type AuthorizeFile = (db: DbOrTx, req: FastifyRequest, row: FileRow, verb: Verb) => Promise<void>;

/** A row's columns from the checked body: what was left out stays as it is. */
function changes(body: FileMediaInput): Partial<typeof files.$inferInsert> {
  return {
    ...(body.alt_pl !== undefined && { altPl: body.alt_pl }),
    ...(body.alt_en !== undefined && { altEn: body.alt_en }),
    ...(body.focal_x !== undefined && { focalX: body.focal_x, focalY: body.focal_y ?? null }),
    ...(body.folder !== undefined && { folder: body.folder }),
    ...(body.tags !== undefined && { tags: body.tags }),
  };
}

/**
 * The media library's own routes beside upload and download (index.ts): one file with its renditions, its
 * alt texts, focal point, folder and tags changed (PUT), the records that show it, and the library's folders.
 */
export function mediaRoutes(app: FastifyInstance, authorizeFile: AuthorizeFile): void {
  const oneFile = async (db: DbOrTx, id: number) => (await filesByIds(db, [id]))[0]!;

  app.get(itemRoute, { config: { labels }, schema: { params: idParamSchema, response: { 200: read } } }, async (req) => {
    const { id } = req.params as { id: number };
    const row = await findFileRow(app.db, id);
    if (!row) throw notFound();
    await authorizeFile(app.db, req, row, 'listowanie');
    return oneFile(app.db, id);
  });

  app.put(itemRoute, {
    config: { labels },
    schema: { params: idParamSchema, body: fileMediaInput, response: { 200: z.object({ message: z.string(), data: read }) } },
  }, async (req) => {
    const { id } = req.params as { id: number };
    const data = await app.db.transaction(async (tx) => {
      const before = await findFileRow(tx, id, true);
      if (!before) throw notFound();
      await authorizeFile(tx, req, before, 'edycja');
      const [after] = await tx.update(files).set({ ...changes(req.body as FileMediaInput), updatedAt: new Date() }).where(eq(files.id, id)).returning();
      await logActivity(tx, req, { action: 'update', subjectType: filesContract.name, subjectId: id, before: fileLog(before), after: fileLog(after!) });
      return oneFile(tx, id);
    });
    return { message: req.t('admin.files.updated'), data };
  });

  app.get(fileUsagesRoute, {
    config: { labels }, schema: { params: idParamSchema, response: { 200: z.object({ data: z.array(fileUsageRead) }) } },
  }, async (req) => {
    const { id } = req.params as { id: number };
    const row = await findFileRow(app.db, id);
    if (!row) throw notFound();
    await authorizeFile(app.db, req, row, 'listowanie');
    return { data: row.attachableType === null ? await fileUsages(app.db, id) : [] };
  });

  app.get(fileFoldersPath, { config: { permission, labels }, schema: { response: { 200: z.object({ data: z.array(fileFolderRead) }) } } }, async () =>
    ({ data: await listFolders(app.db) }));
}
