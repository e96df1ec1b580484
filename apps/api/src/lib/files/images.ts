import { and, eq, inArray, like } from 'drizzle-orm';
import type { ImageRef, ImageVariant, Rule } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { files, fileVariants } from '../../db/schema.js';

/** The rule an image list's entry breaks: not a stored file (`in`), or a file that is not an image (`mimes`, with the types). */
export type ImageRule = Extract<Rule, 'in' | 'mimes'>;

/**
 * A record's ordered image list (products, realizations) checked against the files library: each entry an
 * existing image file, else `broken(images.{i}.file_id, rule)`. Returns the list with exactly one main: the
 * first marked, else the first.
 */
export async function checkImageList(
  db: DbOrTx, images: ImageRef[], broken: (field: string, rule: ImageRule, ...args: string[]) => void, field = 'images',
): Promise<ImageRef[]> {
  const ids = images.map((i) => i.file_id);
  const found = ids.length ? await db.select({ id: files.id, mime: files.mime }).from(files).where(inArray(files.id, ids)) : [];
  const mimes = new Map(found.map((f) => [f.id, f.mime]));
  images.forEach((image, i) => {
    const mime = mimes.get(image.file_id);
    if (mime === undefined) broken(`${field}.${i}.file_id`, 'in');
    else if (!mime.startsWith('image/')) broken(`${field}.${i}.file_id`, 'mimes', 'jpg/png/gif/webp');
  });
  const main = Math.max(0, images.findIndex((i) => i.main));
  return images.map((image, i) => ({ file_id: image.file_id, main: i === main }));
}

/** Of these file ids, the stored image files (one query). */
export async function imageFileIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const found = await db.select({ id: files.id }).from(files).where(and(inArray(files.id, ids), like(files.mime, 'image/%')));
  return new Set(found.map((f) => f.id));
}

/** Whether `id` is a stored image file (a cover, a section's picture). */
export const isImageFile = async (db: DbOrTx, id: number): Promise<boolean> => (await imageFileIds(db, [id])).has(id);

/** The storage key of a file's rendition, when it has that one (the private and the public download). */
export async function findVariant(db: DbOrTx, id: number, kind: ImageVariant): Promise<{ storageKey: string } | null> {
  const [row] = await db.select({ storageKey: fileVariants.storageKey }).from(fileVariants)
    .where(and(eq(fileVariants.fileId, id), eq(fileVariants.kind, kind))).limit(1);
  return row ?? null;
}
