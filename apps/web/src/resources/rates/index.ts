import { ratesContract, warsawToday } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { dateTime } from '../../components/resource/renderers';
import type { ResourceRow } from '../../components/resource/types';
import { rateCell, rateProjectCell, validFromCell, type RateRow } from './rate-cells';
import { rateProjectOptions } from './rate-options';

/**
 * Hourly rates of one user (/administrator/uzytkownicy/{id}/stawki): a nested collection — listed and
 * created at /api/users/{id}/rates, changed and deleted at /api/rates/{id} (ratesContract). No paging, export or undo.
 */
export function ratesResource(userId: number) {
  return defineResource<RateRow>({
    // Nested under its user, so not the contract's one path: its identity comes from ratesContract piece by piece.
    name: ratesContract.name,
    path: ratesContract.ofUser(userId),
    itemPath: ratesContract.path,
    subject: ratesContract.permission,
    routes: { list: ratesContract.segment },
    labelKey: ratesContract.labelKey,
    title: (row, t) => `${row.hourly_rate} / h, ${row.valid_from}${row.project ? `, ${row.project.name}` : ` (${t('webProjects.rates.general')})`}`,
    list: {
      columns: [
        { field: 'valid_from', flex: 1, render: validFromCell },
        { field: 'hourly_rate', flex: 1, render: rateCell },
        { field: 'project', flex: 2, render: rateProjectCell },
        { field: 'created_at', flex: 1, hidden: true, render: dateTime('created_at') },
      ],
      searchable: false,
      testId: 'rates-list',
      rowTestIds: { edit: 'rate-edit', delete: 'rate-delete' },
    },
    form: {
      schema: ratesContract.input,
      fields: [
        { name: 'hourly_rate', kind: 'text', span: 4 },
        { name: 'valid_from', kind: 'date', span: 4 },
        { name: 'project_id', kind: 'select', options: rateProjectOptions, clearable: true, span: 4 },
      ],
      get defaults() {
        return { hourly_rate: '', valid_from: warsawToday(), project_id: '' };
      },
      fromRecord: (record: ResourceRow) => {
        const rate = record as RateRow;
        return { hourly_rate: String(rate.hourly_rate), valid_from: rate.valid_from, project_id: rate.project ? String(rate.project.id) : '' };
      },
      testId: 'rate-form',
    },
    actions: { export: false, undo: false, bulkDelete: false },
  });
}
