import { beforeAll, describe, expect, it } from 'vitest';
import { galleriesContract, PUBLIC_GALLERIES_PATH, PUBLIC_SLIDERS_PATH, publicMediaPath, slidersContract } from '@harmony/shared';
import { files } from '../../../src/db/schema.js';
import { withApp } from '../../helpers/index.js';

/**
 * Galleries and sliders: ordered library images (reordered by a PUT), links a visitor can follow only, a slide's
 * dates, the counts the lists show, and the public gallery and slider (only the slides shown now).
 */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Superadministrator', { headers: { 'x-locale': 'en' } });
const contractor = t.client('Kontraktor');
const guest = t.anonymous();
let images: number[] = [];
let pdf = 0;
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

beforeAll(async () => {
  const file = async (originalName: string, mime: string) =>
    (await t.db.insert(files).values({ originalName, storageKey: `test/${originalName}-${Math.random()}`, mime, size: 10 }).returning())[0]!.id;
  images = [await file('a.png', 'image/png'), await file('b.jpg', 'image/jpeg'), await file('c.webp', 'image/webp')];
  pdf = await file('d.pdf', 'application/pdf');
});

describe('galleries', () => {
  it('keep their images in order, take a new order, count them and serve them to the website', async () => {
    const created = await admin.post(galleriesContract.path, {
      name: 'Biuro w Krakowie', items: images.map((file_id, i) => ({ file_id, caption: `Zdjęcie ${i + 1}`, alt: `Opis ${i + 1}`, link: i === 0 ? '/kontakt' : '' })),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    const item = galleriesContract.itemPath(id);
    const got = (await admin.get(item)).json();
    expect(got).toMatchObject({ slug: 'biuro-w-krakowie', items_count: 3, cover_file_id: images[0] });
    expect(got.items.map((i: { file_id: number }) => i.file_id)).toEqual(images);

    const reversed = [...got.items].reverse().map(({ file_id, caption, alt, link }: Record<string, unknown>) => ({ file_id, caption, alt, link }));
    expect((await admin.put(item, { items: reversed })).statusCode).toBe(200);
    const listed = (await admin.get(galleriesContract.path, { query: { search: 'Krakowie' } })).json().data[0];
    expect(listed).toMatchObject({ items_count: 3, cover_file_id: images[2] });

    const pub = await guest.get(`${PUBLIC_GALLERIES_PATH}/biuro-w-krakowie`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json().items.map((i: { url: string }) => i.url)).toEqual([...images].reverse().map((id) => publicMediaPath(id)));
    expect((await guest.get(`${PUBLIC_GALLERIES_PATH}/nie-ma-takiej`)).statusCode).toBe(404);
  });

  it('refuse a file that is not an image and a javascript: link, in Polish and English', async () => {
    const pl = await admin.post(galleriesContract.path, { name: 'Zła', items: [{ file_id: pdf }, { file_id: images[0], link: 'javascript:alert(1)' }] });
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors).toEqual({ 'items.1.link': ['Pole odnośnik w wierszu 2 ma nieprawidłową wartość'] });
    const en = await adminEn.post(galleriesContract.path, { name: 'Bad', items: [{ file_id: pdf }] });
    expect(en.json().errors).toEqual({ 'items.0.file_id': ['The selected image in row 1 is invalid'] });
    expect((await contractor.get(galleriesContract.path)).statusCode).toBe(403);
  });
});

describe('sliders', () => {
  it('show a visitor only the slides within their dates, and refuse an end before the start', async () => {
    const bad = await admin.post(slidersContract.path, { name: 'Zły', slides: [{ file_id: images[0], active_from: hours(2), active_to: hours(1) }] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'slides.0.active_to': ['Pole widoczny do w slajdzie 1 musi być późniejsze niż początek publikacji'] });

    const nextWeek = hours(24 * 7);
    const created = await admin.post(slidersContract.path, {
      name: 'Strona główna', slides: [
        { file_id: images[0], mobile_file_id: images[1], title: 'Zawsze', link: 'https://example.pl' },
        { file_id: images[1], title: 'Za tydzień', active_from: nextWeek },
        { file_id: images[2], title: 'Teraz', active_from: hours(-1), active_to: hours(1) },
        { file_id: images[2], title: 'Było', active_to: hours(-1) },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const got = (await admin.get(slidersContract.itemPath(created.json().id))).json();
    expect(got).toMatchObject({ slug: 'strona-glowna', slides_count: 4, active_count: 2 });
    expect(Date.parse(got.slides[1].active_from)).toBe(Date.parse(nextWeek));

    const pub = await guest.get(`${PUBLIC_SLIDERS_PATH}/strona-glowna`);
    expect(pub.json().slides).toEqual([
      {
        url: publicMediaPath(images[0]!), mobile_url: publicMediaPath(images[1]!), title: 'Zawsze', alt: '', link: 'https://example.pl',
        image: expect.objectContaining({ url: publicMediaPath(images[0]!) }), mobile_image: expect.objectContaining({ url: publicMediaPath(images[1]!) }),
      },
      { url: publicMediaPath(images[2]!), mobile_url: null, title: 'Teraz', alt: '', link: '', image: expect.objectContaining({ url: publicMediaPath(images[2]!) }), mobile_image: null },
    ]);
    // The set changes when "Teraz" ends (in an hour): cached no longer than the public maximum, and never past it.
    expect(Number(/max-age=(\d+)/.exec(String(pub.headers['cache-control']))![1])).toBeLessThanOrEqual(60);
  });
});
