import { pushContract, type PushNotification, type PushNotificationDetail } from '@harmony/shared';
import { resourceKeys } from '../../components/resource/resource-api';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query-client';

/** A push notification as a list row of the engine. */
export type PushRow = PushNotification & Record<string, unknown>;

/** The item modal's cache key of one notification (the engine's, so a change refreshes both). */
export const pushKey = (id: number) => resourceKeys.item(pushContract.name, id);

export const fetchPush = (id: number) => api.get<PushNotificationDetail>(pushContract.itemPath(id));

/** DELETE /api/push/{id}: cancels one not yet sent (409 once a worker took it); the server's message is the alert. */
export async function cancelPush(id: number): Promise<void> {
  await api.delete<{ message: string }>(pushContract.itemPath(id)).catch(() => undefined);
  await queryClient.invalidateQueries({ queryKey: resourceKeys.all(pushContract.name) });
}
