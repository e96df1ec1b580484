import { slugify } from '@harmony/shared';
import type { DbOrTx } from '../../client.js';
import { contentVersions, posts } from '../../schema.js';
import { Random } from '../demo-random.js';

/*
 * The demo blog (issue 26): 20 posts — 14 published over the last months, 3 drafts, 2 scheduled ahead and 1
 * whose publication has ended — in three categories with tags, by the administrator, most with a cover from the
 * library's demo pictures. Each has its first version, as a save through the API would keep.
 */

const TOPICS = [
  'Jak przygotować sklep na Black Friday', 'Nowa strona Hotelu Pod Lipami', 'Pięć zasad dobrego formularza kontaktowego',
  'Zdjęcia produktów, które sprzedają', 'Newsletter, który ktoś czyta', 'Dostępność stron: od czego zacząć',
  'Realizacja: identyfikacja Piekarni Kłos', 'SEO lokalne dla małych firm', 'Szybkość strony a sprzedaż',
  'Kampania zimowa: podsumowanie', 'Jak pisać opisy kategorii', 'Galerie zdjęć na stronie firmowej',
  'Pop-upy, które nie irytują', 'Mapa klientów w panelu', 'Nasze biuro w Krakowie', 'Warsztaty z klientem krok po kroku',
  'Aplikacja mobilna dla teatru', 'Jak mierzyć skuteczność strony', 'Polityka prywatności bez tajemnic', 'Plany na nowy rok',
] as const;
const CATEGORIES = ['Aktualności', 'Poradniki', 'Realizacje'] as const;
const TAGS = ['sklep', 'strony', 'seo', 'marketing', 'projektowanie', 'dostępność'];
const DAY = 86_400_000;

type Status = 'draft' | 'published' | 'scheduled';
/** Index → status and times: 0–13 published, 14–16 drafts, 17–18 scheduled, 19 ended. */
function publishing(i: number, now: number, random: Random): { status: Status; publishAt: Date | null; unpublishAt: Date | null } {
  if (i < 14) return { status: 'published', publishAt: new Date(now - (i * 12 + random.int(1, 10)) * DAY), unpublishAt: null };
  if (i < 17) return { status: 'draft', publishAt: null, unpublishAt: null };
  if (i < 19) return { status: 'scheduled', publishAt: new Date(now + (i - 16) * 7 * DAY), unpublishAt: null };
  return { status: 'published', publishAt: new Date(now - 90 * DAY), unpublishAt: new Date(now - 30 * DAY) };
}

export async function seedContentPosts(db: DbOrTx, opts: { authorId: number | null; imageFileIds: number[]; now?: number }): Promise<number[]> {
  const random = new Random(2_026_020);
  const now = opts.now ?? Date.now();
  const rows = TOPICS.map((title, i) => {
    const category = CATEGORIES[i % CATEGORIES.length]!;
    const tags = TAGS.filter(() => random.next() < 0.35);
    return {
      title, slug: slugify(title), categories: [category], tags: tags.length ? tags : ['strony'], authorId: opts.authorId,
      excerpt: `${title}: krótko o tym, co warto wiedzieć.`,
      content: `<h2>${title}</h2><p>Z doświadczeń naszej agencji: co działa, czego unikać i od czego zacząć.</p>`
        + '<ul><li>cel i odbiorcy</li><li>treść i zdjęcia</li><li>pomiar efektów</li></ul>',
      coverImageId: opts.imageFileIds.length && i % 4 !== 3 ? opts.imageFileIds[i % opts.imageFileIds.length]! : null,
      ...publishing(i, now, random),
    };
  });
  const created = await db.insert(posts).values(rows).returning();
  await db.insert(contentVersions).values(created.map((p) => ({
    subjectType: 'posts', subjectId: p.id, version: 1, userId: opts.authorId,
    data: {
      title: p.title, slug: p.slug, excerpt: p.excerpt, content: p.content, cover_image_id: p.coverImageId, categories: p.categories, tags: p.tags,
      author_id: p.authorId, status: p.status, publish_at: p.publishAt?.toISOString() ?? null, unpublish_at: p.unpublishAt?.toISOString() ?? null,
    },
  })));
  return created.map((p) => p.id);
}
