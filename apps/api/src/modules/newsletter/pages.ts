import { newsletterPreferencesPath, translate, type Locale } from '@harmony/shared';
import { escapeHtml } from '../../lib/mail/index.js';

/*
 * The subscriber's pages (confirm, unsubscribe, preferences): plain server-rendered HTML in Polish or English, no
 * scripts and nothing from elsewhere (like public-forms/frame.ts), forms posting back to the same address.
 */

const BUTTON = 'display:inline-block;background:#f5b135;color:#212121;border:0;padding:12px 24px;border-radius:4px;font-size:16px;font-weight:bold;cursor:pointer;';

export function page(lang: Locale, title: string, body: string): string {
  return [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f5f5;font-family:system-ui,Arial,sans-serif;color:#212121;">',
    '<main style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;">',
    `<h1 style="font-size:24px;margin:0 0 16px;">${escapeHtml(title)}</h1>`,
    body,
    '</main></body></html>',
  ].join('\n');
}

const t = (lang: Locale, key: string, vars: Record<string, string> = {}) => translate(lang, `newsletter.page.${key}`, vars);
const para = (text: string) => `<p>${escapeHtml(text)}</p>`;
const preferencesLink = (lang: Locale, token: string) =>
  `<p><a href="${escapeHtml(`${newsletterPreferencesPath(token)}?lang=${lang}`)}">${escapeHtml(t(lang, 'preferencesLink'))}</a></p>`;

export const invalidPage = (lang: Locale) => page(lang, t(lang, 'invalidTitle'), para(t(lang, 'invalidText')));

export interface Subscription {
  token: string;
  email: string;
  list: string;
}

/** After the confirmation link: on the list, or (an old link) gone from it. */
export function confirmedPage(lang: Locale, s: Subscription, gone: boolean): string {
  const vars = { email: s.email, list: s.list };
  return page(lang, t(lang, gone ? 'unsubscribedTitle' : 'confirmedTitle'), para(t(lang, gone ? 'goneText' : 'confirmedText', vars)) + preferencesLink(lang, s.token));
}

/** The unsubscribe link opened in a browser: a button, so a mail scanner's visit unsubscribes nobody. */
export function unsubscribePage(lang: Locale, s: Subscription, action: string): string {
  const body = para(t(lang, 'unsubscribeQuestion', { email: s.email, list: s.list }))
    + `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">`
    + `<button type="submit" style="${BUTTON}">${escapeHtml(t(lang, 'unsubscribeButton'))}</button></form>`;
  return page(lang, t(lang, 'unsubscribeTitle'), body);
}

export const unsubscribedPage = (lang: Locale, s: Subscription) =>
  page(lang, t(lang, 'unsubscribedTitle'), para(t(lang, 'unsubscribedText', { email: s.email, list: s.list })) + preferencesLink(lang, s.token));

/** Every list the token's address is on, ticked where it receives mail; saved by posting the ticked ones. */
export function preferencesPage(lang: Locale, email: string, lists: { id: number; name: string; on: boolean }[], action: string, saved: boolean): string {
  const rows = lists.map((l) => `<li style="list-style:none;margin:8px 0;"><label><input type="checkbox" name="list" value="${l.id}"${l.on ? ' checked' : ''}> `
    + `${escapeHtml(l.name)}</label></li>`).join('\n');
  const body = (saved ? `<p role="status" style="background:#e8f5e9;padding:12px;border-radius:4px;">${escapeHtml(t(lang, 'saved'))}</p>` : '')
    + para(t(lang, 'preferencesIntro', { email }))
    + `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="sent" value="1"><ul style="padding:0;">${rows}</ul>`
    + `<button type="submit" style="${BUTTON}">${escapeHtml(t(lang, 'save'))}</button></form>`;
  return page(lang, t(lang, 'preferencesTitle'), body);
}
