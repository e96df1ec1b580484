import type { DbOrTx } from '../../db/client.js';
import { mailRecipients, mails } from '../../db/schema.js';

export interface OutgoingMail {
  to: string[];
  subject: string;
  /** HTML body; the worker derives the text alternative from it. */
  html: string;
  /** Where a reply goes (a form's notification: the person who wrote). */
  replyTo?: string | null;
  /** What sent it: 'set-password', 'user' (composed), ... */
  kind: string;
  createdBy?: number | null;
  /** Not before this moment (default: now). */
  scheduledAt?: Date;
  /** Library files sent along (ids). */
  attachments?: number[];
}

/**
 * Puts a mail on the durable queue. Call it with the transaction that causes the mail: it is sent only
 * if that transaction commits, and it survives restarts until the worker delivers it. Each address becomes a
 * recipient of its own (one message each; the same address twice, once).
 */
export async function enqueueMail(tx: DbOrTx, mail: OutgoingMail): Promise<number> {
  const [row] = await tx
    .insert(mails)
    .values({
      emails: mail.to,
      subject: mail.subject,
      content: mail.html,
      replyTo: mail.replyTo ?? null,
      kind: mail.kind,
      createdBy: mail.createdBy ?? null,
      attachments: mail.attachments ?? [],
      ...(mail.scheduledAt ? { scheduledAt: mail.scheduledAt } : {}),
    })
    .returning({ id: mails.id });
  const addresses = [...new Set(mail.to.map((e) => e.trim().toLowerCase()))];
  if (addresses.length) await tx.insert(mailRecipients).values(addresses.map((email) => ({ mailId: row!.id, email })));
  return row!.id;
}
