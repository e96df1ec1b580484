import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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

/**
 * Forms (issue 27, /formularze): each keyed on its screens and in its embed code by a random UUID. Notification
 * e-mails and allowed website origins are lists; a contact form's answers also go to the messages inbox.
 */
export const forms = pgTable(
  'forms',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    isContact: boolean('is_contact').notNull().default(false),
    confirmationPl: text('confirmation_pl').notNull().default(''),
    confirmationEn: text('confirmation_en').notNull().default(''),
    redirectUrl: text('redirect_url').notNull().default(''),
    notifyEmails: text('notify_emails').array().notNull().default(sql`'{}'::text[]`),
    notifyReplyTo: boolean('notify_reply_to').notNull().default(true),
    notifySubject: text('notify_subject').notNull().default(''),
    notifyBody: text('notify_body').notNull().default(''),
    allowedOrigins: text('allowed_origins').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('forms_uuid_idx').on(t.uuid), index('forms_updated_idx').on(t.updatedAt, t.id)],
);

/**
 * The library fields a form uses, in order: `required` null follows the field's own rules, true or false overrides
 * them for this form; a condition shows the field only when the form's field `condition_key` has `condition_value`.
 * A library field in use can't be deleted (restrict).
 */
export const formFieldLinks = pgTable(
  'form_field_links',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id').notNull().references(() => forms.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id').notNull().references(() => formFields.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    required: boolean('required'),
    conditionKey: text('condition_key').notNull().default(''),
    conditionValue: text('condition_value').notNull().default(''),
  },
  (t) => [index('form_field_links_form_idx').on(t.formId, t.position), index('form_field_links_field_idx').on(t.fieldId)],
);
