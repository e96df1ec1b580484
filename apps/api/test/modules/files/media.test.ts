import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  fileContentPath, fileFoldersPath, filesContract, fileUsagesPath, galleriesContract, popupsContract, PUBLIC_GALLERIES_PATH, PUBLIC_POPUPS_PATH,
  publicMediaPath, type PublicImage, type StoredFile,
} from '@harmony/shared';
import { files, rolePermissions, roles } from '../../../src/db/schema.js';
import { FileStorage } from '../../../src/lib/files/storage.js';
import { backfillRenditions } from '../../../src/lib/files/renditions.js';
import { pngChunk } from '../../../src/db/seed/shop/demo-images.js';
import { rows, withApp } from '../../helpers/index.js';
import { filesOnDisk, PDF, PNG, uploadTo, type Part } from './support.js';

/** Issue 26's media library: WebP renditions at upload, alt texts, focal point, folders and tags, "used in". */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const lider = t.client('Lider');
const upload = (parts: Part[], client = admin) => uploadTo(client, parts);
const uploaded = async (parts: Part[]) => {
  const res = await upload(parts);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as StoredFile[];
};

let photo: Buffer;
beforeAll(async () => {
  // A 3000 × 2000 photo taken with the phone turned (EXIF orientation 6: shown 2000 wide, 3000 high).
  photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#336699' } }).jpeg({ quality: 60 }).withMetadata({ orientation: 6 }).toBuffer();
});

/** A PNG whose header says `width` × `height` and whose pixel data is a single empty row (never decoded). */
const hugePng = (width: number, height: number) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([PNG.subarray(0, 8), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(width + 1))), pngChunk('IEND', Buffer.alloc(0))]);
};

describe('renditions at upload', () => {
  it('makes WebP thumbnail, medium and large fitted inside their squares, upright, and serves each', async () => {
    const [f] = await uploaded([{ name: 'zdjęcie.jpg', content: photo }]);
    expect(f).toMatchObject({ mime: 'image/jpeg', width: 2000, height: 3000 });
    expect(f!.variants).toEqual({
      thumbnail: { url: fileContentPath(f!.id, 'thumbnail'), width: 213, height: 320, size: expect.any(Number) },
      medium: { url: fileContentPath(f!.id, 'medium'), width: 683, height: 1024, size: expect.any(Number) },
      large: { url: fileContentPath(f!.id, 'large'), width: 1365, height: 2048, size: expect.any(Number) },
    });
    const thumb = await admin.get(f!.variants.thumbnail!.url);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['content-disposition']).toContain('zdj%C4%99cie-thumbnail.webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.orientation]).toEqual(['webp', 213, 320, undefined]);
    expect(thumb.rawPayload.length).toBe(f!.variants.thumbnail!.size);
    // The original is still there, unchanged.
    const original = await admin.get(f!.url);
    expect([original.headers['content-type'], original.rawPayload.equals(photo)]).toEqual(['image/jpeg', true]);
  });

  it('never enlarges a small image, and gives other files no renditions', async () => {
    const [png, pdf] = await uploaded([{ name: 'kropka.png', content: PNG }, { name: 'umowa.pdf', content: PDF }]);
    expect([png!.width, png!.height, png!.variants.large?.width, png!.variants.large?.height]).toEqual([1, 1, 1, 1]);
    expect([pdf!.width, pdf!.variants]).toEqual([null, {}]);
    // A PDF asked for a thumbnail answers its own bytes.
    expect((await admin.get(fileContentPath(pdf!.id, 'thumbnail'))).headers['content-type']).toBe('application/pdf');
    expect((await admin.get(`${fileContentPath(pdf!.id)}?variant=ogromny`)).statusCode).toBe(422);
  });

  it('refuses an image it cannot decode and one of too many megapixels, in Polish and English, keeping nothing', async () => {
    const before = filesOnDisk(t.filesDir);
    const [count] = await rows<{ n: number }>(t.database, sql`select count(*)::int as n from files`);
    const broken = Buffer.concat([PNG.subarray(0, 16), Buffer.from('to nie jest obraz')]);
    const res = await upload([{ name: 'dobry.png', content: PNG }, { name: 'zepsuty.png', content: broken }, { name: 'ogromny.png', content: hugePng(10_000, 10_000) }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'files.1': ['Zawartość pliku zepsuty.png nie zgadza się z jego rozszerzeniem'],
      'files.2': ['Obraz ogromny.png jest za duży (najwyżej 50 megapikseli)'],
    });
    const en = await upload([{ name: 'ogromny.png', content: hugePng(10_000, 10_000) }], adminEn);
    expect(en.json().errors).toEqual({ 'files.0': ['The ogromny.png image is too large (at most 50 megapixels)'] });
    expect(filesOnDisk(t.filesDir)).toEqual({ ...before, tmp: [] });
    expect((await rows<{ n: number }>(t.database, sql`select count(*)::int as n from files`))[0]).toEqual(count);
  });

  it('serves a library image\'s rendition publicly, never an attached file\'s', async () => {
    const [f] = await uploaded([{ name: 'publiczny.jpg', content: photo }]);
    const res = await t.app.inject({ method: 'GET', url: `${publicMediaPath(f!.id)}?variant=medium` });
    expect([res.statusCode, res.headers['content-type'], (await sharp(res.rawPayload).metadata()).width]).toEqual([200, 'image/webp', 683]);
    expect((await t.app.inject({ method: 'GET', url: publicMediaPath(f!.id) })).headers['content-type']).toBe('image/jpeg');
  });

  it('removes the renditions\' bytes with the file', async () => {
    const [f] = await uploaded([{ name: 'do-usuniecia.jpg', content: photo }]);
    const keys = await rows<{ storage_key: string }>(t.database, sql`select storage_key from file_variants where file_id = ${f!.id}`);
    expect(keys).toHaveLength(3);
    const onDisk = (key: string) => fs.existsSync(path.join(t.filesDir, key.slice(0, 2), key));
    expect(keys.every((k) => onDisk(k.storage_key))).toBe(true);
    expect((await admin.delete(filesContract.itemPath(f!.id))).statusCode).toBe(200);
    expect(keys.map((k) => onDisk(k.storage_key))).toEqual([false, false, false]);
    expect(await rows(t.database, sql`select 1 from file_variants where file_id = ${f!.id}`)).toEqual([]);
  });

  it('renders images stored before renditions existed, once, whichever process gets them', async () => {
    const storage = new FileStorage(t.filesDir);
    const key = FileStorage.newKey();
    fs.mkdirSync(path.dirname(storage.pathOf(key)), { recursive: true });
    fs.writeFileSync(storage.pathOf(key), photo);
    const [old] = await t.database.db.insert(files).values({ originalName: 'stary.jpg', storageKey: key, mime: 'image/jpeg', size: photo.length }).returning();
    const warnings: number[] = [];
    const made = await Promise.all([0, 1].map(() => backfillRenditions(t.database.db, storage, (_e, id) => warnings.push(id))));
    expect(made.reduce((a, b) => a + b)).toBeGreaterThanOrEqual(1);
    const one = (await admin.get(filesContract.itemPath(old!.id))).json() as StoredFile;
    expect([one.width, one.height, Object.keys(one.variants).sort()]).toEqual([2000, 3000, ['large', 'medium', 'thumbnail']]);
    expect(warnings).toEqual([]);
    expect(await backfillRenditions(t.database.db, storage, () => undefined)).toBe(0);
    expect(filesOnDisk(t.filesDir).tmp).toEqual([]);
  });
});

describe(`PUT ${filesContract.itemPath('{id}')}`, () => {
  it('keeps alt texts, focal point, folder and tags; what is left out stays; logged', async () => {
    const [f] = await uploaded([{ name: 'opis.jpg', content: photo }]);
    const res = await admin.put(filesContract.itemPath(f!.id), {
      alt_pl: ' Zachód słońca nad morzem ', alt_en: 'Sunset over the sea', focal_x: 0.25, focal_y: '0,8', folder: ' Klienci / ACME ', tags: ['morze', 'Morze', ' lato '],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Zapisano plik.',
      data: { alt_pl: 'Zachód słońca nad morzem', alt_en: 'Sunset over the sea', focal_x: 0.25, focal_y: 0.8, folder: 'Klienci/ACME', tags: ['morze', 'lato'] },
    });
    const again = await admin.put(filesContract.itemPath(f!.id), { alt_en: 'Sunset' });
    expect(again.json().data).toMatchObject({ alt_pl: 'Zachód słońca nad morzem', alt_en: 'Sunset', focal_x: 0.25, folder: 'Klienci/ACME' });
    const cleared = await admin.put(filesContract.itemPath(f!.id), { focal_x: null, focal_y: null });
    expect([cleared.json().data.focal_x, cleared.json().data.focal_y]).toEqual([null, null]);
    expect((await admin.get(filesContract.itemPath(f!.id))).json()).toMatchObject({ alt_en: 'Sunset', tags: ['morze', 'lato'] });
    const log = await rows<{ after: { alt_en: string } }>(t.database, sql`select after from activities where subject_type = 'files' and subject_id = ${String(f!.id)} and action = 'update' order by id`);
    expect(log.map((l) => l.after.alt_en)).toEqual(['Sunset over the sea', 'Sunset', 'Sunset']);
  });

  it('answers 422 in the Laravel shape, in Polish and English, and changes nothing', async () => {
    const [f] = await uploaded([{ name: 'zle.jpg', content: photo }]);
    const body = { alt_pl: 'x'.repeat(256), focal_x: 1.5, tags: 'nie lista' };
    const pl = await admin.put(filesContract.itemPath(f!.id), body);
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors).toMatchObject({
      alt_pl: ['Pole tekst alternatywny (polski) nie może być dłuższe niż 255 znaków'],
      focal_x: ['Pole punkt ostrości (poziomo) musi być pomiędzy 0 oraz 1'],
    });
    // A focal point is both fractions or neither: the missing one is asked for too.
    expect(Object.keys(pl.json().errors).sort()).toEqual(['alt_pl', 'focal_x', 'focal_y', 'tags']);
    const half = await adminEn.put(filesContract.itemPath(f!.id), { focal_x: 0.5 });
    expect(half.json().errors).toEqual({ focal_y: ['The focal point (down) field is required'] });
    expect((await admin.get(filesContract.itemPath(f!.id))).json()).toMatchObject({ alt_pl: '', focal_x: null, tags: [] });
  });

  it('is for holders of edycja on Tresci__media; a missing file is 404', async () => {
    const [f] = await uploaded([{ name: 'cudzy.png', content: PNG }]);
    expect((await lider.put(filesContract.itemPath(f!.id), { alt_pl: 'x' })).statusCode).toBe(403);
    expect((await lider.get(filesContract.itemPath(f!.id))).statusCode).toBe(403);
    expect((await admin.put(filesContract.itemPath(999_999), { alt_pl: 'x' })).statusCode).toBe(404);
  });
});

describe('folders, tags and search', () => {
  it('uploads into a folder, lists the folders with counts, filters by folder and tag, searches alt texts', async () => {
    const parts = [{ name: 'folder', value: 'Klient Zeta / Sesja' }, { name: 'zeta-1.png', content: PNG }, { name: 'zeta-2.png', content: PNG }];
    const [a, b] = await uploaded(parts);
    expect([a!.folder, b!.folder]).toEqual(['Klient Zeta/Sesja', 'Klient Zeta/Sesja']);
    await admin.put(filesContract.itemPath(a!.id), { tags: ['okładka'], alt_pl: 'Latarnia morska w Helu' });
    const folders = (await admin.get(fileFoldersPath)).json().data as { name: string; count: number }[];
    expect(folders.find((f) => f.name === 'Klient Zeta/Sesja')).toEqual({ name: 'Klient Zeta/Sesja', count: 2 });
    expect(folders.map((f) => f.name)).toEqual([...folders.map((f) => f.name)].sort());
    const list = async (query: string) => ((await admin.get(`${filesContract.path}?${query}`)).json().data as StoredFile[]).map((f) => f.id);
    expect(await list(`folder=${encodeURIComponent('Klient Zeta/Sesja')}`)).toEqual([b!.id, a!.id]);
    expect(await list(`tag=${encodeURIComponent('okładka')}`)).toEqual([a!.id]);
    expect(await list(`search=${encodeURIComponent('latarnia')}`)).toEqual([a!.id]);
    const long = await upload([{ name: 'folder', value: 'x'.repeat(101) }, { name: 'a.png', content: PNG }]);
    expect([long.statusCode, Object.keys(long.json().errors)]).toEqual([422, ['folder']]);
    expect((await lider.get(fileFoldersPath)).statusCode).toBe(403);
  });
});

describe('the website\'s view of an image', () => {
  it('carries its size, alt texts, focal point and a srcset of its renditions wherever live content shows it', async () => {
    const [f] = await uploaded([{ name: 'strona.jpg', content: photo }]);
    await admin.put(filesContract.itemPath(f!.id), { alt_pl: 'Hala produkcyjna', alt_en: 'Production hall', focal_x: 0.3, focal_y: 0.6 });
    const expected: PublicImage = {
      url: publicMediaPath(f!.id), width: 2000, height: 3000, alt_pl: 'Hala produkcyjna', alt_en: 'Production hall', focal_x: 0.3, focal_y: 0.6,
      srcset: `${publicMediaPath(f!.id, 'thumbnail')} 213w, ${publicMediaPath(f!.id, 'medium')} 683w, ${publicMediaPath(f!.id, 'large')} 1365w`,
    };
    await admin.post(galleriesContract.path, { name: 'Hala', slug: 'hala-media', items: [{ file_id: f!.id, alt: 'Hala' }] });
    const gallery = await t.app.inject({ method: 'GET', url: `${PUBLIC_GALLERIES_PATH}/hala-media` });
    expect(gallery.json().items[0]).toMatchObject({ url: publicMediaPath(f!.id), alt: 'Hala', image: expected });
    const popup = (await admin.post(popupsContract.path, { name: 'Hala popup', title: 'Hala', image_id: f!.id })).json().id as number;
    const popups = (await t.app.inject({ method: 'GET', url: PUBLIC_POPUPS_PATH })).json().data as { id: number; image: PublicImage | null }[];
    expect(popups.find((p) => p.id === popup)?.image).toEqual(expected);
    // A small image's renditions are all as wide as it: one candidate.
    const [dot] = await uploaded([{ name: 'kropka-publiczna.png', content: PNG }]);
    await admin.post(galleriesContract.path, { name: 'Kropka', slug: 'kropka-media', items: [{ file_id: dot!.id }] });
    const small = await t.app.inject({ method: 'GET', url: `${PUBLIC_GALLERIES_PATH}/kropka-media` });
    expect(small.json().items[0].image.srcset).toBe(`${publicMediaPath(dot!.id, 'thumbnail')} 1w`);
  });
});

describe(`GET ${fileUsagesPath('{id}')}`, () => {
  it('names the records that show a library file', async () => {
    const [f] = await uploaded([{ name: 'uzycia.png', content: PNG }]);
    expect((await admin.get(fileUsagesPath(f!.id))).json()).toEqual({ data: [] });
    const gallery = (await admin.post(galleriesContract.path, { name: 'Galeria użyć', items: [{ file_id: f!.id }] })).json().id as number;
    const popup = (await admin.post(popupsContract.path, { name: 'Popup użyć', image_id: f!.id })).json().id as number;
    expect((await admin.get(fileUsagesPath(f!.id))).json().data).toEqual([
      { kind: 'galleries', id: gallery, name: 'Galeria użyć' },
      { kind: 'popups', id: popup, name: 'Popup użyć' },
    ]);
    expect((await lider.get(fileUsagesPath(f!.id))).statusCode).toBe(403);
    expect((await admin.get(fileUsagesPath(999_999))).statusCode).toBe(404);
  });
});

// Last: it takes the subject from the Administrator group.
describe('the media subject', () => {
  it('is what the library asks for, not Administracja', async () => {
    const [f] = await uploaded([{ name: 'temat.png', content: PNG }]);
    const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Administrator'));
    await t.db.delete(rolePermissions).where(and(eq(rolePermissions.roleId, role!.id), eq(rolePermissions.subject, 'Tresci__media')));
    const without = await t.signIn('Administrator');
    expect((await without.get('/api/settings')).statusCode).toBe(200);
    expect((await without.get(filesContract.path)).statusCode).toBe(403);
    expect((await without.put(filesContract.itemPath(f!.id), { alt_pl: 'x' })).statusCode).toBe(403);
    expect((await uploadTo(without, [{ name: 'a.png', content: PNG }])).statusCode).toBe(403);
  });
});
