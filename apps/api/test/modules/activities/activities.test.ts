import { activitiesContract } from '@harmony/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../../src/db/schema.js';
import { DEMO_ACCOUNTS, userIdByEmail, withApp } from '../../helpers/index.js';

/** The activity log (/api/activities): read-only, filtered, paged, with names joined in. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const lider = t.client('Lider');
const ids = { admin: 0, superadmin: 0, kontraktor: 0 };
const logged: Record<string, number> = {};

beforeAll(async () => {
  ids.admin = await userIdByEmail(t.database, DEMO_ACCOUNTS.Administrator);
  ids.superadmin = await userIdByEmail(t.database, DEMO_ACCOUNTS.Superadministrator);
  ids.kontraktor = await userIdByEmail(t.database, DEMO_ACCOUNTS.Kontraktor);
  // A record type of its own, so the sign-ins above (also logged) never get in the way.
  const add = async (tag: string, createdAt: string, extra: Partial<typeof activities.$inferInsert> = {}) => {
    const [row] = await t.database.db.insert(activities).values({
      action: 'update', subjectType: 'widgets', subjectId: '1', userId: ids.admin, createdAt: new Date(createdAt),
      before: { name: 'A' }, after: { name: 'B' }, ip: '10.0.0.1', ...extra,
    }).returning({ id: activities.id });
    logged[tag] = row!.id;
  };
  // Warsaw is UTC+1 in winter and UTC+2 in summer: these sit on either side of local midnight.
  await add('lateMarch10', '2025-03-10T22:59:59Z'); // 2025-03-10 23:59:59 in Warsaw
  await add('earlyMarch11', '2025-03-10T23:00:00Z'); // 2025-03-11 00:00:00 in Warsaw
  await add('lateMarch11', '2025-03-11T22:59:59Z', { action: 'create', subjectId: '2' }); // 2025-03-11 23:59:59
  await add('earlyMarch12', '2025-03-11T23:00:00Z', { userId: ids.kontraktor }); // 2025-03-12 00:00:00
  await add('summerJuly2', '2025-07-01T22:30:00Z', { action: 'delete', subjectId: '2' }); // 2025-07-02 00:30 (UTC+2)
  await add('impersonated', '2025-07-03T10:00:00Z', { userId: ids.kontraktor, impersonatorId: ids.admin, subjectType: 'gadgets' });
  await add('system', '2025-07-04T10:00:00Z', { userId: null, subjectType: 'gadgets', action: 'mail.sent' });
});

type Row = { id: number; action: string; user: { id: number; name: string } | null; impersonator: { id: number; name: string } | null };
const list = async (query: Record<string, string>) => {
  const res = await admin.get(activitiesContract.path, { query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Row[]; meta: { total: number; page: number; per_page: number; last_page: number } };
};
const idsOf = (data: Row[]) => data.map((r) => r.id);

describe('GET /api/activities', () => {
  it('answers the list envelope, newest first, with user and impersonator names joined in', async () => {
    const { data, meta } = await list({ subject_type: 'gadgets' });
    expect(meta).toEqual({ total: 2, page: 1, per_page: 25, last_page: 1 });
    expect(data).toEqual([
      {
        id: logged.system, user: null, impersonator: null, action: 'mail.sent', subject_type: 'gadgets', subject_id: '1',
        before: { name: 'A' }, after: { name: 'B' }, ip: '10.0.0.1', created_at: '2025-07-04T10:00:00.000Z',
      },
      {
        id: logged.impersonated,
        user: { id: ids.kontraktor, name: 'Konrad Kontraktor' },
        impersonator: { id: ids.admin, name: 'Adam Administrator' },
        action: 'update', subject_type: 'gadgets', subject_id: '1',
        before: { name: 'A' }, after: { name: 'B' }, ip: '10.0.0.1', created_at: '2025-07-03T10:00:00.000Z',
      },
    ]);
  });

  it('filters by user, record type and id, and action', async () => {
    expect(idsOf((await list({ subject_type: 'widgets', user_id: String(ids.kontraktor) })).data)).toEqual([logged.earlyMarch12]);
    expect(idsOf((await list({ user_id: String(ids.kontraktor) })).data)).toEqual(
      expect.arrayContaining([logged.earlyMarch12, logged.impersonated]),
    );
    expect(idsOf((await list({ subject_type: 'widgets', subject_id: '2' })).data)).toEqual([logged.summerJuly2, logged.lateMarch11]);
    expect(idsOf((await list({ subject_type: 'widgets', action: 'create' })).data)).toEqual([logged.lateMarch11]);
    // Empty filters from the URL mean no filter.
    expect((await list({ subject_type: 'widgets', user_id: '', action: '' })).meta.total).toBe(5);
  });

  it('filters by whole days in Europe/Warsaw, both ends inclusive, across DST', async () => {
    expect(idsOf((await list({ subject_type: 'widgets', from: '2025-03-11', to: '2025-03-11' })).data))
      .toEqual([logged.lateMarch11, logged.earlyMarch11]);
    expect(idsOf((await list({ subject_type: 'widgets', to: '2025-03-10' })).data)).toEqual([logged.lateMarch10]);
    expect(idsOf((await list({ subject_type: 'widgets', from: '2025-03-12' })).data)).toEqual([logged.summerJuly2, logged.earlyMarch12]);
    // 2025-07-01T22:30Z is already 2 July in Warsaw (UTC+2).
    expect(idsOf((await list({ subject_type: 'widgets', from: '2025-07-02', to: '2025-07-02' })).data)).toEqual([logged.summerJuly2]);
    expect((await list({ subject_type: 'widgets', from: '2025-07-01', to: '2025-07-01' })).meta.total).toBe(0);
  });

  it('pages and sorts on whitelisted columns only', async () => {
    const page2 = await list({ subject_type: 'widgets', sort: 'created_at', order: 'asc', per_page: '2', page: '2' });
    expect(idsOf(page2.data)).toEqual([logged.lateMarch11, logged.earlyMarch12]);
    expect(page2.meta).toEqual({ total: 5, page: 2, per_page: 2, last_page: 3 });
    const byAction = await list({ subject_type: 'widgets', sort: 'action', order: 'asc' });
    expect(byAction.data.map((r) => r.action)).toEqual(['create', 'delete', 'update', 'update', 'update']);
    const bad = await admin.get(activitiesContract.path, { query: { sort: 'ip', from: '2025-02-30', user_id: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      sort: ['Wybrana wartość pola sortowanie jest nieprawidłowa'],
      from: ['Pole data początkowa nie jest prawidłową datą'],
      user_id: ['Pole użytkownik musi być liczbą całkowitą'],
    });
    const badEn = await adminEn.get(activitiesContract.path, { query: { to: 'yesterday' } });
    expect(badEn.json().errors).toEqual({ to: ['The end date is not a valid date'] });
  });

  it('searches action and record type', async () => {
    expect(idsOf((await list({ search: 'mail.s' })).data)).toEqual([logged.system]);
    expect((await list({ search: 'gadg' })).meta.total).toBe(2);
  });

  it('sees the log written by real changes, with the actor', async () => {
    await admin.put('/api/settings', { settings: [] });
    const { data } = await list({ subject_type: 'settings' });
    expect(data[0]).toMatchObject({ action: 'update', user: { id: ids.admin, name: 'Adam Administrator' }, impersonator: null });
  });
});

describe('GET /api/activities/{id}', () => {
  it('answers one entry, 404 for a missing one, 422 for a malformed id', async () => {
    const res = await admin.get(activitiesContract.itemPath(logged.impersonated!));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: logged.impersonated, user: { name: 'Konrad Kontraktor' }, impersonator: { name: 'Adam Administrator' } });
    expect((await admin.get(activitiesContract.itemPath(99999999))).statusCode).toBe(404);
    expect((await admin.get(activitiesContract.itemPath('abc'))).statusCode).toBe(422);
  });

  it('is for administrators only and read-only', async () => {
    expect((await lider.get(activitiesContract.path)).statusCode).toBe(403);
    expect((await lider.get(activitiesContract.itemPath(logged.system!))).statusCode).toBe(403);
    expect((await t.anonymous().get(activitiesContract.path)).statusCode).toBe(401);
    expect((await admin.delete(activitiesContract.itemPath(logged.system!))).statusCode).toBe(404);
    expect((await admin.put(activitiesContract.itemPath(logged.system!), {})).statusCode).toBe(404);
  });
});
