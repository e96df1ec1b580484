import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './core.js';

const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Name, colour, order and the kind of record a row applies to: the shape statuses and types share. */
function statusLikeTable<Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      name: text('name').notNull(),
      color: text('color').notNull().default('#9e9e9e'),
      position: integer('position').notNull().default(0),
      appliesTo: text('applies_to').notNull(),
      ...timestamps(),
    },
    (t) => [uniqueIndex(`${name}_name_applies_unique`).on(sql`lower(${t.name})`, t.appliesTo)],
  );
}

/** Statuses (/administrator/statusy). */
export const statuses = statusLikeTable('statuses');

/** Admin types (/typy, API /api/v1/admin/types). */
export const types = statusLikeTable('types');

/** One-time links: set a password after `send_password`, or reset a forgotten one. Only the hash is kept. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_tokens_user_idx').on(t.userId)],
);

/** Per-user UI preferences (e.g. a list's chosen columns), so they follow the user to any browser. */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Deleted records kept for "undo": the row as it was, restorable by the generic CRUD's restore route. */
export const deletedRecords = pgTable(
  'deleted_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    data: jsonb('data').notNull(),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deleted_records_lookup_idx').on(t.resource, t.recordId)],
);
