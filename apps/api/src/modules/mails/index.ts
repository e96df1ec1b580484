import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  idParamSchema, MAIL_CONTENT_MAX, mailDetailRead, mailInput, mailRead, mailRecipientOption, MAIL_RECIPIENT_SEARCH_PATH, mailRetryPath,
  MAILS_QUEUE_PATH, MAILS_SEND_PATH, mailsContract, OUTBOX_STATUSES, SENT_STATUSES, warsawDateTime, type MailValues,
} from '@harmony/shared';
import { mails } from '../../db/schema.js';
import { logActivity } from '../../lib/activity.js';
import { crudContext } from '../../lib/crud/context.js';
import { listRoute } from '../../lib/crud/list-routes.js';
import { findRow } from '../../lib/crud/repository.js';
import { fromContract } from '../../lib/crud/resource.js';
import { ApiError } from '../../lib/http-errors.js';
import { retryFailed } from '../../lib/mail/index.js';
import { checkAttachments, lockRecipients, replaceMail, searchRecipients } from './repository.js';
import { composeMail } from './compose.js';
import { mailFilters, mailView, recipientsOf, serializeMail } from './view.js';

const written = z.object({ message: z.string(), data: mailRead });

/**
 * Mail (issue 28; seed §2, §3, §7): compose (`POST /api/mails/send`, multipart as the seed sends it, or JSON), the
 * outbox (`/api/mails/queue`) and the sent mail (`/api/mails`) on the engine's list, one mail as the seed reads it
 * (an array whose first element is the mail), a queued mail changed or cancelled until a worker takes it, failed
 * recipients retried. Delivery is the queue's (lib/mail/worker.ts): one message per recipient, throttled.
 */
export default async function mailRoutes(app: FastifyInstance) {
  // The seed posts form data: its fields become the body the schema reads, as JSON's would (no files here:
  // attachments are the library's, by id).
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { files: 0, fields: 50, fieldSize: MAIL_CONTENT_MAX * 4 } });
  const context = (path: string, statuses: readonly string[]) => crudContext(app, {
    ...fromContract(mailsContract),
    path,
    table: mails,
    view: mailView,
    serialize: serializeMail,
    sortColumns: { id: mails.id, subject: mails.subject, scheduled_at: mails.scheduledAt, sent_at: mails.sentAt, created_at: mails.createdAt, status: mails.status },
    searchColumns: [mails.subject, sql`${mails.emails}::text`],
    filters: mailFilters(statuses) as never,
  });
  const sent = context(mailsContract.path, SENT_STATUSES);
  const outbox = context(MAILS_QUEUE_PATH, OUTBOX_STATUSES);
  listRoute(app, sent);
  listRoute(app, outbox);
  const shown = async (db: typeof app.db, req: FastifyRequest) => serializeMail(await sent.load(req, db, mailView));

  app.post(MAILS_SEND_PATH, {
    config: sent.access('dodawanie'),
    schema: { body: mailInput, response: { 201: written.extend({ id: z.number().int() }) } },
  }, async (req, reply) => {
    const values = req.body as MailValues;
    const data = await sent.write(req, async (tx) => {
      await checkAttachments(tx, req, values.attachments);
      const id = await composeMail(tx, req, values);
      await logActivity(tx, req, { action: 'create', subjectType: mailsContract.name, subjectId: id, after: { emails: values.emails, subject: values.subject, scheduledAt: values.scheduledAt } });
      return serializeMail((await findRow(tx, mails, id, undefined, mailView))!);
    });
    const message = values.scheduledAt ? req.t('mails.scheduled', { at: warsawDateTime(new Date(values.scheduledAt)) }) : req.t('mails.queued');
    return reply.status(201).send({ id: data.id as number, message, data });
  });

  app.get(mailsContract.itemRoute, {
    config: sent.access('listowanie'), schema: { params: idParamSchema, response: { 200: z.array(mailDetailRead) } },
  }, async (req) => {
    const mail = await shown(app.db, req);
    return [{ ...mail, recipients: await recipientsOf(app.db, mail.id as number) }];
  });

  app.put(mailsContract.itemRoute, {
    config: sent.access('edycja'), schema: { params: idParamSchema, body: mailInput, response: { 200: written } },
  }, async (req) => {
    const values = req.body as MailValues;
    const data = await sent.write(req, async (tx) => {
      const before = await shown(tx, req);
      const held = await lockRecipients(tx, before.id as number);
      if (before.status !== 'queued' || held.some((r) => r.status !== 'queued' || r.attempts > 0)) throw new ApiError(409, 'mails.notQueued');
      await checkAttachments(tx, req, values.attachments);
      await replaceMail(tx, before.id as number, values);
      await logActivity(tx, req, { action: 'update', subjectType: mailsContract.name, subjectId: before.id as number,
        before: { emails: before.emails, subject: before.subject, scheduledAt: before.scheduledAt },
        after: { emails: values.emails, subject: values.subject, scheduledAt: values.scheduledAt } });
      return shown(tx, req);
    });
    return { message: req.t('mails.updated'), data };
  });

  app.delete(mailsContract.itemRoute, { config: sent.access('usuwanie'), schema: { params: idParamSchema } }, async (req) => {
    const unsent = await sent.write(req, async (tx) => {
      const before = await shown(tx, req);
      const held = await lockRecipients(tx, before.id as number);
      // A worker writing a message right now: it goes out whatever we do, so the mail stays to say so.
      if (held.some((r) => r.status === 'sending' && r.live)) throw new ApiError(409, 'mails.beingSent');
      await tx.delete(mails).where(sql`${mails.id} = ${before.id as number}`);
      await logActivity(tx, req, { action: 'delete', subjectType: mailsContract.name, subjectId: before.id as number,
        before: { emails: before.emails, subject: before.subject, status: before.status } });
      return held.some((r) => r.status === 'queued' || r.status === 'sending');
    });
    return { message: req.t(unsent ? 'mails.cancelled' : 'mails.deleted') };
  });

  app.post(mailRetryPath(':id'), { config: sent.access('edycja'), schema: { params: idParamSchema, response: { 200: written } } }, async (req) => {
    const mail = await shown(app.db, req);
    if (!(await retryFailed(app.db, mail.id as number))) throw new ApiError(409, 'mails.nothingToRetry');
    await logActivity(app.db, req, { action: 'update', subjectType: mailsContract.name, subjectId: mail.id as number, after: { retried: true } });
    return { message: req.t('mails.retried'), data: await shown(app.db, req) };
  });

  app.get(MAIL_RECIPIENT_SEARCH_PATH, {
    config: sent.access('dodawanie'),
    schema: { querystring: z.object({ search: z.string().trim().max(100).default('') }), response: { 200: z.array(mailRecipientOption) } },
  }, async (req) => searchRecipients(app.db, (req.query as { search: string }).search));
}
