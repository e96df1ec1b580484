import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { files, fileVariants } from '../../db/schema.js';
import { FileStorage } from './storage.js';
import { discardRendered, renderVariants } from './variants.js';

const RASTER = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/**
 * Makes and records the WebP renditions of an image already in the library (the demo seed; files stored before
 * renditions existed). Bytes are placed before the rows are written and removed again if the write fails or
 * another process recorded them first. False when the image does not decode.
 */
export async function storeRenditions(db: DbOrTx, storage: FileStorage, fileId: number, key: string): Promise<boolean> {
  const rendered = await renderVariants(storage, storage.pathOf(key));
  if (!rendered.ok) return false;
  const placed: string[] = [];
  try {
    const rows = [];
    for (const v of rendered.variants) {
      const storageKey = FileStorage.newKey();
      await storage.place(v.tmp, storageKey);
      placed.push(storageKey);
      rows.push({ fileId, kind: v.kind, storageKey, width: v.width, height: v.height, size: v.size });
    }
    const written = await db.insert(fileVariants).values(rows).onConflictDoNothing().returning({ key: fileVariants.storageKey });
    const kept = new Set(written.map((w) => w.key));
    await Promise.all(placed.filter((k) => !kept.has(k)).map((k) => storage.remove(k)));
    await db.update(files).set({ width: rendered.width, height: rendered.height }).where(and(eq(files.id, fileId), isNull(files.width)));
    return true;
  } catch (err) {
    await Promise.all(placed.map((k) => storage.remove(k)));
    throw err;
  } finally {
    await discardRendered(storage, rendered.variants);
  }
}

/**
 * After a start: renders the images that have no renditions yet (a database from before them), one at a time so
 * the server stays responsive. Several instances may run it at once: each image is claimed with SKIP LOCKED.
 * An image that fails to decode is left as it is (its original is served) and not tried again in this run.
 */
export async function backfillRenditions(db: Db, storage: FileStorage, warn: (err: unknown, id: number) => void): Promise<number> {
  const failed: number[] = [];
  let done = 0;
  for (;;) {
    const next = await db.transaction(async (tx) => {
      const [row] = await tx.select({ id: files.id, key: files.storageKey }).from(files)
        .where(and(
          inArray(files.mime, RASTER),
          sql`not exists (select 1 from ${fileVariants} v where v.file_id = ${files.id})`,
          failed.length ? notInArray(files.id, failed) : undefined,
        ))
        .orderBy(asc(files.id)).limit(1).for('update', { skipLocked: true });
      if (!row) return null;
      const ok = await storeRenditions(tx, storage, row.id, row.key).catch((err: unknown) => {
        warn(err, row.id);
        return false;
      });
      return { id: row.id, ok };
    });
    if (!next) return done;
    if (next.ok) done += 1;
    else failed.push(next.id);
  }
}
