import { sql } from 'drizzle-orm';
import { PUSH_SUBSCRIPTIONS_PATH, pushContract, type PushNotification, type PushNotificationDetail, type PushPayload } from '@harmony/shared';
import { pushNotifications, pushSubscriptions } from '../../../src/db/schema.js';
import { deliverDuePush, type PushDeliveryOptions } from '../../../src/lib/push/worker.js';
import type { AppHandle, TestClient } from '../../helpers/index.js';
import type { ReceivedPush, TestPushService, TestSubscription } from '../../helpers/push-service.js';

/** What every push test file shares: the app trusts the tests' push service on loopback. */
export const PUSH_ENV = { PUSH_SERVICE_HOSTS: '127.0.0.1' };

/** A browser of `client`'s user at the local push service, registered as the user menu does. */
export async function subscribeBrowser(service: TestPushService, client: TestClient): Promise<TestSubscription> {
  const subscription = service.subscribe();
  const res = await client.post(PUSH_SUBSCRIPTIONS_PATH, { endpoint: subscription.endpoint, keys: subscription.keys, expirationTime: null });
  if (res.statusCode !== 200) throw new Error(`subscribing answered ${res.statusCode}: ${res.body}`);
  return subscription;
}

/** One tick of the worker against the local push service. */
export const tick = (t: AppHandle, service: TestPushService, opts: PushDeliveryOptions = {}) =>
  deliverDuePush(t.db, { agent: service.agent, subject: 'mailto:test@harmony.test', ...opts });

export const payloadOf = (push: ReceivedPush) => JSON.parse(push.text) as PushPayload;

export const listed = async (client: TestClient, query: Record<string, string> = {}) =>
  ((await client.get(pushContract.path, { query })).json() as { data: PushNotification[] }).data;

export const detail = async (client: TestClient, id: number) => (await client.get(pushContract.itemPath(id))).json() as PushNotificationDetail;

export async function clearPush(t: AppHandle, service: TestPushService): Promise<void> {
  await t.db.delete(pushNotifications);
  await t.db.delete(pushSubscriptions);
  service.received.length = 0;
}

export const subscriptionCount = async (t: AppHandle) =>
  Number(((await t.db.execute(sql`select count(*)::int as n from push_subscriptions`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
