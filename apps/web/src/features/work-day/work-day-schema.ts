import { z } from 'zod';
import { clockMinutes, CLOCK_PATTERN, encodeRule, WORK_DAY_ENTRIES_MAX, workDayEntryInput, workDayInput, type FieldErrors } from '@harmony/shared';
import { requiredRef } from '../../lib/forms/refs';

/** The fields of one row, as the API names them under entries.N. */
export const ROW_FIELDS = ['project_id', 'category_id', 'start', 'end', 'description', 'billable'] as const;

/**
 * The shared work-day schema with what the form can tell before sending: an empty project is "required"
 * (not a number out of range) and each row ends after it starts. The API checks overlaps, locks and projects.
 */
const endsAfterStart = (row: { start?: unknown; end?: unknown }) =>
  !CLOCK_PATTERN.test(String(row.start)) || !CLOCK_PATTERN.test(String(row.end)) || clockMinutes(String(row.end)) > clockMinutes(String(row.start));

export const workDayFormSchema = workDayInput.extend({
  entries: z
    .array(
      workDayEntryInput.extend({ project_id: requiredRef() }).refine(endsAfterStart, {
        path: ['end'],
        message: 'time.endBeforeStart',
        // Said even while another field of the row (the project) is still wrong.
        when: (payload) => typeof payload.value === 'object' && payload.value !== null,
      }),
      { error: encodeRule('array', 1, WORK_DAY_ENTRIES_MAX) },
    )
    .min(1, { error: encodeRule('array', 1, WORK_DAY_ENTRIES_MAX) })
    .max(WORK_DAY_ENTRIES_MAX, { error: encodeRule('array', 1, WORK_DAY_ENTRIES_MAX) }),
});

export interface WorkDayRow {
  project_id: string;
  /** '' for none. */
  category_id: string;
  start: string;
  end: string;
  description: string;
  billable: boolean;
}
export interface WorkDayValues {
  day: string;
  entries: WorkDayRow[];
}

export const emptyRow = (start = ''): WorkDayRow => ({ project_id: '', category_id: '', start, end: '', description: '', billable: true });

/** Whether an error path names a field the form shows: the day, or a field of one of its rows. */
export function isWorkDayField(path: string, rows: number): boolean {
  if (path === 'day') return true;
  const row = /^entries\.(\d+)\.([a-z_]+)$/.exec(path);
  return Boolean(row && Number(row[1]) < rows && (ROW_FIELDS as readonly string[]).includes(row[2]!));
}

/**
 * A refused work day's 422 on the form: `entries.N.<field>` lands on row N's field (row N+1 on screen),
 * `day` on the day; anything else (the list as a whole, a row that is not there) is said above the form.
 */
export function workDayErrors(errors: FieldErrors, rows: number): { fields: [string, string][]; general: string[] } {
  const fields: [string, string][] = [];
  const general: string[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    if (!messages[0]) continue;
    if (isWorkDayField(path, rows)) fields.push([path, messages[0]]);
    else general.push(...messages);
  }
  return { fields, general };
}
