import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { statementOnce } from '../../db/performance/shapes.js';
import { formAnswers, inboxMessages, mailRecipients, mails, notificationPreferences, notifications, pushNotifications, rolePermissions, userRoles, users } from '../../db/schema.js';

/** Everything one answer writes, bound to the statement's placeholders. */
export interface AnswerWrite {
  form: number;
  data: string;
  consents: string;
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
  /** The notification's wording (JSON: NotificationWording), for each reader's language. */
  wording: string;
  /** The notification by e-mail, for readers who asked for it: subject, HTML with `linkMarker` where its link goes. */
  noticeSubject: string;
  noticeHtml: string;
  /** The notification e-mail, when the form sends one: recipients (JSON), subject, HTML with `linkMarker` where its link goes. */
  emails: string;
  subject: string;
  html: string;
  replyTo: string | null;
  /** The app's address and the answers screen's path up to the answer's id (the e-mail's link when there is no message). */
  appUrl: string;
  answersPath: string;
}

/** Where the notification e-mail's link goes, replaced in the statement once the answer's or message's id is known. */
export const LINK_MARKER = '%%harmony-link%%';
const p = (name: keyof AnswerWrite) => sql.placeholder(name);

/**
 * One answer as one statement (written once, with placeholders): the address's answers of the last hour counted
 * (so over the limit it is kept as spam, `rate`), the answer, and — unless it is spam — a contact form's inbox
 * message with a notification to every active person who reads the inbox (in the app and, for those who asked
 * for it, by e-mail and by push: notification_preferences), and the form's notification e-mail on the queue linking to the
 * message (or the answer). One round trip and no BEGIN/COMMIT: a burst of a website's
 * answers costs the server one query each (docs/benchmarks.md, issue 27).
 */
const store = statementOnce(() => sql`
  with recent as (
    select count(*)::int as n from (select 1 from ${formAnswers} r where r.ip = ${p('ip')} and r.created_at > now() - interval '1 hour'
      limit greatest(${p('perHour')}::int, 1)) x
  ), verdict as (
    select case when ${p('spam')}::text <> '' then ${p('spam')}::text
      when ${p('perHour')}::int > 0 and n >= ${p('perHour')}::int then 'rate' else '' end as reason from recent
  ), answer as (
    insert into ${formAnswers} (form_id, data, consents, is_spam, spam_reason, lang, origin, ip, user_agent)
    select ${p('form')}::int, ${p('data')}::jsonb, ${p('consents')}::jsonb, reason <> '', reason, ${p('lang')}, ${p('origin')}, ${p('ip')},
      ${p('userAgent')} from verdict
    returning id, is_spam
  ), message as (
    insert into ${inboxMessages} (answer_id, form_id, sender_email, sender_name, preview)
    select id, ${p('form')}::int, ${p('senderEmail')}, ${p('senderName')}, ${p('preview')} from answer where not is_spam and ${p('contact')}::boolean
    returning id
  ), readers as (
    select u.id, u.email, coalesce(np.in_app, true) as in_app, coalesce(np.email, false) as by_mail, coalesce(np.push, false) as by_push from message m
    join ${users} u on u.active and u.id in (select ur.user_id from ${userRoles} ur join ${rolePermissions} rp on rp.role_id = ur.role_id
      where rp.subject = 'Wiadomosci' and rp.action = 'listowanie')
    left join ${notificationPreferences} np on np.user_id = u.id and np.kind = 'form-message'
  ), notified as (
    insert into ${notifications} (user_id, title, body, link, kind, params)
    select r.id, ${p('title')}, ${p('body')}, '/wiadomosci?message=' || m.id, 'form-message', ${p('wording')}::jsonb from readers r, message m where r.in_app
  ), mailed as (
    insert into ${mails} (emails, subject, content, kind, reply_to)
    select ${p('emails')}::jsonb, ${p('subject')}, replace(${p('html')}::text, ${LINK_MARKER}, ${p('appUrl')}::text
      || coalesce('/wiadomosci?message=' || (select id from message), ${p('answersPath')}::text || a.id)), 'form-answer', ${p('replyTo')}
    from answer a where not a.is_spam and jsonb_array_length(${p('emails')}::jsonb) > 0
    returning id, emails
  ), reader_mailed as (
    insert into ${mails} (emails, subject, content, kind)
    select jsonb_build_array(r.email), ${p('noticeSubject')}, replace(${p('noticeHtml')}::text, ${LINK_MARKER}, ${p('appUrl')}::text || '/wiadomosci?message=' || m.id),
      'notification' from readers r, message m where r.by_mail
    returning id, emails
  ), pushed as (
    insert into ${pushNotifications} (title, body, link, kind, audience, user_ids)
    select ${p('title')}, ${p('body')}, '/wiadomosci?message=' || m.id, 'form-message', 'users', array_agg(r.id) from readers r, message m
    where r.by_push group by m.id
  ), recipients as (
    insert into ${mailRecipients} (mail_id, email)
    select distinct m.id, lower(e) from (select * from mailed union all select * from reader_mailed) m, jsonb_array_elements_text(m.emails) e
  )
  select id, is_spam from answer`);

/** Writes one answer and what it sets off; its id and whether it was kept as spam. */
export async function storeAnswer(db: DbOrTx, write: AnswerWrite): Promise<{ id: number; is_spam: boolean }> {
  const [row] = await store(db, write as unknown as Record<string, unknown>);
  return row as unknown as { id: number; is_spam: boolean };
}
