import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PUSH_EVENTS_PATH, PUSH_KEY_PATH, pushContract, type PushNotification } from '@harmony/shared';
import { pushDeliveries } from '../../../src/db/schema.js';
import { PUSH_MAX_ATTEMPTS } from '../../../src/lib/push/deliver.js';
import { startPushWorker } from '../../../src/lib/push/worker.js';
import { rows, withApp } from '../../helpers/index.js';
import { startPushService, type TestPushService } from '../../helpers/push-service.js';
import { clearPush, detail, listed, payloadOf, PUSH_ENV, subscribeBrowser, subscriptionCount, tick } from './support.js';

/**
 * Web Push (issue 28) end to end: a notification composed through the API goes through the durable queue and the
 * web-push library to a push service of our own on loopback, which checks the VAPID signature and decrypts each
 * message with its browser's keys; the service worker's reports count it shown and clicked; a 410 removes the
 * subscription, a 500 is retried.
 */
const t = withApp({ env: PUSH_ENV });
const admin = t.client('Administrator');
const contractor = t.client('Kontraktor');
const anonymous = () => t.anonymous();
let service: TestPushService;

beforeAll(async () => { service = await startPushService(); });
afterAll(async () => { await service?.close(); });
beforeEach(async () => { await clearPush(t, service); });

const compose = async (body: Record<string, unknown>) => {
  const res = await admin.post(pushContract.path, { body: 'Treść', link: '', audience: 'everyone', scheduled_at: '', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; message: string; data: PushNotification };
};

describe('a notification to everyone, through the local push service', () => {
  it('reaches every browser encrypted for it, signed with the stored VAPID key, and counts what the service worker reports', async () => {
    const [first, second, theirs] = [await subscribeBrowser(service, admin), await subscribeBrowser(service, admin), await subscribeBrowser(service, contractor)];
    const { id, message, data } = await compose({ title: 'Przegląd budżetów', body: 'Zajrzyj do projektów przed piątkiem', link: '/projekty' });
    expect(message).toBe('Powiadomienie czeka w kolejce do wysłania.');
    expect(data).toMatchObject({ id, status: 'queued', audience: 'everyone', kind: 'manual', targeted: 0, created_by: { name: 'Adam Administrator' } });

    expect(await tick(t, service)).toMatchObject({ expanded: 1, claimed: 3, accepted: 3, retried: 0, failed: 0 });
    const received = await service.waitFor(3);
    expect(received.map((r) => r.subscription).sort()).toEqual([first.id, second.id, theirs.id].sort());
    const key = (await admin.get(PUSH_KEY_PATH)).json() as { public_key: string };
    for (const push of received) {
      expect(push.encoding).toBe('aes128gcm');
      expect(Number(push.ttl)).toBeGreaterThan(0);
      expect(push.vapid).toMatchObject({ aud: service.origin, sub: 'mailto:test@harmony.test', key: key.public_key });
      expect(push.vapid.exp * 1000).toBeGreaterThan(Date.now());
      expect(payloadOf(push)).toMatchObject({ title: 'Przegląd budżetów', body: 'Zajrzyj do projektów przed piątkiem', link: '/projekty' });
    }
    const deliveries = received.map((r) => payloadOf(r).delivery);
    expect(new Set(deliveries).size).toBe(3);
    expect(new Set(received.map((r) => payloadOf(r).token)).size).toBe(3);

    const [row] = await listed(admin);
    expect(row).toMatchObject({ id, status: 'sent', targeted: 3, accepted: 3, failed: 0, shown: 0, clicked: 0, failures: {} });
    expect(row!.sent_at).not.toBeNull();
    // A second tick has nothing more to send.
    expect(await tick(t, service)).toMatchObject({ expanded: 0, claimed: 0 });

    // The service worker reports (no session, no CSRF token): shown twice counts once, a click counts shown too.
    const [one, two] = received.map(payloadOf) as [ReturnType<typeof payloadOf>, ReturnType<typeof payloadOf>];
    const report = (body: object) => anonymous().post(PUSH_EVENTS_PATH, body, { csrf: false });
    expect((await report({ delivery: one.delivery, token: one.token, event: 'shown' })).statusCode).toBe(200);
    expect((await report({ delivery: one.delivery, token: one.token, event: 'shown' })).statusCode).toBe(200);
    expect((await report({ delivery: one.delivery, token: one.token, event: 'clicked' })).statusCode).toBe(200);
    expect((await report({ delivery: two.delivery, token: two.token, event: 'clicked' })).statusCode).toBe(200);
    // Another delivery's token, or one made up, counts nothing.
    expect((await report({ delivery: two.delivery, token: one.token, event: 'clicked' })).statusCode).toBe(404);
    expect((await report({ delivery: one.delivery, token: 'f'.repeat(32), event: 'shown' })).statusCode).toBe(404);
    expect((await report({ delivery: one.delivery, token: one.token, event: 'opened' })).statusCode).toBe(422);
    expect(await detail(admin, id)).toMatchObject({ shown: 2, clicked: 2, deliveries: { accepted: 3, failed: 0, queued: 0, sending: 0 } });
  });

  it('is sent by the worker every instance runs, without a tick asked for', async () => {
    const browser = await subscribeBrowser(service, contractor);
    const stop = startPushWorker(t.app, { intervalMs: 50, agent: service.agent });
    try {
      const { id } = await compose({ title: 'Z pętli' });
      await service.waitFor(1);
      expect(service.received.map((r) => [r.subscription, payloadOf(r).title])).toEqual([[browser.id, 'Z pętli']]);
      await expect.poll(async () => (await detail(admin, id)).status).toBe('sent');
    } finally {
      await stop();
    }
  });

  it('keeps one VAPID key pair in the database, the same for every call', async () => {
    const keys = await rows<{ public_key: string }>(t.database, sql`select public_key from push_vapid_keys`);
    const first = (await contractor.get(PUSH_KEY_PATH)).json() as { public_key: string };
    expect(keys.map((k) => k.public_key)).toEqual([first.public_key]);
    expect(Buffer.from(first.public_key, 'base64url')).toHaveLength(65);
    expect((await admin.get(PUSH_KEY_PATH)).json()).toEqual(first);
  });
});

describe('what the push service answers', () => {
  it('a 410 removes the subscription by its endpoint and fails the delivery as gone', async () => {
    const gone = await subscribeBrowser(service, admin);
    const alive = await subscribeBrowser(service, contractor);
    service.answer(gone, 410);
    const { id } = await compose({ title: 'Wygasła subskrypcja' });
    expect(await tick(t, service)).toMatchObject({ accepted: 1, failed: 1, retried: 0 });
    expect(await subscriptionCount(t)).toBe(1);
    const shown = await detail(admin, id);
    expect(shown).toMatchObject({ status: 'sent', targeted: 2, accepted: 1, failed: 1, failures: { gone: 1 } });
    expect(shown.failure_details).toEqual([{ reason: 'gone', count: 1, last_error: expect.stringContaining('410') }]);
    // The next notification goes to the live browser only.
    await compose({ title: 'Druga' });
    service.received.length = 0;
    expect(await tick(t, service)).toMatchObject({ claimed: 1, accepted: 1 });
    expect(service.received.map((r) => r.subscription)).toEqual([alive.id]);
  });

  it('a 500 is retried after the back-off and then accepted; five failures in a row are final', async () => {
    const flaky = await subscribeBrowser(service, admin);
    service.answer(flaky, 500);
    const { id } = await compose({ title: 'Ponowienie' });
    expect(await tick(t, service)).toMatchObject({ retried: 1, accepted: 0 });
    expect(await detail(admin, id)).toMatchObject({ status: 'sending', accepted: 0, failed: 0, deliveries: { queued: 1 } });
    // Not before its back-off (1 minute).
    expect(await tick(t, service)).toMatchObject({ claimed: 0 });
    expect(await tick(t, service, { now: new Date(Date.now() + 61_000) })).toMatchObject({ accepted: 1 });
    expect(await detail(admin, id)).toMatchObject({ status: 'sent', accepted: 1 });
    const texts = service.received.filter((r) => r.subscription === flaky.id).map((r) => payloadOf(r).title);
    expect(texts).toEqual(['Ponowienie', 'Ponowienie']);

    service.answer(flaky, ...Array<number>(PUSH_MAX_ATTEMPTS).fill(503));
    const failing = await compose({ title: 'Bez skutku' });
    let at = Date.now();
    for (let i = 0; i < PUSH_MAX_ATTEMPTS; i++) {
      await tick(t, service, { now: new Date(at) });
      at += 61 * 60_000;
    }
    const [delivery] = await t.db.select().from(pushDeliveries).where(sql`notification_id = ${failing.id}`);
    expect(delivery).toMatchObject({ status: 'failed', reason: 'server', attempts: PUSH_MAX_ATTEMPTS });
    expect(await detail(admin, failing.id)).toMatchObject({ status: 'sent', failed: 1, failures: { server: 1 } });
    // A server error keeps the subscription.
    expect(await subscriptionCount(t)).toBe(1);
  });
});
