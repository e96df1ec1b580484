import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { fileContentPath, type FileListQuery, type StoredFile } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { files, users } from '../../db/schema.js';
import { searchWhere } from '../../lib/crud/repository.js';
import { escapeLike, personName } from '../../lib/sql.js';

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;

const SORT = { id: files.id, name: files.originalName, size: files.size, created_at: files.createdAt } as const;

function selectFiles(db: DbOrTx) {
  return db
    .select({
      id: files.id,
      name: files.originalName,
      mime: files.mime,
      size: files.size,
      attachableType: files.attachableType,
      attachableId: files.attachableId,
      uploaderId: users.id,
      uploaderName: personName(users),
      createdAt: files.createdAt,
    })
    .from(files)
    .leftJoin(users, eq(users.id, files.uploadedBy));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectFiles>['execute']>>[number];

const serialize = (r: Selected): StoredFile => ({
  id: Number(r.id),
  name: r.name,
  mime: r.mime,
  size: r.size,
  url: fileContentPath(Number(r.id)),
  attachable_type: r.attachableType,
  attachable_id: r.attachableId,
  uploaded_by: r.uploaderId === null ? null : { id: r.uploaderId, name: r.uploaderName },
  created_at: r.createdAt.toISOString(),
});

/** `image` → every image/*, `application/pdf` → exactly that type. */
export const mimeWhere = (mime: string | undefined): SQL | undefined =>
  (mime ? (mime.includes('/') ? eq(files.mime, mime) : ilike(files.mime, `${escapeLike(mime)}/%`)) : undefined);

function whereOf(q: FileListQuery): SQL | undefined {
  return and(
    searchWhere([files.originalName], q.search),
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
  return { rows: rows.map(serialize), total: total?.n ?? 0 };
}

export async function filesByIds(db: DbOrTx, ids: number[]): Promise<StoredFile[]> {
  if (!ids.length) return [];
  const rows = await selectFiles(db).where(inArray(files.id, ids)).orderBy(asc(files.id));
  return rows.map(serialize);
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

export async function deleteFile(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(files).where(eq(files.id, id));
}

/** What the activity log keeps of a file (never its storage key). */
export const fileLog = (f: FileRow) => ({
  id: f.id, name: f.originalName, mime: f.mime, size: f.size, attachable_type: f.attachableType, attachable_id: f.attachableId,
});
