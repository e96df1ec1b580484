import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '@harmony/shared';
import { users } from '../../../src/db/schema.js';
import { createUser } from '../../../src/db/seed/users.js';
import { rows, sessionIdOf, userIdByEmail, withApp } from '../../helpers/index.js';

const SESSION = 'harmony_session';
const IMPERSONATING = '/api/v1/admin/users/impersonating';
const LEAVE = '/api/v1/admin/users/impersonating/leave';
const impersonate = (id: number) => `/api/v1/admin/users/${id}/impersonate`;

const t = withApp();
const ids: Record<string, number> = {};
beforeAll(async () => {
  for (const who of ['superadmin', 'admin', 'lider', 'kontraktor']) ids[who] = await userIdByEmail(t.database, `${who}@demo.local`);
  ids.admin2 = await createUser(t.database.db, {
    email: 'admin2@demo.local', password: DEMO_PASSWORD, firstName: 'Anna', lastName: 'Drugaadmin', roles: ['Administrator'],
  });
  ids.inactive = await createUser(t.database.db, {
    email: 'uspiony@demo.local', password: DEMO_PASSWORD, firstName: 'Uśpiony', lastName: 'Użytkownik', roles: ['Kontraktor'],
  });
  await t.database.db.update(users).set({ active: false }).where(eq(users.id, ids.inactive));
});

const sessionExists = async (token: string) =>
  (await rows(t.database, sql`select 1 from sessions where id = ${sessionIdOf(token)}`)).length === 1;

describe('impersonation', () => {
  it('lets an administrator sign in as the contractor and come back, rotating the session both times', async () => {
    const admin = await t.signIn('Administrator');
    const adminToken = admin.cookie(SESSION)!;
    expect((await admin.get(IMPERSONATING)).json()).toEqual({ isImpersonating: false });

    const start = await admin.post(impersonate(ids.kontraktor!));
    expect(start.statusCode).toBe(200);
    expect(start.json()).toEqual({
      message: 'Zalogowano jako Konrad Kontraktor.',
      user: {
        id: ids.kontraktor,
        first_name: 'Konrad',
        last_name: 'Kontraktor',
        email: 'kontraktor@demo.local',
        roles: ['Kontraktor'],
        permissions: expect.any(Array),
        impersonator_id: ids.admin,
      },
    });
    const impersonatedToken = admin.cookie(SESSION)!;
    expect(impersonatedToken).not.toBe(adminToken);
    expect(await sessionExists(adminToken)).toBe(false);
    expect(await sessionExists(impersonatedToken)).toBe(true);

    const me = await admin.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: ids.kontraktor, email: 'kontraktor@demo.local', roles: ['Kontraktor'], impersonator_id: ids.admin });
    expect((await admin.get(IMPERSONATING)).json()).toEqual({ isImpersonating: true });
    // While impersonating, the contractor's rights apply: the admin-only count is refused.
    expect((await admin.get('/api/v1/admin/times/onlineCount')).statusCode).toBe(403);

    // The pre-impersonation cookie is dead.
    const replay = t.anonymous();
    replay.setCookie(SESSION, adminToken);
    expect((await replay.get('/api/user')).statusCode).toBe(401);

    const leave = await admin.get(LEAVE);
    expect(leave.statusCode).toBe(200);
    expect(leave.json()).toMatchObject({
      message: 'Wrócono do konta administratora.',
      user: { id: ids.admin, email: 'admin@demo.local', roles: ['Administrator'], impersonator_id: null },
    });
    const backToken = admin.cookie(SESSION)!;
    expect(backToken).not.toBe(impersonatedToken);
    expect(backToken).not.toBe(adminToken);
    expect(await sessionExists(impersonatedToken)).toBe(false);

    const after = await admin.get('/api/user');
    expect(after.json()).toMatchObject({ id: ids.admin, impersonator_id: null });
    expect((await admin.get(IMPERSONATING)).json()).toEqual({ isImpersonating: false });
    expect((await admin.get('/api/v1/admin/times/onlineCount')).statusCode).toBe(200);

    const log = await rows<{ action: string; user_id: number; impersonator_id: number; subject_type: string; subject_id: string }>(
      t.database,
      sql`select action, user_id, impersonator_id, subject_type, subject_id from activities
          where action like 'impersonation.%' and impersonator_id = ${ids.admin} order by id`,
    );
    expect(log.map((r) => ({ ...r, user_id: Number(r.user_id), impersonator_id: Number(r.impersonator_id) }))).toEqual([
      { action: 'impersonation.start', user_id: ids.kontraktor, impersonator_id: ids.admin, subject_type: 'users', subject_id: String(ids.kontraktor) },
      { action: 'impersonation.leave', user_id: ids.kontraktor, impersonator_id: ids.admin, subject_type: 'users', subject_id: String(ids.kontraktor) },
    ]);
  });

  it('answers in English under X-Locale: en', async () => {
    const admin = await t.signIn('Administrator', { headers: { 'x-locale': 'en' } });
    expect((await admin.post(impersonate(ids.lider!))).json().message).toBe('Signed in as Lena Liderska.');
    expect((await admin.get(LEAVE)).json().message).toBe('Back in the administrator account.');
  });

  it('lets a Superadministrator impersonate an administrator', async () => {
    const superadmin = await t.signIn('Superadministrator');
    const res = await superadmin.post(impersonate(ids.admin!));
    expect(res.statusCode).toBe(200);
    expect((await superadmin.get('/api/user')).json()).toMatchObject({ id: ids.admin, impersonator_id: ids.superadmin });
    expect((await superadmin.get(LEAVE)).json().user).toMatchObject({ id: ids.superadmin, impersonator_id: null });
  });

  it('never impersonates a Superadministrator', async () => {
    const admin = await t.signIn('Administrator');
    const token = admin.cookie(SESSION);
    const res = await admin.post(impersonate(ids.superadmin!));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Nie możesz zalogować się jako ten użytkownik.' });
    expect(admin.cookie(SESSION)).toBe(token);
    expect((await admin.get('/api/user')).json()).toMatchObject({ id: ids.admin, impersonator_id: null });
  });

  it('never impersonates oneself', async () => {
    const admin = await t.signIn('Administrator');
    const res = await admin.post(impersonate(ids.admin!));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Nie możesz zalogować się jako ten użytkownik.' });
  });

  it('never impersonates an inactive user', async () => {
    const admin = await t.signIn('Administrator');
    expect((await admin.post(impersonate(ids.inactive!))).statusCode).toBe(403);
  });

  it('never nests: while impersonating, another start is refused (403)', async () => {
    const admin = await t.signIn('Administrator');
    // Impersonating another administrator: the role check passes, the nesting rule refuses.
    expect((await admin.post(impersonate(ids.admin2!))).statusCode).toBe(200);
    const nested = await admin.post(impersonate(ids.kontraktor!));
    expect(nested.statusCode).toBe(403);
    expect(nested.json()).toEqual({ message: 'Najpierw wróć do swojego konta.' });
    expect((await admin.get('/api/user')).json()).toMatchObject({ id: ids.admin2, impersonator_id: ids.admin });
    expect((await admin.get(LEAVE)).statusCode).toBe(200);

    // Impersonating the contractor: the contractor has no admin role, so 403 too.
    expect((await admin.post(impersonate(ids.kontraktor!))).statusCode).toBe(200);
    expect((await admin.post(impersonate(ids.lider!))).statusCode).toBe(403);
    expect((await admin.get('/api/user')).json()).toMatchObject({ id: ids.kontraktor, impersonator_id: ids.admin });
  });

  it('answers 404 for an unknown user', async () => {
    const admin = await t.signIn('Administrator');
    const res = await admin.post(impersonate(987654));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Nie znaleziono.' });
  });

  it('refuses Lider and Kontraktor (403) and anonymous callers (401)', async () => {
    for (const role of ['Lider', 'Kontraktor'] as const) {
      const client = await t.signIn(role);
      const res = await client.post(impersonate(ids.admin2!));
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual({ message: 'Nie masz uprawnień do tej strony.' });
      expect((await client.get(IMPERSONATING)).json()).toEqual({ isImpersonating: false });
    }
    const anonymous = t.anonymous();
    expect((await anonymous.post(impersonate(ids.kontraktor!))).statusCode).toBe(401);
    expect((await anonymous.get(IMPERSONATING)).statusCode).toBe(401);
    expect((await anonymous.get(LEAVE)).statusCode).toBe(401);
  });

  it('answers 409 to leave when not impersonating, and changes nothing', async () => {
    const admin = await t.signIn('Administrator');
    const token = admin.cookie(SESSION);
    const res = await admin.get(LEAVE);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Nie jesteś zalogowany jako inny użytkownik.' });
    expect(admin.cookie(SESSION)).toBe(token);
    expect((await admin.get('/api/user')).json()).toMatchObject({ id: ids.admin });
  });

  it('does not hand the session back to an administrator deactivated while impersonating', async () => {
    const admin2 = t.anonymous();
    expect((await admin2.post('/login', { email: 'admin2@demo.local', password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await admin2.post(impersonate(ids.kontraktor!))).statusCode).toBe(200);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, ids.admin2!));
    // (Deactivating through the API ends the sessions too; here the flag is flipped behind its back.)
    await t.app.authCache.sync();
    const res = await admin2.get(LEAVE);
    expect(res.statusCode).toBe(401);
    expect((await admin2.get('/api/user')).statusCode).toBe(401);
    await t.database.db.update(users).set({ active: true }).where(eq(users.id, ids.admin2!));
  });
});
