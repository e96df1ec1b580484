import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PUSH_KEY_PATH, PUSH_SUBSCRIPTIONS_PATH, pushContract } from '@harmony/shared';
import { vapidKeys } from '../../../src/lib/push/vapid.js';
import { rows, withApp } from '../../helpers/index.js';
import { browserKeys } from '../../helpers/push-crypto.js';
import { startPushService, type TestPushService } from '../../helpers/push-service.js';
import { clearPush, PUSH_ENV, subscribeBrowser, subscriptionCount } from './support.js';

/** Bad input refused whole in both languages, naming the field; who may send, and who may only turn their own browser on. */
const t = withApp({ env: PUSH_ENV });
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const contractor = t.client('Kontraktor');
let service: TestPushService;

beforeAll(async () => { service = await startPushService(); });
afterAll(async () => { await service?.close(); });
beforeEach(async () => { await clearPush(t, service); });

const stored = async () => (await rows<{ n: number }>(t.database, sql`select count(*)::int as n from push_notifications`))[0]!.n;
const errorsOf = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(422);
  return (res.json() as { errors: Record<string, string[]> }).errors;
};

describe('bad input: a 422 naming the field, nothing stored', () => {
  it('in Polish', async () => {
    const res = await admin.post(pushContract.path, { title: ' ', body: 'x'.repeat(401), link: 'javascript:alert(1)', audience: 'group', scheduled_at: '2020-01-01T10:00' });
    expect(errorsOf(res)).toEqual({
      title: ['Pole tytuł jest wymagane'],
      body: ['Pole treść nie może być dłuższe niż 400 znaków'],
      link: ['Pole link ma nieprawidłową wartość'],
      scheduled_at: ['Pole termin wysyłki musi być datą w przyszłości'],
    });
    const audience = await admin.post(pushContract.path, { title: 'T', body: 'B', audience: 'group' });
    expect(errorsOf(audience)).toEqual({ group_id: ['Pole grupa jest wymagane'] });
    const nobody = await admin.post(pushContract.path, { title: 'T', body: 'B', audience: 'users', user_ids: [] });
    expect(errorsOf(nobody)).toEqual({ user_ids: ['Pole użytkownicy jest wymagane'] });
    const unknown = await admin.post(pushContract.path, { title: 'T', body: 'B', audience: 'users', user_ids: [1, 999_999] });
    expect(errorsOf(unknown)).toEqual({ user_ids: ['Wybrana wartość pola użytkownicy jest nieprawidłowa'] });
    const noGroup = await admin.post(pushContract.path, { title: 'T', body: 'B', audience: 'group', group_id: 999_999 });
    expect(errorsOf(noGroup)).toEqual({ group_id: ['Wybrana wartość pola grupa jest nieprawidłowa'] });
    const nowhere = await admin.post(pushContract.path, { title: 'T', body: 'B', audience: 'wszyscy' });
    expect(errorsOf(nowhere)).toEqual({ audience: ['Wybrana wartość pola odbiorcy jest nieprawidłowa'] });
    expect(await stored()).toBe(0);
  });

  it('in English', async () => {
    const res = await adminEn.post(pushContract.path, { body: '', audience: 'users', user_ids: ['x'], scheduled_at: 'tomorrow morning' });
    expect(errorsOf(res)).toEqual({
      title: ['The title field is required'],
      body: ['The body field is required'],
      'user_ids.0': ['The users field must be an integer'],
      scheduled_at: ['The send time is not a valid date'],
    });
    const link = await adminEn.post(pushContract.path, { title: 'T', body: 'B', link: '//evil.example/x', audience: 'everyone' });
    expect(errorsOf(link)).toEqual({ link: ['The link field has an invalid value'] });
    expect(await stored()).toBe(0);
  });

  it('a link is a path of the app or an http(s) address', async () => {
    for (const link of ['/projekty/7/szczegoly', 'https://agencja.example.pl/oferta?x=1']) {
      const res = await admin.post(pushContract.path, { title: 'T', body: 'B', link, audience: 'everyone', scheduled_at: '2031-01-01T10:00' });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
});

describe('the browser’s subscription', () => {
  it('a contractor may not send or read, yet turns their own browser on and off', async () => {
    expect((await contractor.get(pushContract.path)).statusCode).toBe(403);
    expect((await contractor.post(pushContract.path, { title: 'T', body: 'B', audience: 'everyone' })).statusCode).toBe(403);
    expect((await contractor.delete(pushContract.itemPath(1))).statusCode).toBe(403);
    expect((await contractor.get(PUSH_KEY_PATH)).statusCode).toBe(200);
    const mine = await subscribeBrowser(service, contractor);
    expect(await subscriptionCount(t)).toBe(1);
    // Another user cannot turn it off.
    expect((await admin.request('DELETE', PUSH_SUBSCRIPTIONS_PATH, { body: { endpoint: mine.endpoint } })).statusCode).toBe(200);
    expect(await subscriptionCount(t)).toBe(1);
    const off = await contractor.request('DELETE', PUSH_SUBSCRIPTIONS_PATH, { body: { endpoint: mine.endpoint } });
    expect(off.json()).toEqual({ message: 'Powiadomienia w tej przeglądarce są wyłączone.' });
    expect(await subscriptionCount(t)).toBe(0);
    expect((await t.anonymous().get(PUSH_KEY_PATH)).statusCode).toBe(401);
  });

  it('one browser is one subscription: signing in as someone else there takes it over', async () => {
    const browser = await subscribeBrowser(service, contractor);
    expect((await admin.post(PUSH_SUBSCRIPTIONS_PATH, { endpoint: browser.endpoint, keys: browser.keys })).statusCode).toBe(200);
    const owners = await rows<{ email: string }>(t.database, sql`select u.email from push_subscriptions s join users u on u.id = s.user_id`);
    expect(owners).toEqual([{ email: 'admin@demo.local' }]);
  });

  it('refuses an endpoint that is no push service, and keys that are none', async () => {
    const keys = browserKeys();
    const elsewhere = await adminEn.post(PUSH_SUBSCRIPTIONS_PATH, { endpoint: 'https://intranet.local/admin', keys: { p256dh: keys.p256dh, auth: keys.auth } });
    expect(errorsOf(elsewhere)).toEqual({ endpoint: ['The selected push service address is invalid'] });
    const plain = await admin.post(PUSH_SUBSCRIPTIONS_PATH, { endpoint: 'http://127.0.0.1/push/x', keys: { p256dh: 'abc', auth: keys.auth } });
    expect(errorsOf(plain)).toEqual({ endpoint: ['Pole adres usługi push ma nieprawidłową wartość'], 'keys.p256dh': ['Pole klucz publiczny ma nieprawidłową wartość'] });
    expect(await subscriptionCount(t)).toBe(0);
  });
});

describe('the VAPID key pair', () => {
  it('is made once when two instances need it at the same moment', async () => {
    await t.db.execute(sql`delete from push_vapid_keys`);
    // Two transactions stand for two instances (each its own handle, so neither reads the other's cache).
    const [one, two] = await Promise.all([t.db.transaction((tx) => vapidKeys(tx)), t.db.transaction((tx) => vapidKeys(tx))]);
    expect(one).toEqual(two);
    expect(await rows(t.database, sql`select public_key, private_key from push_vapid_keys`)).toEqual([{ public_key: one.publicKey, private_key: one.privateKey }]);
  });
});
