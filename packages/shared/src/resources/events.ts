import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { textOrEmpty } from './crm-fields.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';
import type { ListMeta } from './list-query.js';
import { isoDateTime } from './time-entries.js';

/**
 * Calendar events (/uzytkownik/kalendarz, /api/events, seed section 7). Everyone sees and changes only their
 * own events (Kalendarz__wlasne); another user's id is a 404.
 */

export const EVENT_TITLE_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 5000;
/** The longest one event may be. */
export const EVENT_MAX_DAYS = 31;
export const EVENT_DEFAULT_COLOR = '#f5b135';

/** The end-before-start and too-long rules, shared by the calendar form and the API: an i18n key under `events.`, or null. */
export function eventTimesProblem(startsAt: Date, endsAt: Date): 'endBeforeStart' | 'tooLong' | null {
  const ms = endsAt.getTime() - startsAt.getTime();
  if (ms < 0) return 'endBeforeStart';
  if (ms > EVENT_MAX_DAYS * 24 * 3600_000) return 'tooLong';
  return null;
}

const fields = {
  title: v.text(EVENT_TITLE_MAX),
  description: textOrEmpty(EVENT_DESCRIPTION_MAX),
  /** Instants with an offset; an all-day event runs from midnight to midnight (Europe/Warsaw). */
  starts_at: isoDateTime(),
  ends_at: isoDateTime(),
  all_day: z.boolean({ error: encodeRule('required') }).default(false),
  color: z.preprocess((x) => (x === '' || x === null ? undefined : x), v.color().default(EVENT_DEFAULT_COLOR)),
};

function checkTimes(value: { starts_at?: string; ends_at?: string }, ctx: z.RefinementCtx) {
  if (typeof value.starts_at !== 'string' || typeof value.ends_at !== 'string') return;
  const start = new Date(value.starts_at);
  const end = new Date(value.ends_at);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return;
  const problem = eventTimesProblem(start, end);
  if (problem) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: `events.${problem}` });
}

/** POST /api/events. */
export const eventInput = z.object(fields).superRefine(checkTimes);
export type EventInput = z.input<typeof eventInput>;

/** PUT /api/events: the whole event with its id in the body (the seed's call has no id in the path). */
export const eventUpdateInput = z
  .object({ id: v.id(), ...fields })
  .superRefine(checkTimes);
export type EventUpdateInput = z.input<typeof eventUpdateInput>;

/**
 * A moment of a range query: YYYY-MM-DD (midnight in Europe/Warsaw), a local date-time without offset
 * (Europe/Warsaw wall clock, as calendars send it) or an ISO instant with offset.
 */
export const EVENT_RANGE_MOMENT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const moment = z.preprocess(
  (x) => (x === '' || x === null ? undefined : typeof x === 'string' ? x.replace(' ', '+') : x),
  z.string().regex(EVENT_RANGE_MOMENT, { error: encodeRule('date') }).optional(),
);

/** An event as the API reads it. */
export const eventRead = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  all_day: z.boolean(),
  color: z.string(),
});
export type CalendarEvent = z.infer<typeof eventRead>;

/**
 * Everyone's own events only (Kalendarz__wlasne). PUT /api/events takes the id in the body (the seed's call),
 * so `update` is eventUpdateInput and the item route serves GET and DELETE only. The plain list is
 * newest first by start; that order is no query parameter (the calendar asks for a range, oldest first).
 */
export const eventsContract = defineContract({
  name: 'events',
  path: '/api/events',
  ...RESOURCES.events,
  input: eventInput,
  update: eventUpdateInput,
  read: eventRead,
  list: { sort: ['starts_at'], defaultSort: 'starts_at', defaultOrder: 'desc', filters: { from: moment, to: moment } },
  labels: 'events.fields',
});

/**
 * GET /api/events: with `from` and/or `to`, every own event overlapping the range (up to EVENT_RANGE_LIMIT,
 * oldest first); without them, a plain paginated list (newest first) with `meta`.
 */
export const eventListQuery = eventsContract.listQuery.pick({ from: true, to: true, page: true, per_page: true });
export type EventListQuery = z.input<typeof eventListQuery>;
export const EVENT_RANGE_LIMIT = 2000;

export interface EventList {
  data: CalendarEvent[];
  /** Only for the plain list (no from/to). */
  meta?: ListMeta;
}
