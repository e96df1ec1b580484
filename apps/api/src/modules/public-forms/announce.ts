import { EMAIL, translate, type NotificationWording } from '@harmony/shared';
import { escapeHtml, noticeMail } from '../../lib/mail/index.js';
import { labelOf, type LoadedForm } from './definition.js';
import { LINK_MARKER } from './repository.js';

type Data = Record<string, string | string[]>;

const PREVIEW_MAX = 200;
const text = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

/** Who wrote, as the answer says: its first valid e-mail field, and a field keyed like a name. */
export function senderOf(loaded: LoadedForm, data: Data): { email: string; name: string } {
  const email = loaded.fields.find((f) => f.kind === 'email' && EMAIL.test(text(data[f.key])));
  const name = loaded.fields.find((f) => f.kind === 'text' && /name|imie|nazwisko/.test(f.key) && text(data[f.key]));
  return { email: email ? text(data[email.key]) : '', name: name ? text(data[name.key]) : '' };
}

/** The first long text (else any text) of the answer, cut for the inbox's list. */
export function previewOf(loaded: LoadedForm, data: Data): string {
  const long = loaded.fields.find((f) => f.kind === 'textarea' && text(data[f.key]));
  const any = long ?? loaded.fields.find((f) => ['text', 'select', 'radio'].includes(f.kind) && text(data[f.key]));
  return any ? oneLine(text(data[any.key])).slice(0, PREVIEW_MAX) : '';
}

/** `{{key}}` → the answer's value of that field; `{{form}}` the form's name. Unknown names stay as written. */
export function fillPlaceholders(template: string, loaded: LoadedForm, data: Data, escape: (s: string) => string): string {
  const keys = new Set(loaded.fields.map((f) => f.key));
  return template.replace(/\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/g, (whole, key: string) =>
    key === 'form' ? escape(loaded.form.name) : keys.has(key) ? escape(text(data[key])) : whole);
}

/** The notification e-mail: the form's subject and body with placeholders, or every answered field as a list; `link` is HTML already. */
function notificationMail(loaded: LoadedForm, data: Data, link: string) {
  const t = (key: string, vars: Record<string, string> = {}) => translate('pl', `publicForm.mail.${key}`, vars);
  const subject = oneLine(fillPlaceholders(loaded.form.notifySubject, loaded, data, (s) => s)) || t('subject', { form: loaded.form.name });
  const body = loaded.form.notifyBody
    ? fillPlaceholders(escapeHtml(loaded.form.notifyBody), loaded, data, escapeHtml).replace(/\r?\n/g, '<br>')
    : `<p>${escapeHtml(t('intro', { form: loaded.form.name }))}</p><ul>${loaded.fields.filter((f) => f.key in data)
      .map((f) => `<li><strong>${escapeHtml(labelOf(f, 'pl'))}:</strong> ${escapeHtml(text(data[f.key])).replace(/\r?\n/g, '<br>')}</li>`).join('')}</ul>`;
  return { subject, html: `${body}<p><a href="${link}">${escapeHtml(t('open'))}</a></p>` };
}

/**
 * What a new answer announces, worked out before it is stored (repository.ts writes it in the same statement):
 * a contact form's message (who wrote, a preview) with its notification in Polish (as every stored notification),
 * and the form's notification e-mail, replying to the sender when the form says so. The e-mail's link is
 * LINK_MARKER until the message's or answer's id exists.
 */
export function announcement(loaded: LoadedForm, data: Data) {
  const sender = senderOf(loaded, data);
  const preview = previewOf(loaded, data);
  const mail = loaded.form.notifyEmails.length ? notificationMail(loaded, data, LINK_MARKER) : { subject: '', html: '' };
  const wording: NotificationWording = { title: 'publicForm.notification.title', vars: { form: loaded.form.name } };
  const title = translate('pl', wording.title, wording.vars);
  const body = [sender.name || sender.email, preview].filter(Boolean).join(': ').slice(0, PREVIEW_MAX);
  const notice = noticeMail('pl', { title, body, link: LINK_MARKER });
  return {
    contact: loaded.form.isContact, senderEmail: sender.email, senderName: sender.name, preview,
    title, body, wording, noticeSubject: notice.subject, noticeHtml: notice.html,
    emails: loaded.form.notifyEmails, ...mail, replyTo: loaded.form.notifyReplyTo && sender.email ? sender.email : null,
  };
}
