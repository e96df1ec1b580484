import type { FastifyRequest } from 'fastify';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { encodeRule, MAIL_ATTACHMENTS_MAX_MB, MAIL_RECIPIENTS_MAX, mailsContract, type MailRecipientOption, type MailValues } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { contacts, customers, files, mailRecipients, mails, newsletterLists, newsletterSubscribers, users } from '../../db/schema.js';
import { containsPattern, partyName, personName } from '../../lib/sql.js';
import { sanitizeRichText } from '../../lib/html/sanitize.js';
import { fieldErrors, validationError } from '../../lib/validate.js';

/**
 * A mail's recipients, locked for the caller's transaction: the worker's claim skips locked rows, so nothing of
 * the mail starts going out while it is changed or cancelled. `live`: a worker's claim that has not run out.
 */
export async function lockRecipients(tx: DbOrTx, mailId: number) {
  const found = await tx.execute(sql`select id, status, attempts, coalesce(locked_until > now(), false) as live
    from ${mailRecipients} where mail_id = ${mailId} order by id for update`);
  return (found as unknown as { rows: { id: number; status: string; attempts: number; live: boolean }[] }).rows;
}

/** The attachments are library files (not a form answer's), together within the limit; else a 422 on `attachments`. */
export async function checkAttachments(tx: DbOrTx, req: FastifyRequest, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const found = await tx.select({ id: files.id, size: files.size }).from(files).where(and(inArray(files.id, ids), isNull(files.attachableType)));
  const refuse = (message: string) => validationError(fieldErrors([{ path: ['attachments'], message }], req, mailsContract.labels));
  if (found.length !== new Set(ids).size) throw refuse(encodeRule('in'));
  const total = found.reduce((sum, f) => sum + f.size, 0);
  if (total > MAIL_ATTACHMENTS_MAX_MB * 1024 * 1024) throw refuse(encodeRule('file_size', MAIL_ATTACHMENTS_MAX_MB));
}

/** A queued mail changed: its fields, and its recipients anew (the caller holds them locked). */
export async function replaceMail(tx: DbOrTx, id: number, values: MailValues): Promise<void> {
  await tx.update(mails).set({
    emails: values.emails, subject: values.subject, content: sanitizeRichText(values.content), attachments: values.attachments,
    scheduledAt: values.scheduledAt ? new Date(values.scheduledAt) : sql`now()`, updatedAt: new Date(),
  }).where(sql`${mails.id} = ${id}`);
  await tx.delete(mailRecipients).where(sql`${mailRecipients.mailId} = ${id}`);
  await tx.insert(mailRecipients).values(values.emails.map((email) => ({ mailId: id, email })));
}

const PICKS = 20;

/** The compose screen's address book: active users, newsletter lists, customers and contacts whose name or address matches. */
export async function searchRecipients(db: DbOrTx, search: string): Promise<MailRecipientOption[]> {
  const like = containsPattern(search);
  const match = (name: ReturnType<typeof sql>, email: ReturnType<typeof sql> | typeof users.email | typeof customers.email | typeof contacts.email) => sql`(${name} ilike ${like} or ${email} ilike ${like})`;
  const found = await db.execute(sql`
    (select 'users' as source, ${personName(users)} as name, ${users.email} as email, null::json as emails from ${users}
      where ${users.active} and ${match(personName(users), users.email)} order by 2 limit ${PICKS})
    union all (select 'lists', l.name, '', (select coalesce(json_agg(s.email order by s.id), '[]'::json) from (select s.email, s.id
        from ${newsletterSubscribers} s where s.list_id = l.id and s.status = 'confirmed' order by s.id limit ${MAIL_RECIPIENTS_MAX}) s)
      from ${newsletterLists} l where l.name ilike ${like} order by 2 limit ${PICKS})
    union all (select 'customers', ${partyName(customers)}, ${customers.email}, null from ${customers}
      where ${customers.email} <> '' and ${match(partyName(customers), customers.email)} order by 2 limit ${PICKS})
    union all (select 'contacts', ${partyName(contacts)}, ${contacts.email}, null from ${contacts}
      where ${contacts.email} <> '' and ${match(partyName(contacts), contacts.email)} order by 2 limit ${PICKS})`);
  return (found as unknown as { rows: (MailRecipientOption & { emails: string[] | null })[] }).rows.slice(0, PICKS)
    .map(({ emails, ...rest }) => (emails ? { ...rest, emails } : rest));
}
