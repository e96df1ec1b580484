import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fromWarsawInput, PUSH_GROUP_OPTIONS_PATH, PUSH_USER_OPTIONS_PATH, pushContract, type PushNotification } from '@harmony/shared';
import { users } from '../../../src/db/schema.js';
import { enqueuePush } from '../../../src/lib/push/queue.js';
import { DEMO_ACCOUNTS, roleIdByName, userIdByEmail, withApp } from '../../helpers/index.js';
import { startPushService, type TestPushService } from '../../helpers/push-service.js';
import { clearPush, detail, listed, payloadOf, PUSH_ENV, subscribeBrowser, tick } from './support.js';

/** Who a notification reaches (everyone, a group, chosen users, the notification centre's users), and when. */
const t = withApp({ env: PUSH_ENV });
const admin = t.client('Administrator');
const leader = t.client('Lider');
const contractor = t.client('Kontraktor');
let service: TestPushService;

beforeAll(async () => { service = await startPushService(); });
afterAll(async () => { await service?.close(); });
beforeEach(async () => { await clearPush(t, service); });

const compose = async (body: Record<string, unknown>) => {
  const res = await admin.post(pushContract.path, { title: 'Do kogo', body: 'Treść', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; message: string; data: PushNotification };
};

/** One browser each for the administrator, the leader and the contractor; who received the last tick's messages. */
async function threeBrowsers() {
  const browsers = { admin: await subscribeBrowser(service, admin), leader: await subscribeBrowser(service, leader), contractor: await subscribeBrowser(service, contractor) };
  const reached = () => Object.entries(browsers).filter(([, b]) => service.received.some((r) => r.subscription === b.id)).map(([who]) => who).sort();
  return reached;
}

describe('the audience', () => {
  it('a group reaches its members’ browsers only; chosen users theirs only', async () => {
    const reached = await threeBrowsers();
    const group = await compose({ audience: 'group', group_id: await roleIdByName(t.database, 'Kontraktor') });
    expect(group.data.group).toMatchObject({ name: 'Kontraktor' });
    expect(await tick(t, service)).toMatchObject({ expanded: 1, accepted: 1 });
    expect(reached()).toEqual(['contractor']);

    service.received.length = 0;
    const ids = [await userIdByEmail(t.database, DEMO_ACCOUNTS.Lider), await userIdByEmail(t.database, DEMO_ACCOUNTS.Administrator)];
    const chosen = await compose({ audience: 'users', user_ids: ids, group_id: 999 });
    // Only the audience's own field is kept.
    expect(chosen.data).toMatchObject({ group: null, user_ids: ids });
    await tick(t, service);
    expect(reached()).toEqual(['admin', 'leader']);
    expect((await detail(admin, chosen.id)).users.map((u) => u.name).sort()).toEqual(['Adam Administrator', 'Lena Liderska']);
  });

  it('everyone is every active user’s browsers: a deactivated user’s get nothing', async () => {
    const reached = await threeBrowsers();
    const leaderId = await userIdByEmail(t.database, DEMO_ACCOUNTS.Lider);
    await t.db.update(users).set({ active: false }).where(eq(users.id, leaderId));
    try {
      const { id } = await compose({ audience: 'everyone' });
      await tick(t, service);
      expect(reached()).toEqual(['admin', 'contractor']);
      expect(await detail(admin, id)).toMatchObject({ targeted: 2, accepted: 2 });
    } finally {
      await t.db.update(users).set({ active: true }).where(eq(users.id, leaderId));
    }
  });

  it('reaching nobody, it is sent at once with nothing targeted', async () => {
    const { id } = await compose({ audience: 'everyone' });
    expect(await tick(t, service)).toMatchObject({ expanded: 1, claimed: 0 });
    expect(await detail(admin, id)).toMatchObject({ status: 'sent', targeted: 0, accepted: 0 });
  });

  it('the notification centre’s enqueuePush reaches the users’ browsers, under its kind', async () => {
    const reached = await threeBrowsers();
    const contractorId = await userIdByEmail(t.database, DEMO_ACCOUNTS.Kontraktor);
    const id = await enqueuePush(t.db, { userIds: [contractorId, contractorId], title: 'Nowa wiadomość', body: 'Z formularza kontaktowego', link: '/wiadomosci?message=3', kind: 'form-message' });
    expect(await enqueuePush(t.db, { userIds: [], title: 'Nikt', body: '' })).toBeNull();
    await tick(t, service);
    expect(reached()).toEqual(['contractor']);
    expect(payloadOf(service.received[0]!)).toMatchObject({ title: 'Nowa wiadomość', link: '/wiadomosci?message=3' });
    expect((await listed(admin, { kind: 'form-message' })).map((n) => [n.id, n.status, n.accepted])).toEqual([[id, 'sent', 1]]);
  });

  it('the pickers list groups and active users to whoever may send', async () => {
    const groups = (await admin.get(`${PUSH_GROUP_OPTIONS_PATH}/options`, { query: { search: 'kontr' } })).json() as { data: { label: string }[] };
    expect(groups.data.map((g) => g.label)).toEqual(['Kontraktor']);
    const people = (await admin.get(`${PUSH_USER_OPTIONS_PATH}/options`, { query: { search: 'liders' } })).json() as { data: { label: string }[] };
    expect(people.data.map((p) => p.label)).toEqual(['Lena Liderska']);
    expect((await contractor.get(`${PUSH_USER_OPTIONS_PATH}/options`)).statusCode).toBe(403);
  });
});

describe('when', () => {
  it('a scheduled notification waits for its Warsaw time, and may be cancelled until it goes', async () => {
    await threeBrowsers();
    const local = '2031-07-01T09:30';
    const { id, data, message } = await compose({ audience: 'everyone', scheduled_at: local });
    expect(data).toMatchObject({ status: 'queued', scheduled_at: fromWarsawInput(local) });
    expect(message).toBe('Powiadomienie zostanie wysłane 2031-07-01 09:30.');
    expect(await tick(t, service)).toMatchObject({ expanded: 0, claimed: 0 });
    expect(service.received).toHaveLength(0);
    expect(await tick(t, service, { now: new Date('2031-07-01T07:30:01Z') })).toMatchObject({ expanded: 1, accepted: 3 });
    expect((await detail(admin, id)).status).toBe('sent');
    // Sent: nothing to cancel.
    const late = await admin.delete(pushContract.itemPath(id));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: 'To powiadomienie jest już wysyłane lub wysłane: nie można go anulować.' });

    const other = await compose({ audience: 'everyone', scheduled_at: '2031-08-01T10:00' });
    const cancelled = await admin.delete(pushContract.itemPath(other.id));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ message: 'Wysyłka powiadomienia została anulowana.' });
    expect(await tick(t, service, { now: new Date('2031-08-02T00:00:00Z') })).toMatchObject({ expanded: 0, claimed: 0 });
    expect((await admin.get(pushContract.itemPath(other.id))).statusCode).toBe(404);
  });
});
