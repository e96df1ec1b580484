import { sql, type SQL } from 'drizzle-orm';
import { formatBudgetPercent, translate, type Locale, type NotificationKind, type NotificationWording, type Subject } from '@harmony/shared';
import type { DbOrTx } from '../db/client.js';
import { boundAs, statementOnce } from '../db/performance/shapes.js';
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

/** A notice's audience as notifyUsers' statement names it: by their ids, or by a subject they may list. */
type AudienceBy = 'users' | 'subject';

/**
 * A notice's writes as common table expressions (`${p}_target`, `${p}_shown`, `${p}_mailed`, `${p}_recipients`) with
 * its values as placeholders named `${p}.…` (noticeValues binds them): written once, into notifyUsers' statement or
 * into a caller's own (an order's placement raises its notice in the statement that places it). `${p}_target` holds
 * the audience with the ways each asked for; its `by_push` rows are who gets it by push (pushNotice).
 */
export function noticeWrites(p: string, by: AudienceBy): SQL {
  const v = (key: string) => sql.placeholder(`${p}.${key}`);
  const name = (cte: string) => sql.raw(`${p}_${cte}`);
  const who = by === 'users'
    ? sql`u.id = any(${v('users')}::int[])`
    : sql`u.id in (select ur.user_id from ${userRoles} ur join ${rolePermissions} rp on rp.role_id = ur.role_id
        where rp.subject = ${v('subject')}::text and rp.action = 'listowanie') and u.id <> ${v('except')}::int`;
  return sql`${name('target')} as (
      select u.id, u.email, coalesce(np.in_app, true) as in_app, coalesce(np.email, false) as by_mail, coalesce(np.push, false) as by_push
      from ${users} u left join ${notificationPreferences} np on np.user_id = u.id and np.kind = ${v('kind')}::text
      where u.active and ${who}
    ), ${name('shown')} as (
      insert into ${notifications} (user_id, title, body, link, kind, params)
      select id, ${v('title')}::text, ${v('body')}::text, ${v('link')}::text, ${v('kind')}::text, ${v('params')}::jsonb from ${name('target')} where in_app
    ), ${name('mailed')} as (
      insert into ${mails} (emails, subject, content, kind) select jsonb_build_array(email), ${v('mailSubject')}::text, ${v('mailHtml')}::text, 'notification'
      from ${name('target')} where by_mail returning id, emails
    ), ${name('recipients')} as (
      insert into ${mailRecipients} (mail_id, email) select id, emails->>0 from ${name('mailed')}
    )`;
}

/** A notice worded in Polish as it is stored and mailed (each reader reads the stored wording in their own language). */
function worded(notice: Notice, opts: { appUrl?: string }) {
  const { title, body } = wordNotification({ title: '', body: notice.body ?? '' }, notice.wording, 'pl');
  const link = notice.link && opts.appUrl ? `${opts.appUrl}${notice.link}` : null;
  return { title, body, mail: noticeMail('pl', { title, body, link }) };
}

/** The values of noticeWrites' placeholders under `p`. */
export function noticeValues(p: string, audience: Audience, notice: Notice, opts: { appUrl?: string } = {}): Record<string, unknown> {
  const { title, body, mail } = worded(notice, opts);
  const who = 'userIds' in audience ? { users: `{${audience.userIds.join(',')}}` } : { subject: audience.subject, except: audience.except ?? 0 };
  return boundAs(p, {
    ...who, kind: notice.kind, title, body, link: notice.link, params: JSON.stringify(notice.wording), mailSubject: mail.subject, mailHtml: mail.html,
  });
}

/** The notice by push to those of its audience who asked for it that way (noticeWrites' `by_push` rows). */
export async function pushNotice(tx: DbOrTx, userIds: number[], notice: Notice): Promise<void> {
  if (!userIds.length) return;
  const { title, body } = wordNotification({ title: '', body: notice.body ?? '' }, notice.wording, 'pl');
  await enqueuePush(tx, { userIds, title, body, link: notice.link, kind: notice.kind });
}

const noticeStatements = {
  users: statementOnce<{ id: number }>(() => sql`with ${noticeWrites('n', 'users')} select id from n_target where by_push`),
  subject: statementOnce<{ id: number }>(() => sql`with ${noticeWrites('n', 'subject')} select id from n_target where by_push`),
};

/**
 * Raises a notification for an audience, each user's way (notification_preferences; with no choice, in the app
 * only): in the app's list, and by e-mail through the mail queue — one statement written once, in the caller's
 * transaction, so it is raised only if what caused it commits. Stored worded in Polish with its wording kept, so
 * each reader reads it in their language; those who asked for it by push get it through the push queue (lib/push).
 * Returns who those were.
 */
export async function notifyUsers(tx: DbOrTx, audience: Audience, notice: Notice, opts: { appUrl?: string } = {}): Promise<number[]> {
  if ('userIds' in audience && !audience.userIds.length) return [];
  const rows = await noticeStatements['userIds' in audience ? 'users' : 'subject'](tx, noticeValues('n', audience, notice, opts));
  const pushed = rows.map((r) => Number(r.id));
  await pushNotice(tx, pushed, notice);
  return pushed;
}
