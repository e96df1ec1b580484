import { MAIL_KINDS, MAILS_QUEUE_PATH, mailsContract, OUTBOX_STATUSES, routePath, SENT_STATUSES } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { lazyPart } from '../../components/resource/lazy-part';
import { dateTime, translated } from '../../components/resource/renderers';
import type { ResourceList } from '../../components/resource/types';
import { enumOptions } from '../../components/resource/use-options';
import { cancelAction, detailsAction, isEditableMail, retryAction } from './mail-actions';
import { firstMail, type MailRow } from './mail-api';
import { countsCell, lastErrorCell, recipientsCell, scheduledCell, statusCell, subjectCell } from './mail-cells';
import { mailForm } from './mail-form';

const MailDetails = lazyPart(() => import('./mail-details').then((m) => m.MailDetails));


/**
 * The list both screens show (newest first, the contract's sort): subject, recipients, when it goes out, its status,
 * attempts, the last error and how many recipients it reached or failed; the status filter offers the screen's own
 * statuses. A row opens the mail in the item modal (`?mail=7`) with each recipient's delivery.
 */
function mailList(statuses: readonly string[], testId: string): Omit<ResourceList<MailRow>, 'defaultSort'> {
  return {
    columns: [
      { field: 'id', width: 80, hidden: true },
      { field: 'subject', flex: 2, render: subjectCell },
      { field: 'emails', flex: 2, header: 'mailScreens.columns.recipients', render: recipientsCell },
      // Sorted by the API's column; shown from the seed's field.
      { field: 'scheduled_at', width: 160, header: 'mails.fields.scheduledAt', render: scheduledCell },
      { field: 'status', width: 120, render: statusCell },
      { field: 'attempts', width: 90 },
      { field: 'sent_count', width: 130, header: 'mailScreens.columns.counts', render: countsCell },
      { field: 'last_error', flex: 1.5, render: lastErrorCell },
      { field: 'sent_at', width: 160, hidden: true, render: dateTime('sent_at') },
      { field: 'kind', width: 150, hidden: true, render: translated('kind', 'mails.kinds') },
      { field: 'created_at', width: 160, hidden: true, render: dateTime('created_at') },
    ],
    mainField: 'subject',
    filters: [
      { name: 'status', kind: 'select', options: enumOptions(statuses, 'mails.statuses') },
      { name: 'kind', kind: 'select', options: enumOptions(MAIL_KINDS, 'mails.kinds') },
    ],
    itemParam: 'mail',
    testId,
  };
}

/** Both screens share the contract, the item call's reading and the details; nothing else of a mail is deleted or exported here. */
const common = {
  contract: mailsContract,
  title: (row: MailRow) => row.subject,
  readItem: firstMail,
  itemDetails: MailDetails,
} as const;

/**
 * The outbox (/maile/skrzynka-nadawcza, `GET /api/mails/queue`): what has not gone out — queued, being sent, failed.
 * Compose and edit are its form (/maile/nowy, /maile/{id}/edytuj), which returns here; a mail is edited only while
 * it waits untouched, cancelled unless it is being sent, and its failed recipients retried.
 */
export const outboxMails = defineResource<MailRow>({
  ...common,
  routes: { list: routePath('mailsOutbox'), create: routePath('mailsCreate'), edit: routePath('mailsEdit') },
  list: { ...mailList(OUTBOX_STATUSES, 'mails-outbox'), path: MAILS_QUEUE_PATH, rowTestIds: { edit: 'mail-edit' } },
  form: mailForm,
  rowWritable: (row) => isEditableMail(row),
  rowActions: [retryAction, cancelAction],
  actions: { export: false, delete: false, undo: false },
});

/** The sent mail (/maile, `GET /api/mails`): finished mail, each recipient's delivery in its details. */
export const sentMails = defineResource<MailRow>({
  ...common,
  routes: {},
  list: mailList(SENT_STATUSES, 'mails-sent'),
  rowActions: [detailsAction],
  actions: { export: false, delete: false, undo: false },
});
