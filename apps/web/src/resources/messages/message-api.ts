import {
  messageRepliesPath, messagesContract, type InboxMessage, type InboxMessageDetail, type MessageReply, type MessageUpdate,
} from '@harmony/shared';
import { fetchOne, resourceKeys } from '../../components/resource/resource-api';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query-client';

const { name, path, itemPath } = messagesContract;

/** One message's cache key: the list's item modal fetches a message missing from the page under the same one. */
export const messageKey = (id: number) => resourceKeys.item(name, id);

/** GET /api/messages/{id}: the message with its fields, files and thread. */
export const fetchMessage = (id: number) => fetchOne<InboxMessageDetail & Record<string, unknown>>(path, id);

/** The lists again (read, status, assignee and replies show there). */
export const refreshMessageLists = () => queryClient.invalidateQueries({ queryKey: resourceKeys.lists(name) });

/**
 * PUT /api/messages/{id} { status?, assigned_to_id?, read? }; `silent` for the read mark that opening a message
 * sets by itself. The message in the cache takes the answer's fields (its thread stays), and the lists refresh.
 */
export async function updateMessage(id: number, change: MessageUpdate, { silent = false } = {}): Promise<void> {
  const { data } = await api.put<{ message: string; data: InboxMessage }>(itemPath(id), change, { silent });
  queryClient.setQueryData<InboxMessageDetail>(messageKey(id), (detail) => (detail ? { ...detail, ...data } : detail));
  await refreshMessageLists();
}

/**
 * POST /api/messages/{id}/replies { body }: the reply is queued as an e-mail to the sender and joins the thread;
 * the server also marks the message read and moves a new one to "in progress", as the cache does here.
 */
export async function sendReply(id: number, body: string): Promise<MessageReply> {
  const { data } = await api.post<{ message: string; data: MessageReply }>(messageRepliesPath(id), { body });
  queryClient.setQueryData<InboxMessageDetail>(messageKey(id), (detail) => detail && {
    ...detail,
    replies: [...detail.replies, data],
    replies_count: detail.replies_count + 1,
    read: true,
    status: detail.status === 'new' ? 'in_progress' : detail.status,
  });
  await refreshMessageLists();
  return data;
}
