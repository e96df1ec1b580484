import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { NOTIFICATION_LIST_MAX } from '@harmony/shared';
import { notifications } from '../../../src/db/schema.js';
import { rows, userIdByEmail, withApp } from '../../helpers/index.js';

const t = withApp();
const kontraktor = t.client('Kontraktor');
const lider = t.client('Lider');
let kontraktorId: number;
let liderId: number;
beforeAll(async () => {
  kontraktorId = await userIdByEmail(t.database, 'kontraktor@demo.local');
  liderId = await userIdByEmail(t.database, 'lider@demo.local');
});

interface Item { id: number; title: string; body: string; link: string | null; created_at: string }

describe('GET /api/notifications', () => {
  it('lists the signed-in user\'s unread notifications: the demo welcome', async () => {
    const res = await kontraktor.get('/api/notifications');
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: Item[] };
    expect(data).toEqual([{
      id: expect.any(Number),
      title: 'Witamy w 1CRM Harmony',
      body: 'To konto demonstracyjne. Rozejrzyj się po panelu.',
      link: '/',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    }]);
    const [own] = await rows<{ user_id: number }>(t.database, sql`select user_id from notifications where id = ${data[0]!.id}`);
    expect(Number(own!.user_id)).toBe(kontraktorId);
  });

  it('refuses anonymous callers', async () => {
    const res = await t.anonymous().get('/api/notifications');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Zaloguj się aby kontynuować.' });
  });

  it('gives at most 5, newest first, and never another user\'s', async () => {
    const base = Date.now();
    await t.database.db.insert(notifications).values(
      Array.from({ length: 7 }, (_, i) => ({
        userId: liderId, title: `Powiadomienie ${i + 1}`, createdAt: new Date(base + (i + 1) * 1000),
      })),
    );
    await t.database.db.insert(notifications).values({ userId: kontraktorId, title: 'Tylko dla kontraktora', createdAt: new Date(base + 60_000) });

    const { data } = (await lider.get('/api/notifications')).json() as { data: Item[] };
    expect(data).toHaveLength(NOTIFICATION_LIST_MAX);
    expect(data.map((n) => n.title)).toEqual(['Powiadomienie 7', 'Powiadomienie 6', 'Powiadomienie 5', 'Powiadomienie 4', 'Powiadomienie 3']);
    expect(data.map((n) => n.title)).not.toContain('Tylko dla kontraktora');
  });
});

describe('DELETE /api/notifications/:id', () => {
  it('dismisses one of my notifications; it is gone from the list and a second delete is 404', async () => {
    const [first] = ((await lider.get('/api/notifications')).json() as { data: Item[] }).data;
    const res = await lider.delete(`/api/notifications/${first!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Operacja wykonana poprawnie.' });

    const { data } = (await lider.get('/api/notifications')).json() as { data: Item[] };
    expect(data.map((n) => n.id)).not.toContain(first!.id);
    expect(data[0]!.title).toBe('Powiadomienie 6');
    const [row] = await rows<{ read_at: string | null }>(t.database, sql`select read_at from notifications where id = ${first!.id}`);
    expect(row!.read_at).not.toBeNull();

    const again = await lider.delete(`/api/notifications/${first!.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Nie znaleziono.' });
  });

  it('cannot touch another user\'s notification (404, still unread)', async () => {
    const [theirs] = await t.database.db.select().from(notifications).where(eq(notifications.userId, kontraktorId)).limit(1);
    const res = await lider.delete(`/api/notifications/${theirs!.id}`);
    expect(res.statusCode).toBe(404);
    const [after] = await t.database.db.select().from(notifications).where(eq(notifications.id, theirs!.id));
    expect(after!.readAt).toBeNull();
  });

  it('answers 422 for a malformed id, 419 without the CSRF token, 401 anonymously', async () => {
    expect((await lider.delete('/api/notifications/abc')).statusCode).toBe(422);
    const [mine] = await t.database.db.select().from(notifications).where(eq(notifications.userId, kontraktorId)).limit(1);
    expect((await kontraktor.delete(`/api/notifications/${mine!.id}`, { csrf: false })).statusCode).toBe(419);
    expect((await t.anonymous().delete(`/api/notifications/${mine!.id}`)).statusCode).toBe(401);
    const [after] = await t.database.db.select().from(notifications).where(eq(notifications.id, mine!.id));
    expect(after!.readAt).toBeNull();
  });
});
