import { and, inArray, isNull, like } from 'drizzle-orm';
import { IMAGE_VARIANT_NAMES, publicMediaPath, type ImageVariant, type PublicImage } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { files, fileVariants } from '../../db/schema.js';

/**
 * The library images behind these ids as a website gets them (PublicImage), by id: two queries for a whole
 * answer. Ids that are no library image (gone, attached to a record) are left out, as the media route refuses them.
 */
export async function publicImages(db: DbOrTx, ids: readonly (number | null | undefined)[]): Promise<Map<number, PublicImage>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  const found = new Map<number, PublicImage>();
  if (!wanted.length) return found;
  const [rows, variants] = await Promise.all([
    db.select({ id: files.id, width: files.width, height: files.height, altPl: files.altPl, altEn: files.altEn, focalX: files.focalX, focalY: files.focalY })
      .from(files).where(and(inArray(files.id, wanted), like(files.mime, 'image/%'), isNull(files.attachableType))),
    db.select({ fileId: fileVariants.fileId, kind: fileVariants.kind, width: fileVariants.width }).from(fileVariants)
      .where(inArray(fileVariants.fileId, wanted)),
  ]);
  const widths = new Map<number, Map<ImageVariant, number>>();
  for (const v of variants) widths.set(v.fileId, (widths.get(v.fileId) ?? new Map()).set(v.kind as ImageVariant, v.width));
  for (const r of rows) {
    const own = widths.get(r.id) ?? new Map<ImageVariant, number>();
    // One candidate per width: a small image's renditions may all be as wide as the image.
    const seen = new Set<number>();
    const srcset = IMAGE_VARIANT_NAMES.filter((kind) => own.has(kind) && !seen.has(own.get(kind)!) && seen.add(own.get(kind)!))
      .map((kind) => `${publicMediaPath(r.id, kind)} ${own.get(kind)}w`).join(', ');
    found.set(r.id, {
      url: publicMediaPath(r.id), width: r.width, height: r.height, alt_pl: r.altPl, alt_en: r.altEn, focal_x: r.focalX, focal_y: r.focalY, srcset,
    });
  }
  return found;
}
