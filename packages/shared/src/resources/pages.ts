import { z } from 'zod';
import { LIST_COUNT_UP_TO } from '../constants.js';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { optionalRef, textOrEmpty } from './crm-fields.js';
import { defineContract } from './contract.js';
import { everyTime } from './geo.js';
import { RESOURCES } from './identities.js';
import { optionalSlug } from './products.js';
import { siteLink } from './site-links.js';
import { publishingFilters, publishingInput, publishingRead, publishingRules } from './publishing.js';

/**
 * Pages (/strony, /api/pages): the website's pages — title and slug, a parent page, a category, ordered
 * sections (blocks), SEO title and description, and publishing as posts have it. Every save keeps a version.
 *
 * A section is `{kind, data}`: `text` (rich text), `image` (a library image with alt text and caption),
 * `cta` (a call to action: title, text, a button to a URL), `columns` (two or three rich-text columns), and a
 * `gallery` or `slider` by its id (the public page embeds its images, a slider's only those shown now), and a
 * `form` by its id (the public page names the form's UUID and how to embed it: issue 27's script and iframe).
 * Rich text is sanitised on the server.
 */
export const SECTION_KINDS = ['text', 'image', 'cta', 'columns', 'gallery', 'slider', 'form'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];
export const SECTIONS_MAX = 50;
export const PAGE_SORTABLE = ['id', 'title', 'slug', 'publish_at', 'updated_at'] as const;

const html = () => textOrEmpty(100_000);

export const pageSectionInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), data: z.object({ html: html() }) }),
  z.object({ kind: z.literal('image'), data: z.object({ file_id: v.id(), alt: textOrEmpty(300), caption: textOrEmpty(300) }) }),
  z.object({ kind: z.literal('cta'), data: z.object({ title: v.text(200), text: textOrEmpty(1000), button_label: v.text(60), url: siteLink() }) }),
  z.object({
    kind: z.literal('columns'),
    data: z.object({ columns: z.array(z.object({ html: html() }), { error: encodeRule('array', 2, 3) }).min(2, { error: encodeRule('array', 2, 3) }).max(3, { error: encodeRule('array', 2, 3) }) }),
  }),
  z.object({ kind: z.literal('gallery'), data: z.object({ gallery_id: v.id() }) }),
  z.object({ kind: z.literal('slider'), data: z.object({ slider_id: v.id() }) }),
  z.object({ kind: z.literal('form'), data: z.object({ form_id: v.id() }) }),
], { error: encodeRule('in') });
export type PageSection = z.output<typeof pageSectionInput>;

export const pageInput = z.object({
  title: v.text(200),
  slug: optionalSlug(),
  parent_id: optionalRef(),
  category: textOrEmpty(100),
  seo_title: textOrEmpty(120),
  seo_description: textOrEmpty(320),
  ...publishingInput,
  sections: z.array(pageSectionInput, { error: encodeRule('array', 0, SECTIONS_MAX) }).max(SECTIONS_MAX, { error: encodeRule('array', 0, SECTIONS_MAX) }).default([]),
}).superRefine(publishingRules, everyTime);
export type PageInput = z.input<typeof pageInput>;

export const pageRead = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  parent_id: z.number().int().nullable(),
  parent_title: z.string().nullable(),
  category: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  ...publishingRead,
  sections: z.array(z.object({ kind: z.enum(SECTION_KINDS), data: z.record(z.string(), z.unknown()) })).optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Page = z.infer<typeof pageRead>;

const blank = (x: unknown) => (x === '' || x === null ? undefined : x);
export const pageFilters = {
  ...publishingFilters,
  category: z.preprocess(blank, z.string().trim().max(100).optional()),
};

export const pagesContract = defineContract({
  name: 'pages',
  path: '/api/pages',
  ...RESOURCES.pages,
  input: pageInput,
  read: pageRead,
  list: { sort: PAGE_SORTABLE, defaultSort: 'updated_at', defaultOrder: 'desc', filters: pageFilters, search: ['title', 'slug'], countUpTo: LIST_COUNT_UP_TO },
  labels: 'pages.fields',
});
