import { activitiesContract, ACTIVITY_ACTIONS, ACTIVITY_SUBJECTS, type ListResponse, type UserRow } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { dateTime, translated } from '../../components/resource/renderers';
import type { OptionItem, ResourceRow } from '../../components/resource/types';
import { enumOptions } from '../../components/resource/use-options';
import { api } from '../../lib/api';
import { ActivityDetails } from './activity-details';
import { actorOf } from './activity-actor';
import { actionKey } from './activity-diff';


const users = {
  key: 'activity-users',
  load: async (): Promise<OptionItem[]> => {
    const list = await api.get<ListResponse<UserRow>>('/api/users?per_page=100&sort=last_name', { silent: true });
    return list.data.map((u) => ({ value: String(u.id), label: `${u.first_name} ${u.last_name}`.trim() || u.email }));
  },
};

/** The activity log (/administrator/aktywnosci): read-only, newest first, a row opens its before/after. */
export const activities = defineResource<ResourceRow>({
  contract: activitiesContract,
  routes: {},
  title: (row, t) =>
    t('activityLog.diffTitle', {
      action: t(actionKey(String(row.action)), { defaultValue: String(row.action) }),
      subject: t(`activityLog.subjects.${String(row.subject_type)}`, { defaultValue: String(row.subject_type ?? '') }),
      id: String(row.subject_id ?? '—'),
    }),
  list: {
    columns: [
      { field: 'id', width: 80, hidden: true },
      { field: 'created_at', width: 170, render: dateTime('created_at') },
      { field: 'user', flex: 1.5, render: (row, { t }) => actorOf(row, t) },
      { field: 'action', render: (row, { t }) => t(actionKey(String(row.action)), { defaultValue: String(row.action) }) },
      { field: 'subject_type', render: translated('subject_type', 'activityLog.subjects') },
      { field: 'subject_id', width: 110 },
      { field: 'ip', width: 140, hidden: true },
    ],
    filters: [
      { name: 'user_id', kind: 'select', options: users },
      { name: 'subject_type', kind: 'select', options: enumOptions(ACTIVITY_SUBJECTS, 'activityLog.subjects') },
      { name: 'action', kind: 'select', options: ACTIVITY_ACTIONS.map((value) => ({ value, labelKey: actionKey(value) })) },
      { name: 'from', kind: 'date' },
      { name: 'to', kind: 'date' },
    ],
    searchable: false,
    testId: 'activity-list',
  },
  actions: { export: false, delete: false, edit: false },
  itemDetails: ActivityDetails,
});
