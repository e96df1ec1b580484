import { eventsContract, TIME_ENTRIES_PATH, type CalendarEvent, type TimeEntry, type TimeEntryList } from '@harmony/shared';
import { api } from '../../lib/api';

export type { CalendarEvent };

/** POST /api/events. All-day events run from midnight to midnight (Europe/Warsaw), end exclusive. */
export type EventInput = Omit<CalendarEvent, 'id'>;

export const EVENTS_KEY = ['events'] as const;
export const eventsKey = (from: string, to: string) => [...EVENTS_KEY, from, to] as const;
export const calendarEntriesKey = (from: string, to: string, userId: number) => ['time-entries', 'calendar', userId, from, to] as const;

/** GET /api/events?from=ISO&to=ISO: the caller's events overlapping the range. */
export const fetchEvents = (from: string, to: string) =>
  api
    .get<{ data: CalendarEvent[] }>(`${eventsContract.path}?${new URLSearchParams({ from, to }).toString()}`, { silent: true })
    .then((body) => body?.data ?? []);

export const createEvent = (input: EventInput) => api.post<{ id: number; message: string; data?: CalendarEvent }>(eventsContract.path, input);
/** PUT /api/events: the id travels in the body (seed section 7). */
export const updateEvent = (event: CalendarEvent) => api.put<{ message: string; data?: CalendarEvent }>(eventsContract.path, event);
export const deleteEvent = (id: number) => api.delete<{ message: string }>(eventsContract.itemPath(id));

const PAGE = 100;
/** Never more than this many pages of entries for one visible range (a month of a very busy user is ~2). */
const MAX_PAGES = 10;

/** The user's own time entries of the days from..to (inclusive), all pages. */
export async function fetchOwnEntries(fromDay: string, toDay: string, userId: number): Promise<TimeEntry[]> {
  const rows: TimeEntry[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const query = new URLSearchParams({ from: fromDay, to: toDay, user_id: String(userId), per_page: String(PAGE), page: String(page), sort: 'started_at', order: 'asc' });
    const body = await api.get<TimeEntryList>(`${TIME_ENTRIES_PATH}?${query.toString()}`, { silent: true });
    rows.push(...(body?.data ?? []));
    if (!body?.meta || page >= body.meta.last_page) break;
  }
  return rows;
}
