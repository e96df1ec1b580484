import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { statementOnce } from '../../db/performance/shapes.js';
import { formAnswers, inboxMessages, mailRecipients, mails, notificationPreferences, notifications, pushNotifications, rolePermissions, userRoles, users } from '../../db/schema.js';

/** Everything one answer writes. */
export interface AnswerWrite {
  form: number;
  data: Record<string, unknown>;
  consents: Record<string, unknown>;
  /** Spam found before the database is asked (honeypot, fill token): its reason, or '' for none. */
  spam: string;
  lang: string;
  origin: string;
  ip: string;
  userAgent: string;
  /** Answers from this address in the last hour at which the rest is spam (`rate`); 0: no limit. */
  perHour: number;
  /** A contact form: a message in the inbox and a notification to each of its readers. */
  contact: boolean;
  senderEmail: string;
  senderName: string;
  preview: string;
  title: string;
  body: string;
  /** The notification's wording (NotificationWording), for each reader's language. */
  wording: unknown;
  /** The notification by e-mail, for readers who asked for it: subject, HTML with `linkMarker` where its link goes. */
  noticeSubject: string;
  noticeHtml: string;
  /** The notification e-mail, when the form sends one: recipients, subject, HTML with `linkMarker` where its link goes. */
  emails: string[];
  subject: string;
  html: string;
  replyTo: string | null;
  /** The app's address and the answers screen's path up to the answer's id (the e-mail's link when there is no message). */
  appUrl: string;
  answersPath: string;
}

/** Where the notification e-mail's link goes, replaced in the statement once the answer's or message's id is known. */
export const LINK_MARKER = '%%harmony-link%%';

/**
 * Answers as one statement (written once; the answers one JSON array): each address's answers of the last hour
 * counted, with those before it in the same array (so over the limit it is kept as spam, `rate`), each answer
 * (its id drawn first, so what follows knows whose it is), and — unless it is spam — a contact form's inbox
 * message with a notification to every active person who reads the inbox (in the app and, for those who asked for
 * it, by e-mail and by push: notification_preferences), and the form's notification e-mail on the queue linking to
 * the message (or the answer). All or nothing: a burst of a website's answers costs the server one transaction (the
 * addresses' locks, this) for as many as arrived together (docs/benchmarks.md, issue 27).
 */
const store = statementOnce(() => sql`
  with input as (
    select * from jsonb_to_recordset(${sql.placeholder('answers')}::jsonb) as x(ord int, form int, data jsonb, consents jsonb, spam text,
      lang text, origin text, ip text, "userAgent" text, "perHour" int, contact boolean, "senderEmail" text, "senderName" text, preview text,
      title text, body text, wording jsonb, "noticeSubject" text, "noticeHtml" text, emails jsonb, subject text, html text, "replyTo" text,
      "appUrl" text, "answersPath" text)
  ), verdict as (
    select i.*, nextval(pg_get_serial_sequence('form_answers', 'id'))::int as id,
      case when i.spam <> '' then i.spam
        when i."perHour" > 0 and r.n + row_number() over (partition by i.ip order by i.ord) - 1 >= i."perHour" then 'rate' else '' end as reason
    from input i cross join lateral (select count(*)::int as n from (select 1 from ${formAnswers} a where a.ip = i.ip
      and a.created_at > now() - interval '1 hour' limit greatest(i."perHour", 1)) l) r
  ), answer as (
    insert into ${formAnswers} (id, form_id, data, consents, is_spam, spam_reason, lang, origin, ip, user_agent)
    select id, form, data, consents, reason <> '', reason, lang, origin, ip, "userAgent" from verdict
  ), kept as (
    select * from verdict where reason = ''
  ), message as (
    insert into ${inboxMessages} (answer_id, form_id, sender_email, sender_name, preview)
    select id, form, "senderEmail", "senderName", preview from kept where contact
    returning id, answer_id
  ), readers as (
    select u.id, u.email, coalesce(np.in_app, true) as in_app, coalesce(np.email, false) as by_mail, coalesce(np.push, false) as by_push
    from ${users} u left join ${notificationPreferences} np on np.user_id = u.id and np.kind = 'form-message'
    where u.active and u.id in (select ur.user_id from ${userRoles} ur join ${rolePermissions} rp on rp.role_id = ur.role_id
      where rp.subject = 'Wiadomosci' and rp.action = 'listowanie')
  ), announced as (
    select m.id as message_id, k.* from message m join kept k on k.id = m.answer_id
  ), notified as (
    insert into ${notifications} (user_id, title, body, link, kind, params)
    select r.id, a.title, a.body, '/wiadomosci?message=' || a.message_id, 'form-message', a.wording from announced a, readers r where r.in_app
  ), mailed as (
    insert into ${mails} (emails, subject, content, kind, reply_to)
    select k.emails, k.subject, replace(k.html, ${LINK_MARKER}, k."appUrl" || coalesce('/wiadomosci?message=' || m.id, k."answersPath" || k.id)),
      'form-answer', k."replyTo"
    from kept k left join message m on m.answer_id = k.id where jsonb_array_length(k.emails) > 0
    returning id, emails
  ), reader_mailed as (
    insert into ${mails} (emails, subject, content, kind)
    select jsonb_build_array(r.email), a."noticeSubject", replace(a."noticeHtml", ${LINK_MARKER}, a."appUrl" || '/wiadomosci?message=' || a.message_id),
      'notification' from announced a, readers r where r.by_mail
    returning id, emails
  ), pushed as (
    insert into ${pushNotifications} (title, body, link, kind, audience, user_ids)
    select a.title, a.body, '/wiadomosci?message=' || a.message_id, 'form-message', 'users', array_agg(r.id) from announced a, readers r
    where r.by_push group by a.message_id, a.title, a.body
  ), recipients as (
    insert into ${mailRecipients} (mail_id, email)
    select distinct m.id, lower(e) from (select * from mailed union all select * from reader_mailed) m, jsonb_array_elements_text(m.emails) e
  )
  select id, reason <> '' as is_spam from verdict order by ord`);

export interface StoredAnswer {
  id: number;
  is_spam: boolean;
}

/**
 * Each address of the answers, locked to the end of the transaction (in one order, so two batches can't deadlock):
 * a batch then counts an address's answers of the hour only after every other batch with that address committed,
 * on this instance or another, and the limit holds (two batches at once each counted without the other's answers).
 */
const lockAddresses = statementOnce(() => sql`select pg_advisory_xact_lock(k) from (select distinct hashtext('form-ip:' || ip) as k
  from unnest(${sql.placeholder('ips')}::text[]) ip order by 1) keys`);

/** Writes answers and what they set off, all or none, in the caller's transaction; each one's id and whether it was kept as spam, in order. */
export async function storeAnswersIn(tx: Tx, writes: AnswerWrite[]): Promise<StoredAnswer[]> {
  await lockAddresses(tx, { ips: `{${writes.map((w) => JSON.stringify(w.ip)).join(',')}}` });
  return (await store(tx, { answers: JSON.stringify(writes.map((w, ord) => ({ ...w, ord }))) })) as unknown as StoredAnswer[];
}

/** storeAnswersIn in a transaction of its own. */
export const storeAnswers = (db: Db, writes: AnswerWrite[]) => db.transaction((tx) => storeAnswersIn(tx, writes));
