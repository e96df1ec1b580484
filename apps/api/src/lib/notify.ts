import { sql, type SQL } from 'drizzle-orm';
import { formatBudgetPercent, translate, type Locale, type NotificationKind, type NotificationWording, type Subject } from '@harmony/shared';
import type { DbOrTx } from '../db/client.js';
import { mailRecipients, mails, notificationPreferences, notifications, rolePermissions, userRoles, users } from '../db/schema.js';
import { noticeMail } from './mail/templates.js';
import { enqueuePush } from './push/queue.js';

/** Percentages as each language writes them (87,9 % / 87.9%); other numbers with the language's separators. */
const PERCENT_VARS = new Set(['threshold', 'percent']);
const numberFormats: Record<Locale, Intl.NumberFormat> = {
  pl: new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 2 }), en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }),
};
const formatVar = (name: string, value: string | number, locale: Locale) =>
  (typeof value !== 'number' ? value : PERCENT_VARS.has(name) ? formatBudgetPercent(value, locale) : numberFormats[locale].format(value));

/** A notification's title and body in a language: from its wording when it has one, else as it was stored. */
export function wordNotification(
  stored: { title: string; body: string }, wording: NotificationWording | null | undefined, locale: Locale,
): { title: string; body: string } {
  if (!wording) return stored;
  const vars = Object.fromEntries(Object.entries(wording.vars).map(([k, v]) => [k, formatVar(k, v, locale)]));
  return { title: translate(locale, wording.title, vars), body: wording.body ? translate(locale, wording.body, vars) : stored.body };
}

export interface Notice {
  kind: NotificationKind;
  wording: NotificationWording;
  /** The body when the wording has none (a message's sender and first words). */
  body?: string;
  /** A path in the app (`/wiadomosci?message=7`). */
  link: string | null;
}

/** Who gets it: these users, or everyone who may list a subject (the inbox's readers, the orders' staff), less one. */
export type Audience = { userIds: number[] } | { subject: Subject; except?: number };

const audienceWhere = (a: Audience): SQL => ('userIds' in a
  ? sql`u.id = any(${`{${a.userIds.join(',')}}`}::int[])`
  : sql`u.id in (select ur.user_id from ${userRoles} ur join ${rolePermissions} rp on rp.role_id = ur.role_id
      where rp.subject = ${a.subject} and rp.action = 'listowanie') and u.id <> ${a.except ?? 0}`);

/**
 * Raises a notification for an audience, each user's way (notification_preferences; with no choice, in the app
 * only): in the app's list, and by e-mail through the mail queue — one statement, in the caller's transaction, so
 * it is raised only if what caused it commits. Stored worded in Polish with its wording kept, so each reader
 * reads it in their language; those who asked for it by push get it through the push queue (lib/push). Returns who
 * those were.
 */
export async function notifyUsers(tx: DbOrTx, audience: Audience, notice: Notice, opts: { appUrl?: string } = {}): Promise<number[]> {
  if ('userIds' in audience && !audience.userIds.length) return [];
  const { title, body } = wordNotification({ title: '', body: notice.body ?? '' }, notice.wording, 'pl');
  const link = notice.link && opts.appUrl ? `${opts.appUrl}${notice.link}` : null;
  const mail = noticeMail('pl', { title, body, link });
  const found = await tx.execute(sql`with target as (
      select u.id, u.email, coalesce(np.in_app, true) as in_app, coalesce(np.email, false) as by_mail, coalesce(np.push, false) as by_push
      from ${users} u left join ${notificationPreferences} np on np.user_id = u.id and np.kind = ${notice.kind}
      where u.active and ${audienceWhere(audience)}
    ), shown as (
      insert into ${notifications} (user_id, title, body, link, kind, params)
      select id, ${title}, ${body}, ${notice.link}, ${notice.kind}, ${JSON.stringify(notice.wording)}::jsonb from target where in_app
    ), mailed as (
      insert into ${mails} (emails, subject, content, kind) select jsonb_build_array(email), ${mail.subject}, ${mail.html}, 'notification'
      from target where by_mail returning id, emails
    ), recipients as (
      insert into ${mailRecipients} (mail_id, email) select id, emails->>0 from mailed
    )
    select id from target where by_push`);
  const pushed = (found as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  if (pushed.length) await enqueuePush(tx, { userIds: pushed, title, body, link: notice.link, kind: notice.kind });
  return pushed;
}
