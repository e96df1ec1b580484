import { newsletterConfirmPath, newsletterPreferencesPath, newsletterUnsubscribePath, translate, type Locale } from '@harmony/shared';
import { escapeHtml, layout, oneLine, RECIPIENT_TOKEN } from '../../lib/mail/index.js';

/*
 * The list's mails: the confirmation, the welcome and a campaign, each one content for many recipients — the
 * worker puts each recipient's token where `{{recipient_token}}` stands (the links) — in one simple frame.
 */

/** The one-click unsubscribe address of a list's mail (RFC 8058), naming the campaign it came with. */
export const unsubscribeUrl = (appUrl: string, campaignId?: number) =>
  `${appUrl}${newsletterUnsubscribePath(RECIPIENT_TOKEN)}${campaignId ? `?campaign=${campaignId}` : ''}`;

/** Under every mail of a list: why it came, and the unsubscribe and preferences links. */
export function footer(lang: Locale, list: string, appUrl: string, campaignId?: number): string {
  const t = (key: string) => translate(lang, `newsletter.mail.${key}`, { list });
  const link = (href: string, text: string) => `<a href="${escapeHtml(href)}" style="color:#616161;">${escapeHtml(text)}</a>`;
  return `<hr style="border:0;border-top:1px solid #e0e0e0;margin:32px 0 16px;">
<p style="font-size:12px;color:#616161;">${escapeHtml(t('footer'))}<br>${link(unsubscribeUrl(appUrl, campaignId), t('unsubscribe'))} · ${
  link(`${appUrl}${newsletterPreferencesPath(RECIPIENT_TOKEN)}?lang=${lang}`, t('preferences'))}</p>`;
}

/** The double opt-in's mail: the confirmation link, in the language the address was subscribed in. */
export function confirmMail(lang: Locale, list: string, appUrl: string): { subject: string; html: string } {
  const t = (key: string) => translate(lang, `newsletter.mail.${key}`, { list });
  const subject = oneLine(t('confirmSubject'));
  const link = escapeHtml(`${appUrl}${newsletterConfirmPath(RECIPIENT_TOKEN)}?lang=${lang}`);
  const body = [
    `<p>${escapeHtml(t('confirmIntro'))}</p>`,
    `<p style="margin:28px 0;"><a href="${link}" style="display:inline-block;background:#f5b135;color:#212121;` +
      `padding:12px 24px;border-radius:4px;text-decoration:none;font-weight:bold;">${escapeHtml(t('confirmButton'))}</a></p>`,
    `<p style="font-size:13px;color:#616161;">${escapeHtml(t('linkFallback'))}<br><a href="${link}">${link}</a></p>`,
    `<p style="font-size:13px;color:#616161;">${escapeHtml(t('ignore'))}</p>`,
  ].join('\n');
  return { subject, html: layout(lang, subject, body) };
}

/** A list's mail of its own content (the welcome, a campaign): the content as sanitised, then the footer. */
export function listMail(lang: Locale, subject: string, content: string, list: string, appUrl: string, campaignId?: number) {
  const line = oneLine(subject);
  return { subject: line, html: layout(lang, line, `${content}\n${footer(lang, list, appUrl, campaignId)}`) };
}
