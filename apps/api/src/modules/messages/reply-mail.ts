import { translate, type Locale } from '@harmony/shared';
import { escapeHtml } from '../../lib/mail/index.js';

const paragraphs = (text: string) => text.split(/\r?\n/).map((line) => escapeHtml(line)).join('<br>');

/** A reply to a message, in the language the person wrote in, with their message quoted under it. */
export function replyMail(lang: Locale, formName: string, body: string, quoted: string): { subject: string; html: string } {
  const subject = translate(lang, 'messages.replySubject', { form: formName }).replace(/[\r\n]+/g, ' ');
  const quote = quoted ? `<blockquote style="margin:16px 0 0;padding-left:12px;border-left:3px solid #ccc;color:#616161;">${paragraphs(quoted)}</blockquote>` : '';
  return { subject, html: `<div>${paragraphs(body)}</div>${quote}` };
}
