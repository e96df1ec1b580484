import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { encodeRule, pushContract, PUSH_MANUAL_KIND, type PushSubscriptionInput, type PushValues } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { pushNotifications, pushSubscriptions, roles, users } from '../../db/schema.js';
import { fieldErrors, validationError } from '../../lib/validate.js';

const refuse = (req: FastifyRequest, field: string, message = encodeRule('in')) =>
  validationError(fieldErrors([{ path: [field], message }], req, pushContract.labels));

/** The audience's group exists, and its users exist and are active; else a 422 on `group_id` or `user_ids`. */
export async function checkAudience(tx: DbOrTx, req: FastifyRequest, values: PushValues): Promise<void> {
  if (values.audience === 'group') {
    const [found] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, values.group_id!));
    if (!found) throw refuse(req, 'group_id');
  }
  if (values.audience === 'users') {
    const ids = [...new Set(values.user_ids)];
    const found = await tx.select({ id: users.id }).from(users).where(and(inArray(users.id, ids), eq(users.active, true)));
    if (found.length !== ids.length) throw refuse(req, 'user_ids');
  }
}

/** A composed notification on the queue: only its audience's own field is kept; its time, or now. */
export async function insertPush(tx: DbOrTx, values: PushValues, createdBy: number): Promise<number> {
  const [row] = await tx.insert(pushNotifications).values({
    title: values.title,
    body: values.body,
    link: values.link,
    kind: PUSH_MANUAL_KIND,
    audience: values.audience,
    groupId: values.audience === 'group' ? values.group_id : null,
    userIds: values.audience === 'users' ? [...new Set(values.user_ids)] : [],
    createdBy,
    ...(values.scheduled_at ? { scheduledAt: new Date(values.scheduled_at) } : {}),
  }).returning({ id: pushNotifications.id });
  return row!.id;
}

/**
 * A notification's status, locked for the caller's transaction: the worker's expansion skips locked rows, so one
 * still queued stays so until the caller commits (its cancellation).
 */
export async function lockStatus(tx: DbOrTx, id: number): Promise<string | undefined> {
  const found = await tx.execute(sql`select status from ${pushNotifications} where id = ${id} for update`);
  return (found as unknown as { rows: { status: string }[] }).rows[0]?.status;
}

/**
 * The signed-in user's browser, by its endpoint: a browser is one subscription, so a second sign-in on it (another
 * user) takes it over, and its keys are the browser's latest.
 */
export async function saveSubscription(db: DbOrTx, userId: number, input: PushSubscriptionInput, userAgent: string | null): Promise<void> {
  const values = { userId, endpoint: input.endpoint.trim(), p256dh: input.keys.p256dh.trim(), auth: input.keys.auth.trim(), userAgent };
  await db.insert(pushSubscriptions).values(values).onConflictDoUpdate({
    target: pushSubscriptions.endpoint,
    set: { userId, p256dh: values.p256dh, auth: values.auth, userAgent, createdAt: sql`now()` },
  });
}

/** Removes the signed-in user's own subscription of this endpoint (another user's stays). */
export async function removeSubscription(db: DbOrTx, userId: number, endpoint: string): Promise<number> {
  const gone = await db.delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId))).returning({ id: pushSubscriptions.id });
  return gone.length;
}

/** Whether the endpoint's host is one of the push services (or a subdomain of one). */
export function isPushService(endpoint: string, hosts: readonly string[]): boolean {
  const host = new URL(endpoint).hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
