import { MESSAGE_STATUSES, messagesContract } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { lazyPart } from '../../components/resource/lazy-part';
import { dateTime } from '../../components/resource/renderers';
import { enumOptions } from '../../components/resource/use-options';
import { assigneeCell, formCell, readCell, repliesCell, senderCell, statusCell, type MessageRow } from './message-cells';

const MessageDetails = lazyPart(() => import('./message-details').then((m) => m.MessageDetails));

/**
 * The inbox of contact-form messages (/wiadomosci): newest first, unread ones in bold; filtered by status, read or
 * not and whose they are. A message opens in the item modal (its fields, files and thread, status and assignee,
 * the reply box), named in the URL (`?message=7`: the notification's link opens it). Messages come and go with
 * their form answers, so the inbox deletes and exports nothing.
 */
export const messages = defineResource<MessageRow>({
  contract: messagesContract,
  routes: {},
  title: (row) => [row.sender_name, row.sender_email && `<${row.sender_email}>`].filter(Boolean).join(' ') || row.form?.name || `#${row.id}`,
  list: {
    columns: [
      { field: 'id', width: 80, hidden: true },
      { field: 'created_at', width: 160, render: dateTime('created_at') },
      { field: 'sender_name', flex: 2, render: senderCell },
      { field: 'preview', flex: 2.5 },
      { field: 'form', flex: 1, render: formCell },
      { field: 'status', width: 130, render: statusCell },
      { field: 'assigned_to', flex: 1, minWidth: 130, render: assigneeCell },
      { field: 'read', width: 140, render: readCell },
      { field: 'replies_count', width: 100, render: repliesCell },
    ],
    mainField: 'preview',
    filters: [
      { name: 'status', kind: 'select', options: enumOptions(MESSAGE_STATUSES, 'messages.statuses') },
      { name: 'read', kind: 'select', options: enumOptions(['false', 'true'], 'formsWeb.messages.readStates') },
      { name: 'assigned', kind: 'select', options: enumOptions(['me', 'none'], 'formsWeb.messages.assignedOptions') },
    ],
    itemParam: 'message',
    strongRow: (row) => !row.read,
    testId: 'messages-list',
  },
  actions: { export: false, delete: false, bulkDelete: false, undo: false },
  itemDetails: MessageDetails,
});
