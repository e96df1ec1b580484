import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { mails, newsletterCampaigns, newsletterLinks, newsletterSubscribers } from '../../db/schema.js';
import { sanitizeRichText } from '../../lib/html/sanitize.js';
import { rollUpMail } from '../../lib/mail/claim.js';
import { trackLinks } from './links.js';
import { confirmMail, listMail, unsubscribeUrl } from './mail-content.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface ListRef {
  id: number;
  name: string;
  lang: string;
}

interface SubscribersMail {
  subject: string;
  html: string;
  /** campaign, newsletter-confirm, newsletter-welcome (mails.kinds). */
  kind: string;
  /** The addresses shown on /maile; a campaign's are its recipients' rows only. */
  emails?: string[];
  unsubscribeUrl?: string | null;
  scheduledAt?: Date | null;
  createdBy?: number | null;
}

/**
 * One mail of the queue to the subscribers `who` selects (a condition on `s`, newsletter_subscribers): the mail's
 * row, then its recipients — each subscriber's address with their token — in one INSERT … SELECT (a campaign to
 * 100,000 is one statement, not 100,000 inserts). The mail and how many recipients it got.
 */
export async function queueToSubscribers(tx: DbOrTx, mail: SubscribersMail, who: SQL): Promise<{ mailId: number; count: number }> {
  const [row] = await tx.insert(mails).values({
    emails: mail.emails ?? [], subject: mail.subject, content: mail.html, kind: mail.kind, unsubscribeUrl: mail.unsubscribeUrl ?? null,
    createdBy: mail.createdBy ?? null, ...(mail.scheduledAt ? { scheduledAt: mail.scheduledAt } : {}),
  }).returning({ id: mails.id });
  const inserted = await tx.execute(sql`with added as (
      insert into mail_recipients (mail_id, email, token)
      select ${row!.id}, s.email, s.token from ${newsletterSubscribers} s where ${who} order by s.id
      returning 1)
    select count(*)::int as n from added`);
  return { mailId: row!.id, count: rowsOf<{ n: number }>(inserted)[0]!.n };
}

/** The double opt-in's mail to the subscribers `who` selects (all on `list`), noted on each so it is not resent within the hour. */
export async function sendConfirmations(tx: DbOrTx, appUrl: string, list: ListRef, lang: Locale, who: SQL, emails: string[] = []): Promise<void> {
  const mail = confirmMail(lang, list.name, appUrl);
  await queueToSubscribers(tx, { ...mail, kind: 'newsletter-confirm', emails }, who);
  await tx.execute(sql`update ${newsletterSubscribers} s set confirm_sent_at = now() where ${who}`);
}

/** A newly confirmed subscriber's welcome mail, when the list has one. */
export async function sendWelcome(tx: DbOrTx, appUrl: string, list: ListRef & { welcomeSubject: string; welcomeContent: string }, subscriber: { id: number; email: string }) {
  if (!list.welcomeSubject.trim()) return;
  const mail = listMail(list.lang as Locale, list.welcomeSubject, sanitizeRichText(list.welcomeContent), list.name, appUrl);
  await queueToSubscribers(tx, { ...mail, kind: 'newsletter-welcome', emails: [subscriber.email], unsubscribeUrl: unsubscribeUrl(appUrl) }, sql`s.id = ${subscriber.id}`);
}

/**
 * A draft campaign on the queue: its links tracked, its content framed with the list's footer, one mail at its time
 * (or now) to every confirmed subscriber of its list. How many that is; none is the caller's to refuse (nothing is
 * kept then: the caller's transaction rolls back).
 */
export async function queueCampaign(
  tx: DbOrTx, appUrl: string,
  campaign: { id: number; subject: string; content: string; scheduledAt: Date | null }, list: ListRef, userId: number | null,
): Promise<{ mailId: number; count: number; at: Date | null }> {
  const { html, links } = trackLinks(campaign.content, campaign.id, appUrl);
  await tx.delete(newsletterLinks).where(sql`${newsletterLinks.campaignId} = ${campaign.id}`);
  if (links.length) await tx.insert(newsletterLinks).values(links.map((url, position) => ({ campaignId: campaign.id, position, url })));
  const mail = listMail(list.lang as Locale, campaign.subject, html, list.name, appUrl, campaign.id);
  const at = campaign.scheduledAt && campaign.scheduledAt.getTime() > Date.now() ? campaign.scheduledAt : null;
  const queued = await queueToSubscribers(tx, {
    ...mail, kind: 'campaign', unsubscribeUrl: unsubscribeUrl(appUrl, campaign.id), scheduledAt: at, createdBy: userId,
  }, sql`s.list_id = ${list.id} and s.status = 'confirmed'`);
  await tx.update(newsletterCampaigns).set({ status: 'queued', mailId: queued.mailId, queuedAt: new Date(), updatedAt: new Date() })
    .where(sql`${newsletterCampaigns.id} = ${campaign.id}`);
  return { ...queued, at };
}

/**
 * Who leaves a list gets none of its campaigns still waiting for them: their recipient rows no worker has touched
 * are taken off those mails (locked rows, a worker's, are left: the claim skips them and they go out). A mail left
 * with nothing to send is rolled up as done.
 */
export async function dropQueued(tx: DbOrTx, subscriberIds: SQL): Promise<void> {
  const dropped = rowsOf<{ mail_id: number }>(await tx.execute(sql`delete from mail_recipients r
    using ${newsletterSubscribers} s, ${newsletterCampaigns} c
    where ${subscriberIds} and c.list_id = s.list_id and c.mail_id = r.mail_id and r.token = s.token
      and r.status = 'queued' and r.attempts = 0
    returning r.mail_id`));
  for (const mailId of new Set(dropped.map((d) => Number(d.mail_id)))) await tx.execute(rollUpMail(mailId));
}
