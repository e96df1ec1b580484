import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, check, date, doublePrecision, index, integer, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './core.js';

/** Notes on any record, addressed by the record's resource name and id. */
export const notes = pgTable(
  'notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    notableType: text('notable_type').notNull(),
    notableId: text('notable_id').notNull(),
    body: text('body').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notes_notable_idx').on(t.notableType, t.notableId, t.createdAt)],
);

/**
 * Uploaded files: stored under the data directory by a generated key, never by a name the user gave;
 * optionally attached to a record (attachable type + id), else part of the file library. An image also keeps
 * its size in pixels, alt text in both languages, a focal point (both fractions 0–1 or neither: the CHECK) that a
 * website crops around, and the library's folder and tags.
 */
export const files = pgTable(
  'files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    attachableType: text('attachable_type'),
    attachableId: text('attachable_id'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    width: integer('width'),
    height: integer('height'),
    altPl: text('alt_pl').notNull().default(''),
    altEn: text('alt_en').notNull().default(''),
    focalX: real('focal_x'),
    focalY: real('focal_y'),
    folder: text('folder').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_attachable_idx').on(t.attachableType, t.attachableId),
    index('files_folder_idx').on(t.folder),
    index('files_tags_idx').using('gin', t.tags),
    check('files_focal_both', sql`(${t.focalX} is null) = (${t.focalY} is null)`),
    check('files_focal_range', sql`${t.focalX} between 0 and 1 and ${t.focalY} between 0 and 1`),
  ],
);

/**
 * An image's WebP renditions (thumbnail, medium, large), made with sharp at upload, each under its own storage
 * key; gone with the file (cascade), their bytes removed with the original's.
 */
export const fileVariants = pgTable(
  'file_variants',
  {
    fileId: bigint('file_id', { mode: 'number' }).notNull().references(() => files.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.kind] })],
);

/**
 * Contacts (issue 26, /kontakt): the agency's address book of people and companies, with an optional place on
 * the map (both coordinates or neither: the CHECK) and free tags.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    /** person | company */
    kind: text('kind').notNull().default('person'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    street: text('street').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default('PL'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('contacts_position_whole', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
    index('contacts_tags_idx').using('gin', t.tags),
    index('contacts_city_idx').on(t.city, t.id),
  ],
);

/**
 * Realizations (issue 26, /realizacje): the agency's portfolio, each with a unique slug (the website's address),
 * an optional place on the map (both coordinates or neither) and ordered images from the media library.
 */
export const realizations = pgTable(
  'realizations',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    client: text('client').notNull().default(''),
    category: text('category').notNull().default(''),
    completedOn: date('completed_on', { mode: 'string' }),
    city: text('city').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('realizations_position_whole', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
    uniqueIndex('realizations_slug_idx').on(t.slug),
    index('realizations_completed_idx').on(t.completedOn, t.id),
    index('realizations_category_idx').on(t.category, t.id),
  ],
);

/** A realization's images in order, one of them main; a used file cannot be deleted (restrict). */
export const realizationImages = pgTable(
  'realization_images',
  {
    id: serial('id').primaryKey(),
    realizationId: integer('realization_id').notNull().references(() => realizations.id, { onDelete: 'cascade' }),
    fileId: bigint('file_id', { mode: 'number' }).notNull().references(() => files.id, { onDelete: 'restrict' }),
    main: boolean('main').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('realization_images_realization_idx').on(t.realizationId, t.position), index('realization_images_file_idx').on(t.fileId)],
);
