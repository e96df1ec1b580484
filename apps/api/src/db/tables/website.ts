import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './core.js';
import { files } from './content.js';

/**
 * Publishing (posts, pages): draft | published | scheduled with the live window publish_at … unpublish_at, read
 * at each public request (no job publishes anything), and the record's times. New builders on every call.
 */
export const publishingColumns = () => ({
  status: text('status').notNull().default('draft'),
  publishAt: timestamp('publish_at', { withTimezone: true }),
  unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Posts (issue 26, /posty): the website's news. `status` draft | published | scheduled with the live window
 * publish_at … unpublish_at, read at each public request (no job publishes anything).
 */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    content: text('content').notNull().default(''),
    coverImageId: bigint('cover_image_id', { mode: 'number' }).references(() => files.id, { onDelete: 'restrict' }),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    ...publishingColumns(),
  },
  (t) => [
    uniqueIndex('posts_slug_idx').on(t.slug),
    index('posts_updated_idx').on(t.updatedAt, t.id),
    // The next scheduled start (drafts are never read by it).
    index('posts_public_idx').on(t.publishAt, t.id).where(sql`${t.status} <> 'draft'`),
    // The public list: live posts newest by their publishing time (a post published without one: its creation),
    // read backwards from now — the scheduled ones are never walked.
    index('posts_live_idx').on(sql`coalesce(${t.publishAt}, ${t.createdAt})`, t.id).where(sql`${t.status} <> 'draft'`),
    // The next scheduled end.
    index('posts_unpublish_idx').on(t.unpublishAt).where(sql`${t.unpublishAt} is not null`),
    // The list's search (ILIKE '%…%' on title and excerpt; pg_trgm, migration 0017).
    index('posts_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('posts_excerpt_trgm_idx').using('gin', t.excerpt.op('gin_trgm_ops')),
    index('posts_categories_idx').using('gin', t.categories),
    index('posts_tags_idx').using('gin', t.tags),
  ],
);

/**
 * Every save of a versioned record (posts, pages): the fields its form edits, as sent, numbered per record.
 * A restore saves an old version's data again as the next version.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    version: integer('version').notNull(),
    data: jsonb('data').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_versions_subject_idx').on(t.subjectType, t.subjectId, t.version)],
);
