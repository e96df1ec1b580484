import { z } from 'zod';
import { blankFilter } from './list-query.js';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';

/**
 * The messages inbox (/wiadomosci, /api/messages; issue 27): each answer of a form marked as a contact form is a
 * message — read or unread (for the whole team), assigned to a person, in a status (new, in progress, done) —
 * answered by e-mail through the mail queue; the thread keeps every reply.
 */
export const MESSAGE_STATUSES = ['new', 'in_progress', 'done'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_SORTABLE = ['id', 'created_at', 'updated_at', 'status'] as const;
export const MESSAGE_REPLY_MAX = 20_000;

const named = z.object({ id: z.number().int(), name: z.string() });

export const messageReplyRead = z.object({
  id: z.number().int(),
  body: z.string(),
  to: z.string(),
  sent_by: named.nullable(),
  /** The queued mail's state: queued, sent, failed. */
  mail_status: z.string(),
  created_at: z.string(),
});
export type MessageReply = z.infer<typeof messageReplyRead>;

export const inboxMessageRead = z.object({
  id: z.number().int(),
  answer_id: z.number().int(),
  form: z.object({ id: z.number().int(), uuid: z.string(), name: z.string() }),
  /** Who wrote: the answer's e-mail field (an e-mail kind) and a name-like field, when the form has them. */
  sender_email: z.string(),
  sender_name: z.string(),
  /** The first long text of the answer, cut short for the list. */
  preview: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  read: z.boolean(),
  assigned_to: named.nullable(),
  replies_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageRead>;

/** One message with the answer's fields as labelled lines, its files and the whole thread. */
export const inboxMessageDetailRead = inboxMessageRead.extend({
  fields: z.array(z.object({ key: z.string(), label: z.string(), value: z.string() })),
  files: z.array(z.object({ id: z.number().int(), field: z.string(), name: z.string(), size: z.number().int() })),
  replies: z.array(messageReplyRead),
});
export type InboxMessageDetail = z.infer<typeof inboxMessageDetailRead>;

/** What a person changes: status, assignee (null: nobody), read or unread. */
export const messageUpdate = z.object({
  status: v.oneOf(MESSAGE_STATUSES).optional(),
  assigned_to_id: z.preprocess((x) => (x === '' ? null : x), v.id().nullable()).optional(),
  read: z.boolean({ error: encodeRule('boolean') }).optional(),
});
export type MessageUpdate = z.input<typeof messageUpdate>;

export const messageReplyInput = z.object({ body: v.text(MESSAGE_REPLY_MAX) });

export const messagesContract = defineContract({
  name: 'messages',
  path: '/api/messages',
  ...RESOURCES.messages,
  input: messageUpdate,
  read: inboxMessageRead,
  list: {
    sort: MESSAGE_SORTABLE,
    defaultSort: 'created_at',
    defaultOrder: 'desc',
    filters: {
      status: blankFilter(v.oneOf(MESSAGE_STATUSES)),
      read: blankFilter(z.enum(['true', 'false'], { error: encodeRule('in') })),
      /** `me`, `none`, or a user's id. */
      assigned: blankFilter(z.string().regex(/^(me|none|\d{1,9})$/, { error: encodeRule('in') })),
    },
    search: ['sender_email', 'sender_name', 'preview'],
  },
  labels: 'messages.fields',
});
export type MessageListQuery = z.output<typeof messagesContract.listQuery>;
export const messageRepliesPath = (id: number | string) => `${messagesContract.path}/${id}/replies`;
/** How many unread messages there are (the menu's badge). */
export const messagesUnreadPath = `${messagesContract.path}/unread`;
