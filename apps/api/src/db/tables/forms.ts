import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The forms' field library (issue 27, /formularze/pola): each field once, used by any form. `options` holds a
 * choice's `{value, label_pl, label_en}`; `rules` the validation in the seed's notation, stored normalised;
 * `consent_version` goes up by one on each change of a consent's text, so an answer can keep the one it saw.
 */
export const formFields = pgTable(
  'form_fields',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    labelPl: text('label_pl').notNull(),
    labelEn: text('label_en').notNull().default(''),
    placeholderPl: text('placeholder_pl').notNull().default(''),
    placeholderEn: text('placeholder_en').notNull().default(''),
    helpPl: text('help_pl').notNull().default(''),
    helpEn: text('help_en').notNull().default(''),
    options: jsonb('options').notNull().default(sql`'[]'::jsonb`),
    rules: text('rules').notNull().default(''),
    consentTextPl: text('consent_text_pl').notNull().default(''),
    consentTextEn: text('consent_text_en').notNull().default(''),
    consentVersion: integer('consent_version').notNull().default(1),
    defaultValue: text('default_value').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('form_fields_key_idx').on(t.key), index('form_fields_updated_idx').on(t.updatedAt, t.id)],
);
