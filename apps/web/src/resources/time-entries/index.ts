import { ADMIN_ROLES, hasRole, OTHERS_TIME, thisMonthRange, timeEntriesContract, warsawClock, routePath } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { billableCell, categoryCell, costCell, dayCell, durationCell, projectCell, rangeCell, userCell, type TimeRow } from './time-cells';
import { TimeEntriesAboveLazy } from './time-entries-above-lazy';
import { TimeListViewSwitch } from '../../components/time/time-view-switch';
import { continueAction, duplicateAction } from './entry-actions';
import { timeEntryForm } from './time-entry-form';
import { timeUserOptions, visibleProjectOptions } from '../../components/time/time-options';

/**
 * Time worked: /czasy (list with a date range defaulting to this month, totals of the filter, quick add,
 * CSV and XLSX exports, month locking for administrators) and /czasy/{id}/edycja. Rows of a locked month
 * show a lock and, except for administrators, no edit or delete. Path, subjects, labels, sortable columns and
 * the default sort (newest first) come from the shared contract.
 */
export const timeEntries = defineResource<TimeRow>({
  contract: timeEntriesContract,
  routes: { edit: routePath('timesEdit') },
  title: (row, t) => `${row.project?.name ?? t('time.fields.project')}, ${row.day} ${warsawClock(row.started_at).time}`,
  list: {
    columns: [
      { field: 'day', width: 105, render: dayCell },
      { field: 'started_at', width: 105, render: rangeCell, header: 'time.fields.hours' },
      { field: 'minutes', width: 80, render: durationCell, header: 'time.fields.duration' },
      { field: 'user', flex: 1, render: userCell },
      { field: 'project', flex: 1.2, render: projectCell },
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
    headerExtras: TimeListViewSwitch,
    aboveList: TimeEntriesAboveLazy,
    exports: [{ file: 'export.xlsx', label: 'webProjects.time.exportXlsx', testId: 'resource-export-xlsx' }],
  },
  form: timeEntryForm,
  rowActions: [continueAction, duplicateAction],
  rowWritable: (row, { user }) => !row.locked || hasRole(user?.roles, ADMIN_ROLES),
});
