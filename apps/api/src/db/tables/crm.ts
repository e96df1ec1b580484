import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, check, date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './core.js';
import { statuses } from './admin.js';

const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Types of project categories (/category-types). */
export const categoryTypes = pgTable(
  'category_types',
  { id: serial('id').primaryKey(), name: text('name').notNull(), ...timestamps() },
  (t) => [uniqueIndex('category_types_name_unique').on(sql`lower(${t.name})`)],
);

/** Project categories (/kategorie): name, colour, category type. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    color: text('color').notNull().default('#9e9e9e'),
    categoryTypeId: integer('category_type_id').references(() => categoryTypes.id, { onDelete: 'restrict' }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('categories_name_unique').on(sql`lower(${t.name})`), index('categories_type_idx').on(t.categoryTypeId)],
);

/** Projects: budgets in hours and money; archived projects have archived_at. */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    customer: text('customer').notNull().default(''),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    statusId: integer('status_id').references(() => statuses.id, { onDelete: 'set null' }),
    leaderId: integer('leader_id').references(() => users.id, { onDelete: 'set null' }),
    budgetHours: numeric('budget_hours', { precision: 10, scale: 2 }),
    budgetAmount: numeric('budget_amount', { precision: 12, scale: 2 }),
    deadline: date('deadline'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    // The list's default view (active projects by name) walks this in order and stops after a page.
    index('projects_active_name_idx').on(t.name, t.id).where(sql`${t.archivedAt} is null`),
    index('projects_name_idx').on(t.name, t.id),
    index('projects_leader_idx').on(t.leaderId),
    index('projects_category_idx').on(t.categoryId),
  ],
);

/** Who works on a project, with planned hours per month (month = its first day). */
export const projectAllocations = pgTable(
  'project_allocations',
  {
    projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    plannedHours: numeric('planned_hours', { precision: 8, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId, t.month] }), index('project_allocations_user_idx').on(t.userId, t.month)],
);

/**
 * Time entries. No two entries of one user overlap: writes take a per-user advisory lock and check,
 * which works the same on PGlite and PostgreSQL. `minutes` is derived from start and end at write time.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'restrict' }),
    /** The kind of work (a project category), for the project report "by category"; optional. */
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** The Europe/Warsaw calendar day the entry starts on. */
    day: date('day').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull(),
    description: text('description').notNull().default(''),
    billable: boolean('billable').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('time_entries_user_start_idx').on(t.userId, t.startedAt),
    // The list's default order (newest first) over everyone: one page is one short index walk.
    index('time_entries_started_idx').on(t.startedAt, t.id),
    index('time_entries_project_day_idx').on(t.projectId, t.day),
    index('time_entries_day_idx').on(t.day, t.id),
    index('time_entries_category_idx').on(t.categoryId),
    // The length rule of every write path (shared TIME_ENTRY_MAX_MINUTES), kept by the database too: the
    // overlap check (time-entries/overlaps.ts) looks back only this far.
    check('time_entries_length_check', sql`${t.endedAt} > ${t.startedAt} and ${t.endedAt} <= ${t.startedAt} + interval '24 hours'`),
  ],
);

/** Locked months (first day): only administrators change entries in them. */
export const monthLocks = pgTable('month_locks', {
  month: date('month').primaryKey(),
  lockedBy: integer('locked_by').references(() => users.id, { onDelete: 'set null' }),
  lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Hourly rates valid from a date; a project rate beats the user's general rate (project_id null). */
export const rates = pgTable(
  'rates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2 }).notNull(),
    validFrom: date('valid_from').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('rates_user_project_from_unique').on(t.userId, sql`coalesce(${t.projectId}, 0)`, t.validFrom),
    index('rates_lookup_idx').on(t.userId, t.validFrom),
  ],
);

/** Calendar events of a user (/uzytkownik/kalendarz). */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    color: text('color').notNull().default('#f5b135'),
    ...timestamps(),
  },
  (t) => [index('events_user_start_idx').on(t.userId, t.startsAt)],
);

/** Budget alerts already sent (80 % and 100 % of hours or money), so each goes out once per project. */
export const budgetAlerts = pgTable(
  'budget_alerts',
  {
    projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    threshold: integer('threshold').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.kind, t.threshold] })],
);

/** What every time summary keeps per group: count of entries, minutes, and cost in PLN (rounded per entry). */
const amounts = () => ({
  entries: integer('entries').notNull(),
  minutes: bigint('minutes', { mode: 'number' }).notNull(),
  cost: numeric('cost', { precision: 14, scale: 2 }).notNull(),
});

/**
 * Time entries summed per user, month (its first day), project, kind of work (0 = none) and billable flag:
 * count, minutes and cost (each entry's cost at its rate, rounded to grosze, then summed). Kept exact by
 * triggers in the same transaction as every write of time_entries and rates (migration 0004), so totals,
 * reports and budgets read a few rows instead of every entry. No foreign keys: it is derived data.
 */
export const timeTotals = pgTable(
  'time_totals',
  {
    userId: integer('user_id').notNull(),
    month: date('month').notNull(),
    projectId: integer('project_id').notNull(),
    categoryId: integer('category_id').notNull(),
    billable: boolean('billable').notNull(),
    ...amounts(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.month, t.projectId, t.categoryId, t.billable] }),
    index('time_totals_project_idx').on(t.projectId, t.month),
    index('time_totals_month_idx').on(t.month),
  ],
);

/**
 * time_totals rolled up per user, month and billable flag (no project, no kind of work): the time list's
 * totals when it is not filtered by project read ~25 rows per person instead of hundreds. Kept by a
 * statement trigger on time_totals (migrations 0004, 0009, 0010), like the other summaries below.
 */
export const timeTotalsMonthly = pgTable(
  'time_totals_monthly',
  {
    userId: integer('user_id').notNull(),
    month: date('month').notNull(),
    billable: boolean('billable').notNull(),
    ...amounts(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month, t.billable] }), index('time_totals_monthly_month_idx').on(t.month)],
);

/** Everything a person ever booked, per billable flag: the time list's totals without a date range. Migration 0007. */
export const timeTotalsByUser = pgTable(
  'time_totals_by_user',
  {
    userId: integer('user_id').notNull(),
    billable: boolean('billable').notNull(),
    ...amounts(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.billable] })],
);

/** Everything booked on a project: its hours and cost used (projects list, budgets). Migration 0007. */
export const timeTotalsByProject = pgTable('time_totals_by_project', {
  projectId: integer('project_id').primaryKey(),
  ...amounts(),
});

/** A person's time per month (the users report: one row per cell). Migration 0009. */
export const timeTotalsUserMonths = pgTable(
  'time_totals_user_months',
  {
    userId: integer('user_id').notNull(),
    month: date('month').notNull(),
    ...amounts(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] }), index('time_totals_user_months_month_idx').on(t.month)],
);

/**
 * A person's calendar year (`year`) in arrays of its twelve months, January first: minutes and cost per month
 * (zeros included), and running sums (`upto_*`: from January up to and including each month) of entries,
 * minutes and cost, so that the sum of any run of months is one subtraction. The users report reads one row
 * per person and year its range touches instead of one per person and month, and sends the months' slices as
 * they are. Kept by time_totals_follow like the summaries above, adding each statement's changes month by month
 * (migration 0012); no row for a year whose entries are all gone.
 */
export const timeTotalsUserYears = pgTable(
  'time_totals_user_years',
  {
    year: integer('year').notNull(),
    userId: integer('user_id').notNull(),
    minutes: bigint('minutes', { mode: 'number' }).array().notNull(),
    cost: numeric('cost', { precision: 14, scale: 2 }).array().notNull(),
    uptoEntries: integer('upto_entries').array().notNull(),
    uptoMinutes: bigint('upto_minutes', { mode: 'number' }).array().notNull(),
    uptoCost: numeric('upto_cost', { precision: 14, scale: 2 }).array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.userId] })],
);

/** A project's time per month and person (its report by person and by month). Migration 0009. */
export const timeTotalsProjectUsers = pgTable(
  'time_totals_project_users',
  {
    projectId: integer('project_id').notNull(),
    month: date('month').notNull(),
    userId: integer('user_id').notNull(),
    ...amounts(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.month, t.userId] })],
);

/**
 * A project's time per person and calendar year as running sums over its twelve months (`upto_*`: from January
 * up to and including each month), so a person's sum over any run of a year's months is one subtraction. The
 * project report's breakdown by person reads one row per person and year instead of summing a row per person
 * and month. Kept by time_totals_follow (migration 0013); no row for a year whose entries are all gone.
 */
export const timeTotalsProjectUserYears = pgTable(
  'time_totals_project_user_years',
  {
    projectId: integer('project_id').notNull(),
    year: integer('year').notNull(),
    userId: integer('user_id').notNull(),
    uptoEntries: integer('upto_entries').array().notNull(),
    uptoMinutes: bigint('upto_minutes', { mode: 'number' }).array().notNull(),
    uptoCost: numeric('upto_cost', { precision: 14, scale: 2 }).array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.year, t.userId] })],
);

/** A project's time per month and kind of work (0 = none): its report by kind of work. Migration 0009. */
export const timeTotalsProjectCategories = pgTable(
  'time_totals_project_categories',
  {
    projectId: integer('project_id').notNull(),
    month: date('month').notNull(),
    categoryId: integer('category_id').notNull(),
    ...amounts(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.month, t.categoryId] })],
);
