import { translate, type Locale } from '@harmony/shared';
import { escapeHtml } from './html.js';

export interface RenderedMail {
  subject: string;
  html: string;
}

/** A subject is a header: one line, whatever the input. */
export const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/** The common frame of our mails: a simple, table-free layout that mail clients render alike (the newsletter's too). */
export function layout(locale: Locale, title: string, body: string): string {
  return [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#212121;">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;">',
    body,
    '</div></body></html>',
  ].join('\n');
}

export interface SetPasswordMailVars {
  name: string;
  email: string;
  link: string;
  appName: string;
  hours: number;
}

/** The e-mail of `send_password`: a one-time link to /ustaw-haslo/{token}, in the requester's language. */
export function setPasswordMail(locale: Locale, v: SetPasswordMailVars): RenderedMail {
  const t = (key: string, vars: Record<string, string | number> = {}) => translate(locale, `users.mail.${key}`, vars);
  const subject = oneLine(t('setPasswordSubject', { app: v.appName }));
  const link = escapeHtml(v.link);
  const body = [
    `<p>${escapeHtml(t('greeting', { name: v.name }))}</p>`,
    `<p>${escapeHtml(t('setPasswordIntro', { app: v.appName, email: v.email }))}</p>`,
    `<p style="margin:28px 0;"><a href="${link}" style="display:inline-block;background:#f5b135;color:#212121;` +
      `padding:12px 24px;border-radius:4px;text-decoration:none;font-weight:bold;">${escapeHtml(t('setPasswordButton'))}</a></p>`,
    `<p>${escapeHtml(t('setPasswordExpiry', { hours: v.hours }))}</p>`,
    `<p style="font-size:13px;color:#616161;">${escapeHtml(t('linkFallback'))}<br><a href="${link}">${link}</a></p>`,
    `<p style="font-size:13px;color:#616161;">${escapeHtml(t('ignore'))}</p>`,
    `<p>${escapeHtml(t('signature', { app: v.appName }))}</p>`,
  ].join('\n');
  return { subject, html: layout(locale, subject, body) };
}

/** A notification by e-mail (the notification centre's e-mail channel): its title, body and a link to open it. */
export function noticeMail(locale: Locale, v: { title: string; body: string; link: string | null }): RenderedMail {
  const subject = oneLine(v.title);
  const body = [
    `<p style="font-size:18px;font-weight:bold;">${escapeHtml(v.title)}</p>`,
    v.body ? `<p>${escapeHtml(v.body)}</p>` : '',
    v.link ? `<p><a href="${escapeHtml(v.link)}">${escapeHtml(translate(locale, 'notificationCentre.open'))}</a></p>` : '',
  ].filter(Boolean).join('\n');
  return { subject, html: layout(locale, subject, body) };
}
