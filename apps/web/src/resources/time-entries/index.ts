import { ADMIN_ROLES, hasRole, thisMonthRange, warsawClock } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { billableCell, categoryCell, costCell, dayCell, durationCell, projectCell, rangeCell, userCell, type TimeRow } from './time-cells';
import { TimeEntriesAboveLazy } from './time-entries-above-lazy';
import { TimeListViewSwitch } from '../../components/time/time-view-switch';
import { continueAction, duplicateAction } from './entry-actions';
import { OTHERS_TIME, TIME_SUBJECTS, timeEntryForm } from './time-entry-form';
import { timeUserOptions, visibleProjectOptions } from '../../components/time/time-options';

export { TIME_SUBJECTS };
/** Labels the shared `time.fields` catalogue does not have. */
const OWN_LABELS = ['category', 'category_id', 'duration', 'locked', 'hours'];

/**
 * Time worked: /czasy (list with a date range defaulting to this month, totals of the filter, quick add,
 * CSV and XLSX exports, month locking for administrators) and /czasy/{id}/edycja. Rows of a locked month
 * show a lock and, except for administrators, no edit or delete.
 */
export const timeEntries = defineResource<TimeRow>({
  name: 'time-entries',
  path: '/api/time-entries',
  subject: TIME_SUBJECTS,
  routes: { list: '/czasy', edit: '/czasy/:id/edycja' },
  labelKey: (field) => (OWN_LABELS.includes(field) ? `webProjects.time.fields.${field}` : `time.fields.${field}`),
  title: (row, t) => `${row.project?.name ?? t('time.fields.project')}, ${row.day} ${warsawClock(row.started_at).time}`,
  list: {
    columns: [
      { field: 'day', sortable: true, width: 105, render: dayCell },
      { field: 'started_at', sortable: true, width: 105, render: rangeCell, header: 'webProjects.time.fields.hours' },
      { field: 'minutes', sortable: true, width: 80, render: durationCell, header: 'webProjects.time.fields.duration' },
      { field: 'user', sortable: true, flex: 1, render: userCell },
      { field: 'project', sortable: true, flex: 1.2, render: projectCell },
      { field: 'category', width: 115, render: categoryCell },
      { field: 'description', flex: 2 },
      { field: 'billable', width: 75, render: billableCell },
      { field: 'cost', width: 110, render: costCell },
    ],
    filters: [
      { name: 'from', kind: 'date', defaultValue: () => thisMonthRange().from },
      { name: 'to', kind: 'date', defaultValue: () => thisMonthRange().to },
      { name: 'user_id', kind: 'select', options: timeUserOptions, permission: OTHERS_TIME },
      { name: 'project_id', kind: 'select', options: visibleProjectOptions },
      { name: 'billable', kind: 'boolean' },
    ],
    defaultSort: { field: 'started_at', order: 'desc' },
    headerExtras: TimeListViewSwitch,
    aboveList: TimeEntriesAboveLazy,
    exports: [{ file: 'export.xlsx', label: 'webProjects.time.exportXlsx', testId: 'resource-export-xlsx' }],
  },
  form: timeEntryForm,
  rowActions: [continueAction, duplicateAction],
  rowWritable: (row, { user }) => !row.locked || hasRole(user?.roles, ADMIN_ROLES),
});
