import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './content.js';
import { pages } from './pages.js';

/**
 * Pop-ups (issue 26, /popupy): shown on the website while `active` and between their dates, on every page or the
 * chosen ones (popup_pages), by a trigger and a frequency the website's script follows. `views` and `clicks` are
 * counted by the public API (one UPDATE each, no row per event: the counts are what the screens show).
 */
export const popups = pgTable(
  'popups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    imageId: bigint('image_id', { mode: 'number' }).references(() => files.id, { onDelete: 'restrict' }),
    buttonLabel: text('button_label').notNull().default(''),
    buttonUrl: text('button_url').notNull().default(''),
    active: boolean('active').notNull().default(true),
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeTo: timestamp('active_to', { withTimezone: true }),
    trigger: text('trigger').notNull().default('delay'),
    delaySeconds: integer('delay_seconds').notNull().default(5),
    scrollPercent: integer('scroll_percent').notNull().default(50),
    frequency: text('frequency').notNull().default('session'),
    frequencyDays: integer('frequency_days').notNull().default(7),
    allPages: boolean('all_pages').notNull().default(true),
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('popups_image_idx').on(t.imageId)],
);

/** The pages a pop-up is limited to (when not `all_pages`). */
export const popupPages = pgTable(
  'popup_pages',
  {
    popupId: integer('popup_id').notNull().references(() => popups.id, { onDelete: 'cascade' }),
    pageId: integer('page_id').notNull().references(() => pages.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.popupId, t.pageId] }), index('popup_pages_page_idx').on(t.pageId)],
);
