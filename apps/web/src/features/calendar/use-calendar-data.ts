import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { calendarEntriesKey, eventsKey, fetchEvents, fetchOwnEntries, type CalendarEvent } from './calendar-api';
import { addDays, calendarStrToInstant } from './calendar-dates';
import { entryToInput, eventToInput, type CalendarEventInput } from './calendar-mapping';

export interface VisibleRange {
  startStr: string;
  endStr: string;
}

const NO_EVENTS: CalendarEvent[] = [];

/** The events of the visible range and the user's time entries of the same days, as calendar inputs. */
export function useCalendarData(range: VisibleRange | null, userId: number | undefined) {
  const from = range ? calendarStrToInstant(range.startStr) : '';
  const to = range ? calendarStrToInstant(range.endStr) : '';
  const fromDay = range?.startStr.slice(0, 10) ?? '';
  const toDay = range ? addDays(range.endStr.slice(0, 10), -1) : '';

  const events = useQuery({
    queryKey: eventsKey(from, to),
    queryFn: () => fetchEvents(from, to),
    enabled: Boolean(range),
    placeholderData: (previous) => previous,
  });
  const entries = useQuery({
    queryKey: calendarEntriesKey(fromDay, toDay, userId ?? 0),
    queryFn: () => fetchOwnEntries(fromDay, toDay, userId!),
    enabled: Boolean(range && userId),
    placeholderData: (previous) => previous,
  });

  const list = events.data ?? NO_EVENTS;
  const inputs = useMemo<CalendarEventInput[]>(
    () => [...list.map(eventToInput), ...(entries.data ?? []).map(entryToInput)],
    [list, entries.data],
  );
  const byId = useMemo(() => new Map(list.map((e) => [e.id, e])), [list]);
  return { inputs, byId, eventsFailed: events.isError, entriesFailed: entries.isError };
}
