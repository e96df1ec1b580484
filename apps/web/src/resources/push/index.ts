import { pushContract, PUSH_AUDIENCES, PUSH_STATUSES, routePath } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { lazyPart } from '../../components/resource/lazy-part';
import { dateTime, translated } from '../../components/resource/renderers';
import { enumOptions } from '../../components/resource/use-options';
import { cancelAction, detailsAction } from './push-actions';
import type { PushRow } from './push-api';
import { audienceCell, countCell, scheduledCell, statusCell, titleCell } from './push-cells';
import { pushForm } from './push-form';

const PushDetails = lazyPart(() => import('./push-details').then((m) => m.PushDetails));

/**
 * Web Push (issue 28): /push/list, every notification (composed here or raised by the notification centre, newest
 * first) with how many browsers it targeted, how many the push services accepted, failed, showed and clicked; a row
 * opens its details (`?push=7`) with its failures by reason; one not sent yet may be cancelled. /push/new composes one.
 */
export const pushNotifications = defineResource<PushRow>({
  contract: pushContract,
  routes: { create: routePath('pushCreate') },
  title: (row) => row.title,
  list: {
    columns: [
      { field: 'id', width: 80, hidden: true },
      { field: 'title', flex: 2, render: titleCell },
      { field: 'audience', flex: 1, render: audienceCell },
      { field: 'scheduled_at', width: 160, render: scheduledCell },
      { field: 'status', width: 130, render: statusCell },
      { field: 'targeted', width: 100, render: countCell('targeted') },
      { field: 'accepted', width: 100, render: countCell('accepted') },
      { field: 'failed', width: 100, render: countCell('failed') },
      { field: 'shown', width: 110, render: countCell('shown') },
      { field: 'clicked', width: 110, render: countCell('clicked') },
      { field: 'kind', width: 140, hidden: true, render: translated('kind', 'push.kinds') },
      { field: 'created_at', width: 160, hidden: true, render: dateTime('created_at') },
    ],
    mainField: 'title',
    filters: [
      { name: 'status', kind: 'select', options: enumOptions(PUSH_STATUSES, 'push.statuses') },
      { name: 'audience', kind: 'select', options: enumOptions(PUSH_AUDIENCES, 'push.audiences') },
    ],
    itemParam: 'push',
    testId: 'push-list',
  },
  form: pushForm,
  itemDetails: PushDetails,
  rowActions: [detailsAction, cancelAction],
  actions: { export: false, delete: false, edit: false, undo: false },
});
