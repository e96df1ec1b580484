import { getContrastRatio } from '@mui/material/styles';
import { EVENT_DEFAULT_COLOR, type TimeEntry } from '@harmony/shared';
import type { CalendarEvent } from './calendar-api';
import { calendarStrToInstant, instantToDay, instantToWall } from './calendar-dates';

/** The event kinds on the calendar: the user's events (editable) and time entries (read-only, other style). */
export const ENTRY_PREFIX = 'entry-';
export const ENTRY_CLASS = 'harmony-time-entry';
export const DEFAULT_EVENT_COLOR = EVENT_DEFAULT_COLOR;

/** What FullCalendar accepts as an event (kept structural, so this file does not load the calendar). */
export interface CalendarEventInput {
  id: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  color?: string;
  contrastColor?: string;
  className?: string;
  editable?: boolean;
  extendedProps: Record<string, unknown>;
}

/** An API event for FullCalendar: all-day ones as days (end exclusive), timed ones as instants. */
export function eventToInput(event: CalendarEvent): CalendarEventInput {
  return {
    id: String(event.id),
    title: event.title,
    start: event.all_day ? instantToDay(event.starts_at) : event.starts_at,
    end: event.all_day ? instantToDay(event.ends_at) : event.ends_at,
    allDay: event.all_day,
    color: event.color || DEFAULT_EVENT_COLOR,
    contrastColor: textOn(event.color || DEFAULT_EVENT_COLOR),
    extendedProps: { kind: 'event', order: 0, description: event.description },
  };
}

/** Black or white, whichever contrasts more with the colour: one of them always reaches WCAG's 4.5:1. */
export function textOn(color: string): string {
  try {
    return getContrastRatio(color, '#ffffff') < getContrastRatio(color, '#000000') ? '#000000' : '#ffffff';
  } catch {
    return '#ffffff';
  }
}

/** A time entry shown alongside: not draggable, styled apart, titled with its project. */
export function entryToInput(entry: TimeEntry): CalendarEventInput {
  return {
    id: `${ENTRY_PREFIX}${entry.id}`,
    title: entry.project?.name ?? '',
    start: entry.started_at,
    end: entry.ended_at,
    allDay: false,
    editable: false,
    className: ENTRY_CLASS,
    color: '#78909c',
    // Events go first in a crowded day; entries fold into "+n more" before them.
    extendedProps: { kind: 'entry', order: 1, description: entry.description, minutes: entry.minutes },
  };
}

/** The part of FullCalendar's EventApi a move or resize needs. */
export interface MovedEvent {
  id: string;
  title: string;
  startStr: string;
  endStr: string;
  allDay: boolean;
  extendedProps: Record<string, unknown>;
  color?: string;
}

/**
 * The PUT /api/events body after a drag or resize: the whole event with its id in the body.
 * A timed event dropped without an end (FullCalendar's default duration) keeps an hour.
 */
export function movedEventBody(event: MovedEvent, original: CalendarEvent | undefined): CalendarEvent {
  const starts_at = calendarStrToInstant(event.startStr);
  const ends_at = event.endStr
    ? calendarStrToInstant(event.endStr)
    : new Date(Date.parse(starts_at) + (event.allDay ? 24 : 1) * 3_600_000).toISOString();
  return {
    id: Number(event.id),
    title: original?.title ?? event.title,
    description: original?.description ?? String(event.extendedProps.description ?? ''),
    starts_at,
    ends_at,
    all_day: event.allDay,
    color: original?.color ?? event.color ?? DEFAULT_EVENT_COLOR,
  };
}

/** Dialog values (Warsaw wall time; all-day end inclusive) of an API event. */
export function eventToDraft(event: CalendarEvent): EventDraft {
  if (event.all_day) {
    const start = instantToDay(event.starts_at);
    const endExclusive = instantToDay(event.ends_at);
    return { ...base(event), start, end: endExclusive > start ? dayBefore(endExclusive) : start };
  }
  return { ...base(event), start: instantToWall(event.starts_at), end: instantToWall(event.ends_at) };
}

const base = (e: CalendarEvent) => ({ id: e.id, title: e.title, description: e.description, all_day: e.all_day, color: e.color || DEFAULT_EVENT_COLOR });

function dayBefore(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The event dialog's values: start/end are Warsaw "YYYY-MM-DDTHH:mm", or "YYYY-MM-DD" (inclusive) when all day. */
export interface EventDraft {
  id?: number;
  title: string;
  description: string;
  all_day: boolean;
  color: string;
  start: string;
  end: string;
}
