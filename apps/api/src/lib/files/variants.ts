import { IMAGE_VARIANT_NAMES, IMAGE_VARIANTS, MAX_IMAGE_MEGAPIXELS, type ImageVariant, type Rule } from '@harmony/shared';
import { loadSharp } from './heavy-libraries.js';
import type { FileStorage } from './storage.js';

/** The images sharp reads here; anything else in the library keeps only its bytes. */
const RASTER = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
export const hasVariants = (mime: string) => RASTER.has(mime);

/** One WebP rendition, waiting in the temporary directory to be placed under its own key. */
export interface RenderedVariant {
  kind: ImageVariant;
  tmp: string;
  width: number;
  height: number;
  size: number;
}

/** An image's size as shown and its renditions (none when only probed), or why it is refused. */
export type Rendered =
  | { ok: true; width: number; height: number; variants: RenderedVariant[] }
  | { ok: false; rule: Extract<Rule, 'file_content' | 'image_pixels'>; args: (string | number)[] };

const LIMIT = MAX_IMAGE_MEGAPIXELS * 1_000_000;

/**
 * An image's size as shown (after its EXIF orientation), read from its header: one sharp cannot read is refused
 * as `file_content`, one larger than MAX_IMAGE_MEGAPIXELS as `image_pixels` — before any pixel is decoded, so a
 * decompression bomb costs nothing.
 */
export async function probeImage(source: string): Promise<Rendered> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(source, { limitInputPixels: false }).metadata();
    if (meta.width * meta.height > LIMIT) return { ok: false, rule: 'image_pixels', args: [MAX_IMAGE_MEGAPIXELS] };
    return { ok: true, ...meta.autoOrient, variants: [] };
  } catch {
    return { ok: false, rule: 'file_content', args: [] };
  }
}

/**
 * The image's WebP renditions, each fitted inside IMAGE_VARIANTS' square and never enlarged; EXIF (a phone's GPS
 * position too) is not carried over; an animated GIF or WebP gives its first frame. Pixels that fail to decode
 * refuse the file as `file_content`; on refusal or error no temporary file is left.
 */
export async function renderVariants(storage: FileStorage, source: string): Promise<Rendered> {
  const probed = await probeImage(source);
  if (!probed.ok) return probed;
  const sharp = await loadSharp();
  const made: RenderedVariant[] = [];
  try {
    for (const kind of IMAGE_VARIANT_NAMES) {
      const tmp = await storage.tmpPath();
      const variant: RenderedVariant = { kind, tmp, width: 0, height: 0, size: 0 };
      made.push(variant);
      const box = IMAGE_VARIANTS[kind];
      const info = await sharp(source, { limitInputPixels: LIMIT, autoOrient: true })
        .resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: kind === 'thumbnail' ? 75 : 82 })
        .toFile(tmp);
      Object.assign(variant, { width: info.width, height: info.height, size: info.size });
    }
    return { ...probed, variants: made };
  } catch {
    await discardRendered(storage, made);
    return { ok: false, rule: 'file_content', args: [] };
  }
}

/** Removes rendered temporaries that were not placed (a failed transaction). */
export async function discardRendered(storage: FileStorage, variants: readonly RenderedVariant[]): Promise<void> {
  await Promise.all(variants.map((v) => storage.removeTmp(v.tmp)));
}
