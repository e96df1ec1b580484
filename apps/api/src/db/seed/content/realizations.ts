import { slugify } from '@harmony/shared';
import type { DbOrTx } from '../../client.js';
import { realizationImages, realizations } from '../../schema.js';
import { Random } from '../demo-random.js';
import { CITIES, near } from './places.js';

/*
 * The demo portfolio (issue 26): 15 realizations, one in each city of places.ts, for clients of several kinds, in
 * five categories, finished over the last two years, with one to three of the library's demo pictures each.
 * Deterministic: a seeded Random.
 */

const WORKS = [
  ['Strona internetowa', 'Strony internetowe'], ['Sklep internetowy', 'Sklepy internetowe'], ['Identyfikacja wizualna', 'Identyfikacja wizualna'],
  ['Kampania w mediach społecznościowych', 'Kampanie'], ['Aplikacja mobilna', 'Aplikacje mobilne'],
] as const;
const CLIENTS = ['Hotel Pod Lipami', 'Piekarnia Kłos', 'Kancelaria Prawo i Ład', 'Biuro Podróży Horyzont', 'Galeria Forma',
  'Tartak Sosna', 'Muzeum Miejskie', 'Klinika Uśmiech', 'Browar Na Rynku', 'Szkoła Językowa Lingwa', 'Teatr Mały',
  'Winnica Dolina', 'Klub Sportowy Orlik', 'Fundacja Zielony Dom', 'Cukiernia Słodki Kącik'];

export async function seedContentRealizations(db: DbOrTx, imageFileIds: number[]): Promise<number[]> {
  const random = new Random(2_026_015);
  const rows = CITIES.map(([city, lat, lng], i) => {
    const [work, category] = WORKS[i % WORKS.length]!;
    const client = CLIENTS[i]!;
    const title = `${work} — ${client}`;
    const month = String(random.int(1, 12)).padStart(2, '0');
    return {
      title, slug: slugify(title), client, category, city, ...near(random, lat, lng),
      completedOn: `${2024 + (i % 3)}-${month}-${String(random.int(1, 28)).padStart(2, '0')}`,
      description: `<p>${work} dla klienta ${client} (${city}): od warsztatów z zespołem, przez projekt, po wdrożenie i opiekę.</p>`
        + '<ul><li>analiza potrzeb i makiety</li><li>projekt graficzny</li><li>wdrożenie i szkolenie</li></ul>',
    };
  });
  const ids = (await db.insert(realizations).values(rows).returning({ id: realizations.id })).map((r) => r.id);
  if (imageFileIds.length) {
    const images = ids.flatMap((realizationId, i) => Array.from({ length: 1 + (i % 3) }, (_, position) => ({
      realizationId, position, main: position === 0, fileId: imageFileIds[(i * 3 + position) % imageFileIds.length]!,
    })));
    await db.insert(realizationImages).values(images);
  }
  return ids;
}
