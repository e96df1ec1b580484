import { and, arrayContains, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, type SQL } from 'drizzle-orm';
import { fileContentPath, type FileFolder, type FileListQuery, type ImageVariant, type StoredFile } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { files, fileVariants, users } from '../../db/schema.js';
import { searchWhere } from '../../lib/crud/repository.js';
import { escapeLike, personName } from '../../lib/sql.js';

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;
export type NewVariant = typeof fileVariants.$inferInsert;
type Variants = StoredFile['variants'];

const SORT = { id: files.id, name: files.originalName, size: files.size, created_at: files.createdAt } as const;

function selectFiles(db: DbOrTx) {
  return db
    .select({
      id: files.id,
      name: files.originalName,
      mime: files.mime,
      size: files.size,
      width: files.width,
      height: files.height,
      altPl: files.altPl,
      altEn: files.altEn,
      focalX: files.focalX,
      focalY: files.focalY,
      folder: files.folder,
      tags: files.tags,
      attachableType: files.attachableType,
      attachableId: files.attachableId,
      uploaderId: users.id,
      uploaderName: personName(users),
      createdAt: files.createdAt,
      updatedAt: files.updatedAt,
    })
    .from(files)
    .leftJoin(users, eq(users.id, files.uploadedBy));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectFiles>['execute']>>[number];

const serialize = (r: Selected, variants: Variants = {}): StoredFile => ({
  id: Number(r.id),
  name: r.name,
  mime: r.mime,
  size: r.size,
  url: fileContentPath(Number(r.id)),
  width: r.width,
  height: r.height,
  variants,
  alt_pl: r.altPl,
  alt_en: r.altEn,
  focal_x: r.focalX,
  focal_y: r.focalY,
  folder: r.folder,
  tags: r.tags,
  attachable_type: r.attachableType,
  attachable_id: r.attachableId,
  uploaded_by: r.uploaderId === null ? null : { id: r.uploaderId, name: r.uploaderName },
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** The renditions of these files by file id (one query for a whole page). */
async function variantsOf(db: DbOrTx, ids: number[]): Promise<Map<number, Variants>> {
  const byFile = new Map<number, Variants>();
  if (!ids.length) return byFile;
  const rows = await db.select().from(fileVariants).where(inArray(fileVariants.fileId, ids));
  for (const v of rows) {
    const own = byFile.get(v.fileId) ?? {};
    own[v.kind as ImageVariant] = { url: fileContentPath(v.fileId, v.kind as ImageVariant), width: v.width, height: v.height, size: v.size };
    byFile.set(v.fileId, own);
  }
  return byFile;
}

const withVariants = async (db: DbOrTx, rows: Selected[]): Promise<StoredFile[]> => {
  const variants = await variantsOf(db, rows.map((r) => Number(r.id)));
  return rows.map((r) => serialize(r, variants.get(Number(r.id))));
};

/** `image` → every image/*, `application/pdf` → exactly that type. */
export const mimeWhere = (mime: string | undefined): SQL | undefined =>
  (mime ? (mime.includes('/') ? eq(files.mime, mime) : ilike(files.mime, `${escapeLike(mime)}/%`)) : undefined);

function whereOf(q: FileListQuery): SQL | undefined {
  return and(
    searchWhere([files.originalName, files.altPl, files.altEn], q.search),
    q.folder ? eq(files.folder, q.folder) : undefined,
    q.tag ? arrayContains(files.tags, [q.tag]) : undefined,
    q.attachable_type ? eq(files.attachableType, q.attachable_type) : undefined,
    q.attachable_id ? eq(files.attachableId, q.attachable_id) : undefined,
    mimeWhere(q.mime),
    q.attached === '1' ? isNotNull(files.attachableType) : q.attached === '0' ? isNull(files.attachableType) : undefined,
  );
}

/** A page of files with their uploaders' names joined in (one query, no N+1). */
export async function listFiles(db: DbOrTx, q: FileListQuery) {
  const where = whereOf(q);
  const dir = q.order === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    selectFiles(db).where(where).orderBy(dir(SORT[q.sort]), dir(files.id)).limit(q.per_page).offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(files).where(where),
  ]);
  return { rows: await withVariants(db, rows), total: total?.n ?? 0 };
}

export async function filesByIds(db: DbOrTx, ids: number[]): Promise<StoredFile[]> {
  if (!ids.length) return [];
  const rows = await selectFiles(db).where(inArray(files.id, ids)).orderBy(asc(files.id));
  return withVariants(db, rows);
}

export async function findFileRow(db: DbOrTx, id: number, lock = false): Promise<FileRow | null> {
  const query = db.select().from(files).where(eq(files.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertFile(tx: DbOrTx, values: NewFile): Promise<FileRow> {
  const [row] = await tx.insert(files).values(values).returning();
  return row!;
}

/** Deletes the file's row (its variants' rows go with it) and returns the storage keys of its variants. */
export async function deleteFile(tx: DbOrTx, id: number): Promise<string[]> {
  const variants = await tx.select({ key: fileVariants.storageKey }).from(fileVariants).where(eq(fileVariants.fileId, id));
  await tx.delete(files).where(eq(files.id, id));
  return variants.map((v) => v.key);
}

export async function insertVariants(tx: DbOrTx, rows: NewVariant[]): Promise<void> {
  if (rows.length) await tx.insert(fileVariants).values(rows).onConflictDoNothing();
}

/** The library's folders in use (files attached to records have none), by name, with their counts. */
export async function listFolders(db: DbOrTx): Promise<FileFolder[]> {
  return db.select({ name: files.folder, count: count() }).from(files)
    .where(and(isNull(files.attachableType), ne(files.folder, ''))).groupBy(files.folder).orderBy(asc(files.folder));
}

/** What the activity log keeps of a file (never its storage key). */
export const fileLog = (f: FileRow) => ({
  id: f.id, name: f.originalName, mime: f.mime, size: f.size, attachable_type: f.attachableType, attachable_id: f.attachableId,
  alt_pl: f.altPl, alt_en: f.altEn, focal_x: f.focalX, focal_y: f.focalY, folder: f.folder, tags: f.tags,
});
