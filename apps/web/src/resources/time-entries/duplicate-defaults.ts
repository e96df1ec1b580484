import type { RunningTimer, TimeEntry, TimeEntryList } from '@harmony/shared';
import { clockToMinutes, minutesToClock, timeEntriesContract, warsawClock, warsawToday } from '@harmony/shared';
import { api } from '../../lib/api';
import { freeSlot, type Span } from './free-slot';

/** Minutes since today's Warsaw midnight of an instant, clamped to the day (an entry from yesterday starts at 0). */
function minuteOfToday(iso: string, today: string): number {
  const { day, time } = warsawClock(iso);
  if (day < today) return 0;
  if (day > today) return 1440;
  return clockToMinutes(time) ?? 0;
}

/**
 * The quick-add form's values for a copy of `entry` (Kimai's and solidtime's "duplicate"): its project,
 * category, description, billable flag and length, for the same person, today — at the original's clock time
 * when free, else in the first free place (the day's entries and the caller's running timer count as taken).
 */
export async function duplicateDefaults(entry: TimeEntry, signedInId: number | undefined, timer: RunningTimer | null | undefined) {
  const today = warsawToday();
  const query = new URLSearchParams({ from: today, to: today, user_id: String(entry.user.id), per_page: '100', sort: 'started_at', order: 'asc' });
  const list = await api.get<TimeEntryList>(`${timeEntriesContract.path}?${query.toString()}`, { silent: true }).catch(() => null);
  const busy: Span[] = (list?.data ?? []).map((e) => [minuteOfToday(e.started_at, today), minuteOfToday(e.ended_at, today)]);
  // The caller's running timer will end at or after now: the copy must end before it began (the API's rule).
  if (timer && entry.user.id === signedInId) busy.push([minuteOfToday(timer.started_at, today), 1440]);
  const [start, end] = freeSlot(busy, clockToMinutes(warsawClock(entry.started_at).time) ?? 0, entry.minutes);
  return {
    ...(entry.user.id !== signedInId ? { user_id: String(entry.user.id) } : {}),
    project_id: String(entry.project.id),
    category_id: entry.category ? String(entry.category.id) : '',
    description: entry.description,
    billable: entry.billable,
    day: today,
    start: minutesToClock(start),
    end: minutesToClock(end),
  };
}
