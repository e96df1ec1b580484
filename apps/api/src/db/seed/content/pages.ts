import { slugify, type PageSection } from '@harmony/shared';
import type { DbOrTx } from '../../client.js';
import { contentVersions, pages, pageSections } from '../../schema.js';

/*
 * The demo site's pages (issue 26): 8 pages — home, about, an offer with two sub-pages, realizations, contact,
 * privacy policy (published) and a landing page still in draft — each with two to four sections of every kind:
 * image sections showing the library's demo pictures, the home page's slider, the realizations' gallery and the
 * contact page's form (each left out without them). Each has its first version.
 */

const text = (html: string): PageSection => ({ kind: 'text', data: { html } });
const cta = (title: string, url: string): PageSection => ({ kind: 'cta', data: { title, text: 'Porozmawiajmy o Twoim projekcie.', button_label: 'Napisz do nas', url } });
const columns = (...parts: string[]): PageSection => ({ kind: 'columns', data: { columns: parts.map((p) => ({ html: `<p>${p}</p>` })) } });

/** What a demo page may show besides text: a library picture, a gallery, a slider (none when the seed has none). */
interface Media { image(alt: string): PageSection[]; gallery(): PageSection[]; slider(): PageSection[]; form(): PageSection[] }
interface DemoPage { title: string; parent?: string; category: string; draft?: boolean; sections: (media: Media) => PageSection[] }

const PAGES: DemoPage[] = [
  { title: 'Strona główna', category: 'Główne', sections: ({ image, slider }) => [...slider(), text('<h2>Strony i sklepy, które pracują na Twój biznes</h2><p>Projektujemy, wdrażamy i prowadzimy.</p>'), ...image('Zespół przy pracy'), cta('Masz pomysł?', '/kontakt')] },
  { title: 'O nas', category: 'Główne', sections: ({ image }) => [text('<p>Jesteśmy agencją z Krakowa. Od 2012 roku pomagamy firmom w sieci.</p>'), ...image('Nasze biuro'), columns('Projektowanie', 'Wdrożenia', 'Opieka')] },
  { title: 'Oferta', category: 'Oferta', sections: () => [text('<p>Strony, sklepy, identyfikacja i kampanie.</p>'), columns('Strony internetowe', 'Sklepy internetowe')] },
  { title: 'Strony internetowe', parent: 'Oferta', category: 'Oferta', sections: ({ image }) => [text('<p>Szybkie, dostępne i łatwe w edycji.</p>'), ...image('Makieta strony'), cta('Zamów wycenę', '/kontakt')] },
  { title: 'Sklepy internetowe', parent: 'Oferta', category: 'Oferta', sections: () => [text('<p>Sklep z płatnościami, magazynem i integracjami.</p>'), cta('Zobacz realizacje', '/realizacje')] },
  { title: 'Realizacje', category: 'Główne', sections: ({ image, gallery }) => [text('<p>Wybrane projekty z ostatnich lat.</p>'), ...image('Realizacja dla klienta'), ...gallery()] },
  { title: 'Kontakt', category: 'Główne', sections: ({ form }) => [text('<p>ul. Długa 1, 31-001 Kraków<br>biuro@example.pl</p>'), ...form(), columns('Poniedziałek–piątek 9–17', 'Tel. +48 12 400 00 00')] },
  { title: 'Promocja zimowa', category: 'Kampanie', draft: true, sections: () => [text('<h2>Zima z nową stroną</h2><p>Szkic strony kampanii.</p>'), cta('Skorzystaj', '/kontakt')] },
];

export async function seedContentPages(
  db: DbOrTx, opts: { authorId: number | null; imageFileIds: number[]; galleryId?: number; sliderId?: number; formId?: number; now?: number },
): Promise<number[]> {
  const now = opts.now ?? Date.now();
  const ids = new Map<string, number>();
  for (const [i, demo] of PAGES.entries()) {
    const fileId = opts.imageFileIds[i % Math.max(1, opts.imageFileIds.length)];
    const sections = demo.sections({
      image: (alt) => (fileId ? [{ kind: 'image', data: { file_id: fileId, alt, caption: '' } }] : []),
      gallery: () => (opts.galleryId ? [{ kind: 'gallery', data: { gallery_id: opts.galleryId } }] : []),
      slider: () => (opts.sliderId ? [{ kind: 'slider', data: { slider_id: opts.sliderId } }] : []),
      form: () => (opts.formId ? [{ kind: 'form', data: { form_id: opts.formId } }] : []),
    });
    const [page] = await db.insert(pages).values({
      title: demo.title, slug: slugify(demo.title), parentId: demo.parent ? ids.get(demo.parent)! : null, category: demo.category,
      seoTitle: `${demo.title} — Agencja Przykład`, seoDescription: `${demo.title}: strony, sklepy i kampanie dla firm.`,
      status: demo.draft ? 'draft' : 'published', publishAt: demo.draft ? null : new Date(now - (30 + i) * 86_400_000),
    }).returning();
    ids.set(demo.title, page!.id);
    await db.insert(pageSections).values(sections.map((s, position) => ({ pageId: page!.id, kind: s.kind, data: s.data, position })));
    await db.insert(contentVersions).values({
      subjectType: 'pages', subjectId: page!.id, version: 1, userId: opts.authorId,
      data: {
        title: page!.title, slug: page!.slug, parent_id: page!.parentId, category: page!.category, seo_title: page!.seoTitle,
        seo_description: page!.seoDescription, status: page!.status, publish_at: page!.publishAt?.toISOString() ?? null, unpublish_at: null, sections,
      },
    });
  }
  return [...ids.values()];
}
