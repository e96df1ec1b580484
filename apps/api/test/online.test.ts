import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningTimers } from '../src/db/schema.js';
import { createTestApp, signIn, TestClient, userIdByEmail, type TestApp } from './helpers/index.js';

const URL = '/api/v1/admin/times/onlineCount';

let t: TestApp;
let admin: TestClient;
let superadmin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'Administrator');
  superadmin = await signIn(t.app, 'Superadministrator');
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/v1/admin/times/onlineCount', () => {
  it('counts users with a running timer', async () => {
    expect((await admin.get(URL)).json()).toEqual({ count: 0 });

    await t.database.db.insert(runningTimers).values({ userId: await userIdByEmail(t.database, 'kontraktor@demo.local'), description: 'Kodowanie' });
    const res = await admin.get(URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 1 });

    await t.database.db.insert(runningTimers).values({ userId: await userIdByEmail(t.database, 'lider@demo.local') });
    expect((await superadmin.get(URL)).json()).toEqual({ count: 2 });
  });

  it('is for administrators only: 403 for Lider and Kontraktor, 401 anonymously', async () => {
    for (const role of ['Lider', 'Kontraktor'] as const) {
      const res = await (await signIn(t.app, role)).get(URL);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual({ message: 'Nie masz uprawnień do tej strony.' });
    }
    const anonymous = await new TestClient(t.app).get(URL);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Zaloguj się aby kontynuować.' });
  });
});
