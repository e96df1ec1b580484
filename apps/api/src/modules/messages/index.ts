import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  idParamSchema, inboxMessageDetailRead, messageReplyInput, messageReplyRead, messagesContract, messagesUnreadPath, messageRepliesPath, takesAnswer,
  type MessageListQuery,
} from '@harmony/shared';
import { files, formAnswers, inboxMessages, inboxReplies, users } from '../../db/schema.js';
import { logActivity } from '../../lib/activity.js';
import { crudContext } from '../../lib/crud/context.js';
import { listRoute } from '../../lib/crud/list-routes.js';
import { updateRoute } from '../../lib/crud/record-routes.js';
import { fromContract } from '../../lib/crud/resource.js';
import { ApiError } from '../../lib/http-errors.js';
import { ruleError } from '../../lib/validate.js';
import { labelOf, loadForm } from '../public-forms/definition.js';
import { ANSWER_FILES_TYPE } from '../public-forms/submit.js';
import { replyMail } from './reply-mail.js';
import { messageFilters, messageView, repliesOf, serializeMessage } from './view.js';
import { enqueueMail } from '../../lib/mail/index.js';

type Row = Record<string, unknown>;
const text = (v: unknown) => (Array.isArray(v) ? v.join(', ') : String(v ?? ''));

/**
 * The messages inbox (/wiadomosci, issue 27): the answers of contact forms as the team's shared inbox — the
 * engine's list (status, read, assignee), one message with the answer's fields in the reader's language, its files
 * and thread; status, assignee and read changed by the engine's update; a reply goes out through the mail queue
 * and stays in the thread. Messages are made by the public endpoint (public-forms/announce.ts) and go with their
 * answer.
 */
export default async function messageRoutes(app: FastifyInstance) {
  const c = crudContext(app, {
    ...fromContract(messagesContract),
    table: inboxMessages,
    view: messageView,
    serialize: serializeMessage,
    sortColumns: { id: inboxMessages.id, created_at: inboxMessages.createdAt, updated_at: inboxMessages.updatedAt, status: inboxMessages.status },
    searchColumns: [inboxMessages.senderEmail, inboxMessages.senderName, inboxMessages.preview],
    beforeUpdate: async (tx, before, input, req) => {
      if (input.assigned_to_id !== undefined) {
        const id = input.assigned_to_id as number | null;
        if (id !== null) {
          const [user] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, id), eq(users.active, true))).limit(1);
          if (!user) throw ruleError(req, 'assigned_to_id', 'in');
        }
        input.assigned_to = id;
      }
      if (input.read !== undefined) input.read_at = input.read ? (before.readAt ?? new Date()) : null;
      delete input.assigned_to_id;
      delete input.read;
    },
  });
  // The list's own filters need the caller (`assigned=me`).
  c.whereOf = ((whereOf) => (req: FastifyRequest, q: Row) => [...whereOf(req, q as never), ...messageFilters(req, q as MessageListQuery)])(c.whereOf);
  listRoute(app, c);
  updateRoute(app, c);

  app.get(messagesUnreadPath, { config: c.access('listowanie'), schema: { response: { 200: z.object({ count: z.number().int() }) } } }, async () => {
    const [row] = await app.db.select({ count: sql<number>`count(*)::int` }).from(inboxMessages).where(isNull(inboxMessages.readAt));
    return { count: row?.count ?? 0 };
  });

  app.get(messagesContract.itemRoute, { config: c.access('listowanie'), schema: { params: idParamSchema, response: { 200: inboxMessageDetailRead } } }, async (req) => {
    const row = await c.load(req, app.db, messageView);
    const [answer] = await app.db.select().from(formAnswers).where(eq(formAnswers.id, row.answerId as number));
    const loaded = await loadForm(app.db, String(row.formId), { byId: true });
    const data = (answer?.data ?? {}) as Record<string, unknown>;
    const fields = (loaded?.fields ?? []).filter((f) => takesAnswer(f.kind) && f.kind !== 'file' && f.key in data)
      .map((f) => ({ key: f.key, label: labelOf(f, req.locale), value: text(data[f.key]) }));
    const attached = await app.db.select({ id: files.id, field: files.folder, name: files.originalName, size: files.size }).from(files)
      .where(and(eq(files.attachableType, ANSWER_FILES_TYPE), eq(files.attachableId, String(row.answerId))));
    return { ...serializeMessage(row), fields, files: attached, replies: await repliesOf(app.db, row.id as number) };
  });

  app.post(messageRepliesPath(':id'), {
    config: c.access('edycja'), schema: { params: idParamSchema, body: messageReplyInput, response: { 201: z.object({ message: z.string(), data: messageReplyRead }) } },
  }, async (req, reply) => {
    const { body } = req.body as { body: string };
    const data = await c.write(req, async (tx) => {
      const row = await c.load(req, tx, messageView);
      if (!row.senderEmail) throw new ApiError(422, 'messages.noEmail');
      const [answer] = await tx.select({ lang: formAnswers.lang, data: formAnswers.data }).from(formAnswers).where(eq(formAnswers.id, row.answerId as number));
      const mail = replyMail(answer?.lang === 'en' ? 'en' : 'pl', (row.form as { name: string }).name, body, row.preview as string);
      const mailId = await enqueueMail(tx, { to: [row.senderEmail as string], ...mail, kind: 'message-reply', replyTo: req.user!.email, createdBy: req.user!.id });
      const [saved] = await tx.insert(inboxReplies).values({ messageId: row.id as number, body, toEmail: row.senderEmail as string, sentBy: req.user!.id, mailId })
        .returning({ id: inboxReplies.id });
      await tx.update(inboxMessages).set({
        status: sql`case when ${inboxMessages.status} = 'new' then 'in_progress' else ${inboxMessages.status} end`,
        readAt: sql`coalesce(${inboxMessages.readAt}, now())`, updatedAt: new Date(),
      }).where(eq(inboxMessages.id, row.id as number));
      await logActivity(tx, req, { action: 'update', subjectType: messagesContract.name, subjectId: row.id as number, after: { reply: body, to: row.senderEmail } });
      return (await repliesOf(tx, row.id as number)).find((r) => r.id === saved!.id)!;
    });
    return reply.status(201).send({ message: req.t('messages.replySent'), data });
  });
}
