import { describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Listener } from '../../src/db/client.js';
import { AuthCache } from '../../src/plugins/auth-cache.js';
import { createTestApp, rows, sessionIdOf, TestClient, withApp } from '../helpers/index.js';

const SESSION = 'harmony_session';

const t = withApp();

const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
const firstNameOf = async (client: TestClient) => (await client.get('/api/user')).json().first_name as string;

describe('signed-in requests served from memory (plugins/auth-cache.ts)', () => {
  it('is listening, and a second request is answered without reading the user again', async () => {
    expect(t.app.authCache.listening).toBe(true);
    const client = await t.signIn('Kontraktor');
    expect(await firstNameOf(client)).toBe('Konrad');
    expect(t.app.authCache.get(sessionIdOf(client.cookie(SESSION)!))?.user?.first_name).toBe('Konrad');

    // With the announcing trigger off, a rename stays unseen: the answer comes from memory.
    await exec(sql`alter table users disable trigger users_auth_notify`);
    try {
      await exec(sql`update users set first_name = 'Ukryty' where email = 'kontraktor@demo.local'`);
      expect(await firstNameOf(client)).toBe('Konrad');
    } finally {
      await exec(sql`update users set first_name = 'Konrad' where email = 'kontraktor@demo.local'`);
      await exec(sql`alter table users enable trigger users_auth_notify`);
      t.app.authCache.clear();
    }
  });

  it('forgets a user whose row changes, even behind the API\'s back, once the change commits', async () => {
    const client = await t.signIn('Kontraktor');
    expect(await firstNameOf(client)).toBe('Konrad');
    await exec(sql`update users set first_name = 'Konradek' where email = 'kontraktor@demo.local'`);
    await t.app.authCache.sync();
    expect(await firstNameOf(client)).toBe('Konradek');
    await exec(sql`update users set first_name = 'Konrad' where email = 'kontraktor@demo.local'`);
    await t.app.authCache.sync();
    expect(await firstNameOf(client)).toBe('Konrad');
  });

  it('forgets everyone when a role\'s permissions change', async () => {
    const client = await t.signIn('Kontraktor');
    const has = async () => ((await client.get('/api/user')).json().permissions as { subject: string; action: string }[])
      .some((p) => p.subject === 'Cache' && p.action === 'test');
    expect(await has()).toBe(false);
    await exec(sql`insert into role_permissions (role_id, subject, action)
      select id, 'Cache', 'test' from roles where name = 'Kontraktor'`);
    await t.app.authCache.sync();
    expect(await has()).toBe(true);
    await exec(sql`delete from role_permissions where subject = 'Cache'`);
    await t.app.authCache.sync();
    expect(await has()).toBe(false);
  });

  it('ends a session signed out through another instance on the same database, at this instance’s next request', async () => {
    const other = await createTestApp({ database: t.database });
    try {
      // On PostgreSQL the instances hear of each other, and then check for news before trusting memory
      // (fence); PGlite has one instance, and delivers a change before its statement returns.
      if (inject('testDb') === 'postgres') await expect.poll(() => [t.app.authCache.instances(), other.app.authCache.instances()]).toEqual([2, 2]);
      const here = await t.signIn('Lider');
      expect((await here.get('/api/user')).statusCode).toBe(200);
      const there = new TestClient(other.app);
      there.setCookie(SESSION, here.cookie(SESSION)!);
      expect((await there.post('/logout')).statusCode).toBe(200);
      expect((await here.get('/api/user')).statusCode).toBe(401);

      const kept = await t.signIn('Kontraktor');
      expect((await kept.get('/api/user')).statusCode).toBe(200);
      const fences = vi.spyOn(t.app.authCache, 'sync');
      await Promise.all([1, 2, 3, 4, 5].map(() => kept.get('/api/user')));
      // Five requests at once share the barriers: one on its way, one after it. They start one event-loop iteration
      // apart (db/performance/turns.ts), so the first barrier may be back before the last starts, which then waits
      // for a third; five would be none shared.
      if (inject('testDb') === 'postgres') expect(fences.mock.calls.length).toBeOneOf([1, 2, 3]);
      fences.mockRestore();
    } finally {
      await other.close();
    }
  });

  it('hears of other instances, and waits for their news before serving from memory unless AUTH_FENCE=off', async () => {
    const sent: string[] = [];
    for (const fences of [true, false]) {
      const cache = new AuthCache(false, fences);
      // A listener that hears its own notifications back at once, as PostgreSQL's does.
      const listener: Listener = { notify: async (payload) => { sent.push(payload); cache.receive(payload); }, close: async () => undefined };
      cache.attach(listener);
      expect(cache.instances()).toBe(1);
      sent.length = 0;
      await cache.fence();
      expect(sent).toEqual([]); // alone: nothing to wait for
      cache.receive('hello:another');
      expect(cache.instances()).toBe(2);
      expect(cache.instances(Date.now() + 7_000)).toBe(1); // not heard of for three hellos: gone
      cache.receive('hello:another');
      sent.length = 0;
      await Promise.all([cache.fence(), cache.fence(), cache.fence()]);
      expect(sent.filter((p) => p.startsWith('sync:'))).toHaveLength(fences ? 1 : 0);
      cache.attach(null);
    }
  });

  it('does not keep a load that a change overtook, nor anything past its time, nor anything without a listener', () => {
    const cache = new AuthCache(true);
    const listener: Listener = { notify: async () => undefined, close: async () => undefined };
    const session = { userId: 7, impersonatorId: null, createdAt: 0, lastSeenAt: 0 };
    cache.put('a', session, cache.version());
    expect(cache.get('a')).toBeUndefined(); // not listening yet

    cache.attach(listener);
    const before = cache.version();
    cache.receive('7');
    cache.put('a', session, before);
    expect(cache.get('a')).toBeUndefined();

    cache.put('a', session, cache.version());
    expect(cache.get('a')).toMatchObject({ userId: 7 });
    expect(cache.get('a', Date.now() + 10_001)).toBeUndefined();

    cache.put('b', { ...session, impersonatorId: 9 }, cache.version());
    cache.receive('9'); // the impersonator changed
    expect(cache.get('b')).toBeUndefined();

    cache.put('c', session, cache.version());
    cache.attach(null);
    expect(cache.get('c')).toBeUndefined();
  });
});

// Only PostgreSQL has a listening connection of its own to lose (PGlite delivers in process).
if (inject('testDb') === 'postgres') {
  describe('PostgreSQL: the listening connection', () => {
    it('serves from the database while the channel is down, and listens again', async () => {
      const client = await t.signIn('Kontraktor');
      expect((await client.get('/api/user')).statusCode).toBe(200);
      const id = sessionIdOf(client.cookie(SESSION)!);
      expect(t.app.authCache.get(id)).toBeDefined();

      const ended = await rows<{ ok: boolean }>(t.database, sql`
        select pg_terminate_backend(pid) as ok from pg_stat_activity
        where datname = current_database() and application_name = 'harmony-listen-harmony_auth'`);
      expect(ended.length).toBeGreaterThan(0);
      await expect.poll(() => t.app.authCache.listening, { timeout: 5_000 }).toBe(false);
      expect(t.app.authCache.get(id)).toBeUndefined();
      expect((await client.get('/api/user')).statusCode).toBe(200);

      await expect.poll(() => t.app.authCache.listening, { timeout: 10_000 }).toBe(true);
      expect((await client.get('/api/user')).statusCode).toBe(200);
      expect(t.app.authCache.get(id)).toBeDefined();
    });
  });
}
