import fs from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { DbOrTx } from '../../client.js';
import { files } from '../../schema.js';
import { FileStorage } from '../../../lib/files/storage.js';
import { storeRenditions } from '../../../lib/files/renditions.js';

/*
 * The demo shop's product pictures: small PNGs drawn here (a coloured tile with a lighter disc and a band), so the
 * demo shows images without shipping binaries or reaching the internet. Stored in the files library like uploads.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

// zlib.crc32 exists only from Node 22: the table keeps Node 20 working.
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data and its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

type Rgb = readonly [number, number, number];
const lighter = ([r, g, b]: Rgb, by: number): Rgb => [r + (255 - r) * by, g + (255 - g) * by, b + (255 - b) * by].map(Math.round) as unknown as Rgb;

/** A size × size RGB PNG: `base` tile, a lighter disc in the middle and a darker band at the bottom. */
export function demoPicture(base: Rgb, size = 240): Buffer {
  const disc = lighter(base, 0.55);
  const band: Rgb = [base[0] * 0.6, base[1] * 0.6, base[2] * 0.6].map(Math.round) as unknown as Rgb;
  const raw = Buffer.alloc((size * 3 + 1) * size);
  const centre = size / 2;
  const radius = size * 0.3;
  for (let y = 0; y < size; y += 1) {
    const row = y * (size * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < size; x += 1) {
      const inDisc = (x - centre) ** 2 + (y - centre * 0.9) ** 2 < radius ** 2;
      const colour = y > size * 0.82 ? band : inDisc ? disc : base;
      raw.set(colour, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const PALETTE: { name: string; pl: string; en: string; rgb: Rgb }[] = [
  { name: 'czerwony', pl: 'czerwony', en: 'red', rgb: [198, 40, 40] },
  { name: 'granatowy', pl: 'granatowy', en: 'navy', rgb: [21, 101, 192] },
  { name: 'zielony', pl: 'zielony', en: 'green', rgb: [46, 125, 50] },
  { name: 'pomaranczowy', pl: 'pomarańczowy', en: 'orange', rgb: [239, 108, 0] },
  { name: 'fioletowy', pl: 'fioletowy', en: 'purple', rgb: [106, 27, 154] },
  { name: 'turkusowy', pl: 'turkusowy', en: 'turquoise', rgb: [0, 131, 143] },
  { name: 'grafitowy', pl: 'grafitowy', en: 'graphite', rgb: [55, 71, 79] },
  { name: 'bordowy', pl: 'bordowy', en: 'maroon', rgb: [136, 14, 79] },
  { name: 'oliwkowy', pl: 'oliwkowy', en: 'olive', rgb: [130, 119, 23] },
  { name: 'brazowy', pl: 'brązowy', en: 'brown', rgb: [93, 64, 55] },
  { name: 'blekitny', pl: 'błękitny', en: 'sky blue', rgb: [2, 136, 209] },
  { name: 'zloty', pl: 'złoty', en: 'gold', rgb: [245, 177, 53] },
];

/**
 * Writes the demo pictures into the media library (bytes and their WebP renditions under `filesDir`, alt texts,
 * the folder "Sklep/Produkty"); their file ids, in palette order.
 */
export async function seedDemoImages(db: DbOrTx, filesDir: string, uploadedBy: number | null): Promise<number[]> {
  const storage = new FileStorage(filesDir);
  const ids: number[] = [];
  for (const { name, pl, en, rgb } of PALETTE) {
    const bytes = demoPicture(rgb);
    const key = FileStorage.newKey();
    const target = storage.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, bytes);
    const [row] = await db.insert(files).values({
      originalName: `produkt-${name}.png`, storageKey: key, mime: 'image/png', size: bytes.length, uploadedBy, width: 240, height: 240,
      altPl: `Przykładowy produkt, kolor ${pl}`, altEn: `Sample product, ${en}`, folder: 'Sklep/Produkty', tags: ['demo'],
    }).returning({ id: files.id });
    await storeRenditions(db, storage, row!.id, key);
    ids.push(row!.id);
  }
  return ids;
}
