import type { Catalogue } from './types.js';

/** Texts of the mail (issue 28): the fields as the 422 and the forms name them, statuses, the API's answers. */
const pl = {
  mails: {
    fields: {
      id: 'ID',
      emails: 'adresaci',
      subject: 'temat',
      content: 'treść',
      scheduledAt: 'termin wysyłki',
      attachments: 'załączniki',
      status: 'status',
      kind: 'rodzaj',
      attempts: 'próby',
      last_error: 'ostatni błąd',
      sent_at: 'wysłano',
      created_at: 'utworzono',
      created_by: 'autor',
      recipients_count: 'adresaci',
    },
    statuses: { queued: 'W kolejce', sending: 'Wysyłanie', sent: 'Wysłany', failed: 'Błąd' },
    kinds: { user: 'Napisany', 'set-password': 'Ustawienie hasła', 'form-answer': 'Odpowiedź z formularza', 'message-reply': 'Odpowiedź na wiadomość',
      'newsletter-confirm': 'Potwierdzenie zapisu na newsletter', 'newsletter-welcome': 'Powitanie w newsletterze', campaign: 'Kampania newslettera',
      notification: 'Powiadomienie' },
    queued: 'Mail czeka w kolejce do wysłania.',
    scheduled: 'Mail zostanie wysłany {{at}}.',
    updated: 'Zmiany w mailu zapisane.',
    cancelled: 'Wysyłka maila została anulowana.',
    deleted: 'Mail usunięty.',
    retried: 'Nieudane wysyłki wróciły do kolejki.',
    notQueued: 'Ten mail jest już wysyłany lub wysłany: nie można go zmienić.',
    nothingToRetry: 'Ten mail nie ma nieudanych wysyłek.',
    beingSent: 'Ten mail jest właśnie wysyłany: spróbuj za chwilę.',
  },
};

const en: Catalogue<typeof pl> = {
  mails: {
    fields: {
      id: 'ID',
      emails: 'recipients',
      subject: 'subject',
      content: 'content',
      scheduledAt: 'send time',
      attachments: 'attachments',
      status: 'status',
      kind: 'kind',
      attempts: 'attempts',
      last_error: 'last error',
      sent_at: 'sent',
      created_at: 'created',
      created_by: 'author',
      recipients_count: 'recipients',
    },
    statuses: { queued: 'Queued', sending: 'Sending', sent: 'Sent', failed: 'Failed' },
    kinds: { user: 'Composed', 'set-password': 'Password setup', 'form-answer': 'Form answer', 'message-reply': 'Message reply',
      'newsletter-confirm': 'Newsletter confirmation', 'newsletter-welcome': 'Newsletter welcome', campaign: 'Newsletter campaign',
      notification: 'Notification' },
    queued: 'The mail is queued to be sent.',
    scheduled: 'The mail will be sent {{at}}.',
    updated: 'The mail has been saved.',
    cancelled: 'The mail has been cancelled.',
    deleted: 'The mail has been deleted.',
    retried: 'The failed deliveries are back on the queue.',
    notQueued: 'This mail is being sent or has been sent: it cannot be changed.',
    nothingToRetry: 'This mail has no failed deliveries.',
    beingSent: 'This mail is being sent right now: try again in a moment.',
  },
};

export const mailsI18n = { pl, en };
