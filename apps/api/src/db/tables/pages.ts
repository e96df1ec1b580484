import { type AnyPgColumn, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { publishingColumns } from './website.js';

/**
 * Pages (issue 26, /strony): the website's pages, each under an optional parent page, with publishing as posts
 * have it (status and the live window, read at each public request) and SEO texts.
 */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => pages.id, { onDelete: 'set null' }),
    category: text('category').notNull().default(''),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    ...publishingColumns(),
  },
  (t) => [
    uniqueIndex('pages_slug_idx').on(t.slug),
    index('pages_updated_idx').on(t.updatedAt, t.id),
    index('pages_parent_idx').on(t.parentId).where(sql`${t.parentId} is not null`),
  ],
);

/** A page's sections in order: the kind and its data (shapes: packages/shared resources/pages.ts). */
export const pageSections = pgTable(
  'page_sections',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id').notNull().references(() => pages.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('page_sections_page_idx').on(t.pageId, t.position)],
);
