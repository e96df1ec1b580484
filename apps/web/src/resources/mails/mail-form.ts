import type { FieldValues } from 'react-hook-form';
import { MAILS_SEND_PATH, mailInput, type MailDetail, type MailValues } from '@harmony/shared';
import { lazyPart } from '../../components/resource/lazy-part';
import type { FormMode, ResourceForm, ResourceRow } from '../../components/resource/types';

// The declaration loads with the lists: the fields' code (Autocomplete, the address book) only with the form.
const RecipientsField = lazyPart(() => import('./recipients-field').then((m) => m.RecipientsField));

/** The form's values of a saved mail. A time already past means "now" (it waits for the worker), not an error on save. */
export function mailFormValues(record: ResourceRow, now = Date.now()): FieldValues {
  const mail = record as unknown as MailDetail;
  return {
    emails: mail.emails,
    subject: mail.subject,
    content: mail.content,
    attachments: mail.attachments.map((a) => a.id),
    scheduledAt: Date.parse(mail.scheduledAt) > now ? mail.scheduledAt : null,
  };
}

/**
 * The checked values as the API takes them: a new mail as the seed's multipart form data (the addresses as one
 * list, the time as an instant or empty for now, each attachment's id), a change of a queued one as JSON.
 */
export function mailBody(values: FieldValues, mode: FormMode): FormData | Record<string, unknown> {
  const mail = values as MailValues;
  const scheduledAt = mail.scheduledAt ?? '';
  if (mode === 'edit') return { emails: mail.emails, subject: mail.subject, content: mail.content, scheduledAt, attachments: mail.attachments };
  const body = new FormData();
  body.append('emails', mail.emails.join(', '));
  body.append('subject', mail.subject);
  body.append('content', mail.content);
  body.append('scheduledAt', scheduledAt);
  for (const id of mail.attachments) body.append('attachments', String(id));
  return body;
}

/** Compose (/maile/nowy) and edit (/maile/{id}/edytuj) alike, checked by the API's own schema. */
export const mailForm: ResourceForm = {
  schema: mailInput,
  fields: [
    { name: 'emails', kind: 'custom', component: RecipientsField, wide: true },
    { name: 'subject', kind: 'text', wide: true },
    { name: 'content', kind: 'richText', wide: true },
    { name: 'attachments', kind: 'file', multiple: true },
    { name: 'scheduledAt', kind: 'dateTime', emptyIsNow: 'mailScreens.form.scheduledAtHint' },
  ],
  defaults: { emails: [], subject: '', content: '', attachments: [], scheduledAt: null },
  fromRecord: (record) => mailFormValues(record),
  toBody: (values, { mode }) => mailBody(values, mode),
  createPath: MAILS_SEND_PATH,
  submitLabel: { create: 'mailScreens.form.send' },
  testId: 'mail-form',
};
