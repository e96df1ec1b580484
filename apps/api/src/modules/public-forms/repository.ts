import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { statementOnce } from '../../db/performance/shapes.js';
import { formAnswers, inboxMessages, mails, notifications, rolePermissions, userRoles, users } from '../../db/schema.js';

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
 * message with a notification to every active person who reads the inbox, and the form's notification e-mail on
 * the queue linking to the message (or the answer). One round trip and no BEGIN/COMMIT: a burst of a website's
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
  ), notified as (
    insert into ${notifications} (user_id, title, body, link)
    select u.id, ${p('title')}, ${p('body')}, '/wiadomosci?message=' || m.id from message m
    join ${users} u on u.active and u.id in (select ur.user_id from ${userRoles} ur join ${rolePermissions} rp on rp.role_id = ur.role_id
      where rp.subject = 'Wiadomosci' and rp.action = 'listowanie')
  ), mailed as (
    insert into ${mails} (emails, subject, content, kind, reply_to)
    select ${p('emails')}::jsonb, ${p('subject')}, replace(${p('html')}::text, ${LINK_MARKER}, ${p('appUrl')}::text
      || coalesce('/wiadomosci?message=' || (select id from message), ${p('answersPath')}::text || a.id)), 'form-answer', ${p('replyTo')}
    from answer a where not a.is_spam and jsonb_array_length(${p('emails')}::jsonb) > 0
  )
  select id, is_spam from answer`);

/** Writes one answer and what it sets off; its id and whether it was kept as spam. */
export async function storeAnswer(db: DbOrTx, write: AnswerWrite): Promise<{ id: number; is_spam: boolean }> {
  const [row] = await store(db, write as unknown as Record<string, unknown>);
  return row as unknown as { id: number; is_spam: boolean };
}
