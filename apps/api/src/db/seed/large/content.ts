import { slugify } from '@harmony/shared';
import type { DbOrTx } from '../../client.js';
import type { Random } from '../demo-random.js';
import { insertChunked, Meter } from './bulk.js';

/*
 * The website content of `npm run seed:large` (issue 26): 100,000 posts over the plan's years (about 85 %
 * published, 10 % drafts, 5 % scheduled ahead) with categories, tags and an author, and 5,000 pages, a tenth of
 * them under a parent, each with four sections (text, call to action, columns, text).
 */
export interface ContentSizes {
  posts: number;
  pages: number;
}
export const DEFAULT_CONTENT_SIZES: ContentSizes = { posts: 100_000, pages: 5_000 };

const TOPICS = ['Strona internetowa', 'Kampania', 'Sklep', 'Wdrożenie', 'Aplikacja', 'Identyfikacja wizualna', 'Newsletter', 'Wydarzenie', 'Raport', 'Poradnik'];
const CLIENTS = ['Piekarnia Kłos', 'Auto Serwis Nowak', 'Kancelaria Lex', 'Hotel Pod Lipami', 'Studio Forma', 'Biuro Podróży Horyzont', 'Apteka Zdrowie', 'Klinika Uśmiech'];
const CATEGORIES = ['Aktualności', 'Realizacje', 'Poradniki', 'Technologia', 'Marketing', 'Design'];
const TAGS = ['seo', 'ux', 'react', 'wordpress', 'e-commerce', 'branding', 'social media', 'analityka', 'mobile', 'bezpieczeństwo', 'hosting', 'kampania'];
const DAY_MS = 86_400_000;

const paragraph = (rnd: Random, i: number) =>
  `<p>${rnd.pick(TOPICS)} dla firmy ${rnd.pick(CLIENTS)}: opis etapu ${i}, wyniki i wnioski dla kolejnych projektów agencji.</p>`;

/** The posts and pages, in chunks of 10,000; the rows written. */
export async function seedLargeContent(tx: DbOrTx, rnd: Random, sizes: ContentSizes, range: { years: number; endDay: string }, authors: number[]): Promise<number> {
  const end = Date.parse(`${range.endDay}T18:00:00Z`);
  const span = range.years * 365 * DAY_MS;
  const postColumns = {
    title: 'text', slug: 'text', excerpt: 'text', content: 'text', categories: 'text[]', tags: 'text[]', author_id: 'integer',
    status: 'text', publish_at: 'timestamptz', created_at: 'timestamptz', updated_at: 'timestamptz',
  };
  let meter = new Meter('posts');
  for (let start = 0; start < sizes.posts; start += 10_000) {
    const rows = Array.from({ length: Math.min(10_000, sizes.posts - start) }, (_, k) => {
      const i = start + k + 1;
      const title = `${rnd.pick(TOPICS)}: ${rnd.pick(CLIENTS)} ${i}`;
      const kind = rnd.weighted([['published', 85], ['draft', 10], ['scheduled', 5]] as const);
      const at = kind === 'scheduled' ? end + rnd.int(1, 60) * DAY_MS : end - rnd.int(0, span / 60_000) * 60_000;
      const created = new Date(Math.min(at, end)).toISOString();
      return {
        title, slug: `${slugify(title)}-${i}`, excerpt: `Krótko o projekcie ${i}.`, content: Array.from({ length: 4 }, (_, p) => paragraph(rnd, p + 1)).join(''),
        categories: [rnd.pick(CATEGORIES)], tags: [...new Set([rnd.pick(TAGS), rnd.pick(TAGS)])], author_id: rnd.pick(authors),
        status: kind, publish_at: kind === 'draft' ? null : new Date(at).toISOString(), created_at: created, updated_at: created,
      };
    });
    await insertChunked(tx, 'posts', postColumns, rows, 10_000);
  }
  meter.done(sizes.posts);

  meter = new Meter('pages');
  const pageColumns = {
    title: 'text', slug: 'text', parent_id: 'integer', category: 'text', seo_title: 'text', seo_description: 'text', status: 'text',
    publish_at: 'timestamptz', created_at: 'timestamptz', updated_at: 'timestamptz',
  };
  const parents: number[] = [];
  let sections = 0;
  for (let start = 0; start < sizes.pages; start += 10_000) {
    const rows = Array.from({ length: Math.min(10_000, sizes.pages - start) }, (_, k) => {
      const i = start + k + 1;
      const title = `${rnd.pick(CLIENTS)} — ${rnd.pick(TOPICS)} ${i}`;
      const at = new Date(end - rnd.int(0, span / 60_000) * 60_000).toISOString();
      return {
        title, slug: `${slugify(title)}-${i}`, parent_id: parents.length && rnd.chance(0.1) ? rnd.pick(parents) : null, category: rnd.pick(CATEGORIES),
        seo_title: title, seo_description: `Strona ${i} witryny klienta.`, status: rnd.chance(0.9) ? 'published' : 'draft', publish_at: at, created_at: at, updated_at: at,
      };
    });
    const ids = (await insertChunked(tx, 'pages', pageColumns, rows, 10_000, 'id')).map((r) => Number(r.id));
    if (!parents.length) parents.push(...ids.slice(0, 500));
    const sectionRows = ids.flatMap((page_id, k) => [
      { page_id, kind: 'text', position: 0, data: { html: `<h2>${rows[k]!.title}</h2>${paragraph(rnd, 1)}${paragraph(rnd, 2)}` } },
      { page_id, kind: 'cta', position: 1, data: { title: 'Porozmawiajmy', text: 'Zadzwoń albo napisz.', button_label: 'Kontakt', url: '/kontakt' } },
      { page_id, kind: 'columns', position: 2, data: { columns: [{ html: paragraph(rnd, 3) }, { html: paragraph(rnd, 4) }] } },
      { page_id, kind: 'text', position: 3, data: { html: paragraph(rnd, 5) } },
    ]);
    await insertChunked(tx, 'page_sections', { page_id: 'integer', kind: 'text', position: 'integer', data: 'jsonb' }, sectionRows, 10_000);
    sections += sectionRows.length;
  }
  meter.done(sizes.pages + sections);
  return sizes.posts + sizes.pages + sections;
}
