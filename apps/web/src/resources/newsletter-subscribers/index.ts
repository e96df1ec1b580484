import { SUBSCRIBER_STATUSES, subscriberInput, subscribersContract, subscriberUpdate, type Subscriber } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { dateTime, translated } from '../../components/resource/renderers';
import { enumOptions } from '../../components/resource/use-options';

export type SubscriberRow = Subscriber & Record<string, unknown>;

/**
 * One list's subscribers (/newsletter/{id}/subskrybenci): the engine's list with the list fixed in every call (and
 * in the CSV/XLSX export), newest first, searched by address or name and filtered by status; edited in a dialog
 * (name and status — only the subscriber confirms), deleted with undo. Added in the page's own dialog with the same
 * form (the address, pending until its confirmation link is followed). Built per list, like a form's answers.
 */
export function subscribersResource(listId: number) {
  return defineResource<SubscriberRow>({
    contract: subscribersContract,
    routes: {},
    title: (row) => row.email,
    list: {
      columns: [
        { field: 'id', width: 80, hidden: true },
        { field: 'email', flex: 2 },
        { field: 'name', flex: 1.5 },
        { field: 'status', width: 150, render: translated('status', 'newsletter.subscriberStatuses') },
        { field: 'confirmed_at', width: 160, render: dateTime('confirmed_at') },
        { field: 'unsubscribed_at', width: 160, hidden: true, render: dateTime('unsubscribed_at') },
        { field: 'lang', width: 100, hidden: true, render: translated('lang', 'newsletter.languages') },
        { field: 'created_at', width: 160, render: dateTime('created_at') },
      ],
      mainField: 'email',
      filters: [{ name: 'status', kind: 'select', options: enumOptions(SUBSCRIBER_STATUSES, 'newsletter.subscriberStatuses') }],
      fixedQuery: { list_id: String(listId) },
      testId: 'newsletter-subscribers',
    },
    form: {
      schema: subscriberInput,
      editSchema: subscriberUpdate,
      testId: 'subscriber-form',
      fields: [
        { name: 'list_id', kind: 'text', mode: 'create', hidden: () => true },
        { name: 'email', kind: 'text', mode: 'create', wide: true },
        { name: 'name', kind: 'text', wide: true },
        { name: 'status', kind: 'select', mode: 'edit', options: enumOptions(SUBSCRIBER_STATUSES, 'newsletter.subscriberStatuses'), wide: true },
      ],
      defaults: { list_id: listId, email: '', name: '', status: 'pending' },
    },
  });
}
