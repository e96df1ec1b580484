import type { DbOrTx } from '../../db/client.js';
import { pushNotifications } from '../../db/schema.js';

export interface OutgoingPush {
  /** Whose browsers get it: every subscription of these users. */
  userIds: number[];
  title: string;
  body: string;
  /** What a click opens: a path of the app or an http(s) address. */
  link?: string | null;
  /** What raised it (the notification centre's kind); default `system`. */
  kind?: string;
}

/**
 * Puts a push notification to users' browsers on the durable queue (the notification centre's call). Call it with
 * the transaction that causes it: it goes out only if that commits. The worker turns it into one delivery per
 * subscription of these users at its next tick; a user without one gets nothing (targeted 0). Returns its id, or
 * null when there is nobody to send to.
 */
export async function enqueuePush(tx: DbOrTx, push: OutgoingPush): Promise<number | null> {
  const userIds = [...new Set(push.userIds)];
  if (!userIds.length) return null;
  const [row] = await tx.insert(pushNotifications).values({
    title: push.title,
    body: push.body,
    link: push.link ?? null,
    kind: push.kind ?? 'system',
    audience: 'users',
    userIds,
  }).returning({ id: pushNotifications.id });
  return row!.id;
}
