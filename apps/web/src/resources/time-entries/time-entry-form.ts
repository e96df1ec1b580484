import { z } from 'zod';
import { CLOCK_PATTERN, OTHERS_TIME, clockToMinutes, encodeRule, TIME_ENTRY_DESCRIPTION_MAX, timeEntryDay, v, warsawClock, warsawClockInstant, warsawToday, type TimeEntry } from '@harmony/shared';
import type { FormField, ResourceForm, ResourceRow } from '../../components/resource/types';
import { optionalRef, requiredRef } from '../../lib/forms/refs';
import { DurationField } from '../../components/time/duration-field';
import { TimeProjectField } from './project-field';
import { timeCategoryOptions, timeUserOptions } from '../../components/time/time-options';


const clock = () =>
  z.string({ error: encodeRule('required') }).trim().min(1, { error: encodeRule('required') }).regex(CLOCK_PATTERN, { error: 'time.invalidClock' });

/** End after start, when both are clock times ("24:00" ends the day). */
function endsAfterStart(start: unknown, end: unknown): boolean {
  const s = clockToMinutes(String(start ?? ''));
  const e = clockToMinutes(String(end ?? ''));
  return s === null || e === null || e > s;
}

/**
 * The form people fill in (day, start and end on the Warsaw clock) for the API's body (instants): the API
 * validates that body with the shared timeEntryInput; this schema checks what the form itself can tell.
 */
export const timeEntryFormSchema = z
  .object({
    user_id: optionalRef(),
    project_id: requiredRef(),
    category_id: optionalRef(),
    /** Inside the days the API books time on (1900 or 2099 is a typo). */
    day: timeEntryDay(),
    start: clock(),
    end: clock(),
    description: v.optionalText(TIME_ENTRY_DESCRIPTION_MAX).default(''),
    billable: z.boolean().default(true),
  })
  .refine((value) => endsAfterStart(value.start, value.end), {
    path: ['end'],
    message: 'time.endBeforeStart',
    // Said even while another field (the project) is still empty.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type TimeEntryFormValues = z.output<typeof timeEntryFormSchema>;

/** The API's body from the checked form values. */
export function toTimeEntryBody(values: TimeEntryFormValues) {
  return {
    ...(values.user_id ? { user_id: values.user_id } : {}),
    project_id: values.project_id,
    category_id: values.category_id,
    started_at: warsawClockInstant(values.day, values.start),
    ended_at: warsawClockInstant(values.day, values.end),
    description: values.description ?? '',
    billable: values.billable,
  };
}

/** A stored entry as form values: its Warsaw day and clock times (an end at the next midnight reads 24:00). */
export function timeEntryFormValues(record: ResourceRow) {
  const entry = record as unknown as TimeEntry;
  const start = warsawClock(entry.started_at);
  const end = warsawClock(entry.ended_at);
  const categoryId = entry.category?.id ?? null;
  return {
    user_id: String(entry.user.id),
    project_id: String(entry.project.id),
    category_id: categoryId ? String(categoryId) : '',
    day: start.day,
    start: start.time,
    end: end.day !== start.day && end.time === '00:00' ? '24:00' : end.time,
    description: entry.description,
    billable: entry.billable,
  };
}

/** The API names its time fields started_at / ended_at; the form has start and end. */
export const timeErrorField = (path: string): string => (path === 'started_at' ? 'start' : path === 'ended_at' ? 'end' : path);

export const timeEntryFields: FormField[] = [
  // The projects of the entry's user (user_id), not always the signed-in user's.
  { name: 'project_id', kind: 'custom', component: TimeProjectField, span: 4 },
  { name: 'category_id', kind: 'select', options: timeCategoryOptions, span: 4, clearable: true },
  { name: 'user_id', kind: 'select', options: timeUserOptions, span: 4, permission: OTHERS_TIME, clearable: true },
  { name: 'day', kind: 'date', span: 3 },
  { name: 'start', kind: 'time', span: 2 },
  { name: 'end', kind: 'time', span: 2 },
  { name: 'duration', kind: 'custom', component: DurationField, span: 2 },
  { name: 'billable', kind: 'switch', span: 3 },
  { name: 'description', kind: 'text', multiline: true, wide: true },
];

export function timeEntryDefaults(overrides: Record<string, unknown> = {}) {
  return { user_id: '', project_id: '', category_id: '', day: warsawToday(), start: '', end: '', description: '', billable: true, ...overrides };
}

export const timeEntryForm: ResourceForm = {
  schema: timeEntryFormSchema,
  fields: timeEntryFields,
  // A getter: "today" is the day the form opens, not the day the bundle loaded.
  get defaults() {
    return timeEntryDefaults();
  },
  fromRecord: timeEntryFormValues,
  toBody: (values) => toTimeEntryBody(values as TimeEntryFormValues),
  errorField: timeErrorField,
  testId: 'time-form',
};
