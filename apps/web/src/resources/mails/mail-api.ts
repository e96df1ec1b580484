import { MAIL_RECIPIENT_SEARCH_PATH, mailRetryPath, mailsContract, type Mail, type MailDetail, type MailRecipientOption } from '@harmony/shared';
import { resourceKeys } from '../../components/resource/resource-api';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query-client';

/** A mail as a list row of the engine. */
export type MailRow = Mail & Record<string, unknown>;

/** The seed's `GET /api/mails/{id}` answers an array whose first element is the mail. */
export const firstMail = (body: unknown): MailDetail & MailRow => (Array.isArray(body) ? body[0] : body) as MailDetail & MailRow;

/** The item modal's and the edit form's cache key of one mail (the engine's, so both share it). */
export const mailKey = (id: number) => resourceKeys.item(mailsContract.name, id);

export const fetchMail = (id: number) => api.get<unknown>(mailsContract.itemPath(id)).then(firstMail);

/** Both lists (the outbox and the sent mail) and the open mail: one resource, one invalidation. */
const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(mailsContract.name) });

/**
 * DELETE /api/mails/{id}: cancels what has not gone out (409 while a recipient is being sent). The server's
 * message is the alert; a failure has been shown by the api client already.
 */
export async function cancelMail(id: number): Promise<void> {
  await api.delete<{ message: string }>(mailsContract.itemPath(id)).catch(() => undefined);
  await refresh();
}

/** POST /api/mails/{id}/retry: the failed recipients back on the queue. */
export async function retryMail(id: number): Promise<void> {
  await api.post<{ message: string; data: Mail }>(mailRetryPath(id)).catch(() => undefined);
  await refresh();
}

/** The compose screen's address book: users, customers and contacts by name or address (silent: typing is no news). */
export const searchRecipients = (search: string, signal?: AbortSignal) =>
  api.get<MailRecipientOption[]>(`${MAIL_RECIPIENT_SEARCH_PATH}?${new URLSearchParams({ search }).toString()}`, { signal, silent: true });
