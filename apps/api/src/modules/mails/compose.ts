import type { FastifyRequest } from 'fastify';
import type { MailValues } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { sanitizeRichText } from '../../lib/html/sanitize.js';
import { enqueueMail } from '../../lib/mail/index.js';

/** A composed mail on the queue: its content sanitised (what a person wrote goes to others' inboxes), its time or now. */
export function composeMail(tx: DbOrTx, req: FastifyRequest, values: MailValues): Promise<number> {
  return enqueueMail(tx, {
    to: values.emails,
    subject: values.subject,
    html: sanitizeRichText(values.content),
    kind: 'user',
    createdBy: req.user!.id,
    attachments: values.attachments,
    ...(values.scheduledAt ? { scheduledAt: new Date(values.scheduledAt) } : {}),
  });
}
