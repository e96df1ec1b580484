import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
 * optionally attached to a record (attachable type + id), else part of the file library.
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_attachable_idx').on(t.attachableType, t.attachableId)],
);
