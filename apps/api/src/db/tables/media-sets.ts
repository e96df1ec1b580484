import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { files } from './content.js';

/** Galleries (issue 26, /galerie): ordered library images with caption, alt text and link. */
export const galleries = pgTable(
  'galleries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('galleries_slug_idx').on(t.slug)],
);

export const galleryItems = pgTable(
  'gallery_items',
  {
    id: serial('id').primaryKey(),
    galleryId: integer('gallery_id').notNull().references(() => galleries.id, { onDelete: 'cascade' }),
    fileId: bigint('file_id', { mode: 'number' }).notNull().references(() => files.id, { onDelete: 'restrict' }),
    caption: text('caption').notNull().default(''),
    alt: text('alt').notNull().default(''),
    link: text('link').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('gallery_items_gallery_idx').on(t.galleryId, t.position), index('gallery_items_file_idx').on(t.fileId)],
);

/** Sliders (issue 26, /slidery): ordered slides, each shown between its dates (none: always). */
export const sliders = pgTable(
  'sliders',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sliders_slug_idx').on(t.slug)],
);

export const slides = pgTable(
  'slides',
  {
    id: serial('id').primaryKey(),
    sliderId: integer('slider_id').notNull().references(() => sliders.id, { onDelete: 'cascade' }),
    fileId: bigint('file_id', { mode: 'number' }).notNull().references(() => files.id, { onDelete: 'restrict' }),
    mobileFileId: bigint('mobile_file_id', { mode: 'number' }).references(() => files.id, { onDelete: 'restrict' }),
    title: text('title').notNull().default(''),
    alt: text('alt').notNull().default(''),
    link: text('link').notNull().default(''),
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeTo: timestamp('active_to', { withTimezone: true }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('slides_slider_idx').on(t.sliderId, t.position), index('slides_file_idx').on(t.fileId)],
);
