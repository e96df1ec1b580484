import { beforeAll, describe, expect, it } from 'vitest';
import { realizationCategoriesPath, realizationsContract } from '@harmony/shared';
import { files } from '../../../src/db/schema.js';
import { withApp } from '../../helpers/index.js';

/**
 * Realizations: slugs (made, kept unique, told when taken), the images from the library (one main, images only),
 * the place on the map whole or not at all, a sanitised description, filters, categories, undo, who may see them.
 */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Superadministrator', { headers: { 'x-locale': 'en' } });
const contractor = t.client('Kontraktor');
const path = realizationsContract.path;
let images: number[] = [];
let pdf = 0;

beforeAll(async () => {
  const file = async (originalName: string, mime: string) =>
    (await t.db.insert(files).values({ originalName, storageKey: `test/${originalName}-${Math.random()}`, mime, size: 10 }).returning())[0]!.id;
  images = [await file('front.jpg', 'image/jpeg'), await file('detal.png', 'image/png')];
  pdf = await file('oferta.pdf', 'application/pdf');
});

async function create(body: Record<string, unknown>): Promise<number> {
  const res = await admin.post(path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
const idsOf = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((r) => r.id);

describe('realizations', () => {
  it('creates one with images (the first marked main), a slug from its title and a sanitised description', async () => {
    const id = await create({
      title: 'Sklep Żółta Łódź', client: 'Żeglarnia', category: 'Sklepy internetowe', completed_on: '2026-05-04', city: 'Gdynia',
      latitude: 54.5189, longitude: '18.5305', images: [{ file_id: images[1] }, { file_id: images[0], main: true }],
      description: '<p onclick="x()">Opis <script>alert(1)</script><a href="javascript:alert(1)">link</a></p>',
    });
    const got = (await admin.get(realizationsContract.itemPath(id))).json();
    expect(got).toMatchObject({
      title: 'Sklep Żółta Łódź', slug: 'sklep-zolta-lodz', client: 'Żeglarnia', completed_on: '2026-05-04', latitude: 54.5189,
      longitude: 18.5305, main_image_id: images[0], images: [{ file_id: images[1], main: false }, { file_id: images[0], main: true }],
    });
    expect(got.description).not.toMatch(/script|onclick|javascript/);
    expect(got.description).toContain('Opis');
    // The same title again: the next free slug; a typed slug that is taken: a 422 on the slug.
    const again = (await admin.get(realizationsContract.itemPath(await create({ title: 'Sklep Żółta Łódź' })))).json();
    expect(again.slug).toBe('sklep-zolta-lodz-2');
    const taken = await adminEn.post(path, { title: 'Inny', slug: 'sklep-zolta-lodz' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['The address (slug) has already been taken'] });
  });

  it('refuses a missing title, half a position, a file that is not an image and an unknown file, in Polish and English', async () => {
    const pl = await admin.post(path, { latitude: 50, images: [{ file_id: pdf }, { file_id: 987_654 }] });
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors).toMatchObject({ title: ['Pole tytuł jest wymagane'], longitude: ['Pole długość geograficzna jest wymagane'] });
    const files = await adminEn.post(path, { title: 'Zdjęcia', images: [{ file_id: pdf }, { file_id: 987_654 }] });
    expect(files.json().errors).toEqual({
      'images.0.file_id': [expect.stringMatching(/jpg\/png\/gif\/webp/)],
      'images.1.file_id': [expect.stringMatching(/invalid/i)],
    });
  });

  it('filters by category and place on the map, lists the categories in use; edits keep unsent images; delete and undo', async () => {
    const mapped = await create({ title: 'Kampania Bałtyk', category: 'Kampanie', latitude: 54.35, longitude: 18.65, images: [{ file_id: images[0] }] });
    const unmapped = await create({ title: 'Kampania Tatry', category: 'Kampanie' });
    expect(idsOf(await admin.get(path, { query: { category: 'Kampanie', on_map: 'true' } }))).toEqual([mapped]);
    expect(idsOf(await admin.get(path, { query: { search: 'tatry', on_map: 'false' } }))).toEqual([unmapped]);
    const list = (await admin.get(path, { query: { search: 'Bałtyk' } })).json().data[0];
    expect(list).toMatchObject({ main_image_id: images[0] });
    expect(list).not.toHaveProperty('description');
    expect((await admin.get(realizationCategoriesPath)).json().data).toEqual(expect.arrayContaining(['Kampanie', 'Sklepy internetowe']));

    const put = await admin.put(realizationsContract.itemPath(mapped), { title: 'Kampania Bałtyk 2', category: 'Kampanie' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ title: 'Kampania Bałtyk 2', slug: 'kampania-baltyk', images: [{ file_id: images[0], main: true }] });
    const del = await admin.delete(realizationsContract.itemPath(mapped));
    expect(del.statusCode).toBe(200);
    expect((await admin.get(realizationsContract.itemPath(mapped))).statusCode).toBe(404);
    expect((await admin.post(`${realizationsContract.itemPath(mapped)}/restore`, {})).statusCode).toBe(200);
    expect((await admin.get(realizationsContract.itemPath(mapped))).json().images).toMatchObject([{ file_id: images[0], main: true }]);
  });

  it('is for the groups with the realizations subject: a contractor gets 403', async () => {
    expect((await contractor.get(path)).statusCode).toBe(403);
    expect((await contractor.get(realizationCategoriesPath)).statusCode).toBe(403);
    expect((await contractor.post(path, { title: 'X' })).statusCode).toBe(403);
  });
});
