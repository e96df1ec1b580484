import type { DbOrTx } from '../../client.js';
import { galleries, galleryItems, sliders, slides } from '../../schema.js';

/*
 * The demo site's galleries and sliders (issue 26): 3 galleries of four to six library pictures with captions,
 * and 2 sliders — the home page's with a slide shown only from next week, and a seasonal one with a phone image
 * and a slide whose dates have passed. Without pictures (the API tests' template) they are made empty.
 */

const GALLERIES = [
  ['Biuro w Krakowie', 'Nasze biuro i zespół.', 4], ['Warsztaty z klientami', 'Z warsztatów projektowych.', 5], ['Sesja produktowa', 'Zdjęcia do sklepu.', 6],
] as const;
const DAY = 86_400_000;

export async function seedContentGalleries(db: DbOrTx, imageFileIds: number[], now = Date.now()): Promise<{ galleryIds: number[]; sliderIds: number[] }> {
  const pick = (i: number) => imageFileIds[i % Math.max(1, imageFileIds.length)]!;
  const made = await db.insert(galleries).values(GALLERIES.map(([name, description], i) => ({ name, description, slug: ['biuro-w-krakowie', 'warsztaty-z-klientami', 'sesja-produktowa'][i]! })))
    .returning({ id: galleries.id });
  if (imageFileIds.length) {
    await db.insert(galleryItems).values(made.flatMap(({ id }, g) => Array.from({ length: GALLERIES[g]![2] }, (_, position) => ({
      galleryId: id, fileId: pick(g * 3 + position), caption: `${GALLERIES[g]![0]} — zdjęcie ${position + 1}`, alt: `${GALLERIES[g]![0]}, zdjęcie ${position + 1}`, position,
    }))));
  }
  const [home, winter] = await db.insert(sliders).values([{ name: 'Strona główna', slug: 'strona-glowna' }, { name: 'Kampania zimowa', slug: 'kampania-zimowa' }])
    .returning({ id: sliders.id });
  if (imageFileIds.length) {
    await db.insert(slides).values([
      { sliderId: home!.id, fileId: pick(0), title: 'Strony, które sprzedają', link: '/oferta', position: 0 },
      { sliderId: home!.id, fileId: pick(1), title: 'Sklepy internetowe', link: '/oferta/sklepy-internetowe', position: 1 },
      { sliderId: home!.id, fileId: pick(2), title: 'Nowość od przyszłego tygodnia', position: 2, activeFrom: new Date(now + 7 * DAY) },
      { sliderId: winter!.id, fileId: pick(3), mobileFileId: pick(4), title: 'Zima z nową stroną', link: '/promocja-zimowa', position: 0, activeTo: new Date(now + 60 * DAY) },
      { sliderId: winter!.id, fileId: pick(5), title: 'Jesienne rabaty (zakończone)', position: 1, activeFrom: new Date(now - 60 * DAY), activeTo: new Date(now - DAY) },
    ]);
  }
  return { galleryIds: made.map((g) => g.id), sliderIds: [home!.id, winter!.id] };
}
