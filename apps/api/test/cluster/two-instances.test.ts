import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_MENU_SECTIONS, DEMO_PASSWORD, formsContract, MAILS_SEND_PATH, mailsContract, NOTIFICATIONS_ALL_PATH, NOTIFICATIONS_PATH,
  NOTIFICATIONS_READ_ALL_PATH, pagesContract, postsContract, PUBLIC_POSTS_PATH, publicFormPath, publicPagePath, publicPostPath, pushContract,
  PUSH_SUBSCRIPTIONS_PATH, rolesContract, TIMER_PATH,
  type MailDetail, type Permission, type PushPayload,
} from '@harmony/shared';
import { loginFailures, notifications, projectAllocations, projects, runningTimers } from '../../src/db/schema.js';
import { rows, userIdByEmail } from '../helpers/db.js';
import { onlineStream } from '../helpers/online-stream.js';
import type { TestSubscription } from '../helpers/push-service.js';
import { HttpClient, type ChildServer } from '../durability/support/child-server.js';
import { fromNow, holdSession, json, on, sameCookies, signIn, startCluster, type Cluster } from './support.js';

/**
 * Issue 29: what a user sees stays right when consecutive requests land on different instances. Two real servers
 * (A and B) on one PostgreSQL database, one pair for the whole file; each check makes a change through one and
 * reads it through the other: at once where the instances promise it (sessions, sign-out, impersonation,
 * permissions: the auth cache's barrier, checked with the reader's news of the change running late); the queues
 * (mail, push), worked by both instances, send each item exactly once; the public answers each instance keeps in
 * memory are forgotten on every instance within milliseconds ('~content' news), so those reads poll briefly.
 */
const ADMIN = 'admin@demo.local';
const cleanups: (() => Promise<void>)[] = [];
let c: Cluster;
let A: ChildServer;
let B: ChildServer;
let admin: HttpClient;
let ids: Record<'admin' | 'lider' | 'kontraktor', number>;

beforeAll(async () => {
  c = await startCluster(cleanups);
  ({ a: A, b: B } = c);
  admin = await signIn(A, ADMIN);
  const id = (who: string) => userIdByEmail(c.database, `${who}@demo.local`);
  ids = { admin: await id('admin'), lider: await id('lider'), kontraktor: await id('kontraktor') };
}, 120_000);
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const me = (client: HttpClient, server: ChildServer) => on(client, server).request('GET', '/api/user');
const cookieHeader = (client: HttpClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

describe('sessions across instances', () => {
  it('a sign-in on A is a session on B, whose CSRF token B takes, and B refuses a write without it', async () => {
    const client = await signIn(A, ADMIN);
    const issuedByA = sameCookies(client, B);
    expect(await json(me(client, B))).toMatchObject({ id: ids.admin, email: ADMIN, impersonator_id: null });
    expect((await issuedByA.request('POST', NOTIFICATIONS_READ_ALL_PATH)).status).toBe(200);
    const unsigned = await fetch(`${B.base}${NOTIFICATIONS_READ_ALL_PATH}`, {
      method: 'POST', headers: { cookie: cookieHeader(issuedByA), 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(unsigned.status).toBe(419);
  });

  it('a sign-out on one ends the session on the other with the very next request, even one whose news runs late', async () => {
    for (const [here, there] of [[A, B], [B, A]] as const) {
      const client = await signIn(here, ADMIN);
      const kept = sameCookies(client, there);
      // `there` serves the session from memory from now on: the sign-out must reach it there.
      await holdSession(kept, there);
      await c.lagging(there, async () => {
        expect((await on(client, here).request('POST', '/logout')).status).toBe(200);
        expect((await kept.request('GET', '/api/user')).status).toBe(401);
      });
    }
  });

  it('impersonation begun on A shows on B at once, and left on B shows on A at once', async () => {
    const client = await signIn(A, ADMIN);
    const before = sameCookies(client, B);
    await holdSession(before, B);
    await c.lagging(B, async () => {
      const started = await json<{ user: { id: number } }>(on(client, A).request('POST', `/api/v1/admin/users/${ids.lider}/impersonate`));
      expect(started.user.id).toBe(ids.lider);
      // The admin's own session was replaced, and B, which held it in memory, knows.
      expect((await before.request('GET', '/api/user')).status).toBe(401);
      expect(await json(me(client, B))).toMatchObject({ id: ids.lider, impersonator_id: ids.admin });
    });

    const impersonating = sameCookies(client, A);
    await holdSession(impersonating, A);
    await c.lagging(A, async () => {
      const left = await json<{ user: { id: number } }>(on(client, B).request('GET', '/api/v1/admin/users/impersonating/leave'));
      expect(left.user.id).toBe(ids.admin);
      expect((await impersonating.request('GET', '/api/user')).status).toBe(401);
      expect(await json(me(client, A))).toMatchObject({ id: ids.admin, impersonator_id: null });
    });
  });

  it('counts failed sign-ins of A and B together: after five, the sixth is refused by either', async () => {
    const email = 'superadmin@demo.local';
    const attempt = (server: ChildServer, password: string) => new HttpClient(server.base).request('POST', '/login', { email, password });
    try {
      for (let i = 0; i < 5; i++) expect((await attempt(i % 2 ? B : A, `zle-haslo-${i}`)).status, `attempt ${i + 1}`).toBe(422);
      // Even the right password, now: the limit is the database's, not one instance's.
      for (const server of [A, B]) {
        const refused = await attempt(server, DEMO_PASSWORD);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    } finally {
      await c.database.db.delete(loginFailures).where(eq(loginFailures.email, email));
    }
  });

  it('a permission taken from a role on A is refused on B at once, and given back is allowed on B at once', async () => {
    const contractor = await signIn(A, 'kontraktor@demo.local');
    const roles = await json<{ data: { id: number; name: string }[] }>(on(admin, A).request('GET', rolesContract.path));
    const role = roles.data.find((r) => r.name === 'Kontraktor')!;
    const { permissions } = await json<{ permissions: Permission[] }>(on(admin, A).request('GET', rolesContract.itemPath(role.id)));
    const without = permissions.filter((p) => p.subject !== 'Timer');
    expect(without.length).toBeLessThan(permissions.length);
    await holdSession(contractor, B);
    expect((await on(contractor, B).request('GET', TIMER_PATH)).status).toBe(200);
    const saveOnA = async (list: Permission[]) => json(on(admin, A).request('PUT', rolesContract.itemPath(role.id), { name: 'Kontraktor', permissions: list }));
    try {
      await c.lagging(B, async () => {
        await saveOnA(without);
        expect((await on(contractor, B).request('GET', TIMER_PATH)).status).toBe(403);
        await saveOnA(permissions);
        expect((await on(contractor, B).request('GET', TIMER_PATH)).status).toBe(200);
      });
    } finally {
      await saveOnA(permissions);
    }
  });

  it('a menu changed on A is the menu B gives at once', async () => {
    const lider = await signIn(B, 'lider@demo.local');
    try {
      await c.lagging(B, async () => {
        await json(on(admin, A).request('PUT', '/api/menu', { menu: [{ key: 'projects', name: 'Projekty klientów', enabled: false }] }));
        const { menu } = await json<{ menu: { key: string; name: string; enabled: boolean }[] }>(lider.request('GET', '/api/app-config'));
        expect(menu[0]).toEqual({ key: 'projects', name: 'Projekty klientów', enabled: false });
      });
    } finally {
      await json(on(admin, A).request('PUT', '/api/menu', DEFAULT_MENU_SECTIONS));
    }
    expect((await json<{ menu: unknown[] }>(lider.request('GET', '/api/app-config'))).menu).toEqual(DEFAULT_MENU_SECTIONS);
  });
});

describe('a user’s timer and who is online', () => {
  it('starting on A and B at the same moment leaves one timer, both report it, and B stops the one A started', async () => {
    const onA = await signIn(A, 'kontraktor@demo.local');
    const onB = sameCookies(onA, B);
    const [first, second] = await Promise.all([
      onA.request('POST', `${TIMER_PATH}/start`, { description: 'Przez A' }),
      onB.request('POST', `${TIMER_PATH}/start`, { description: 'Przez B' }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const [seenByA, seenByB] = [await json(onA.request('GET', TIMER_PATH)), await json(onB.request('GET', TIMER_PATH))];
    expect(seenByB).toEqual(seenByA);
    expect(['Przez A', 'Przez B']).toContain((seenByA as { description: string }).description);
    expect(await rows(c.database, sql`select user_id from running_timers where user_id = ${ids.kontraktor}`)).toHaveLength(1);

    // A stop books the time: on a project the contractor is on.
    const [project] = await c.database.db.insert(projects).values({ name: 'Klaster' }).returning({ id: projects.id });
    await c.database.db.insert(projectAllocations).values({ projectId: project!.id, userId: ids.kontraktor, month: '2030-01-01' });
    await json(onA.request('POST', `${TIMER_PATH}/start`, { project_id: project!.id, description: 'Zaczęty na A' }), 201);
    await c.database.db.update(runningTimers).set({ startedAt: sql`now() - interval '30 minutes'` }).where(eq(runningTimers.userId, ids.kontraktor));
    const stopped = await json<{ data: { minutes: number; description: string } }>(onB.request('POST', `${TIMER_PATH}/stop`, {}));
    expect(stopped.data).toMatchObject({ minutes: 30, description: 'Zaczęty na A' });
    expect(await json(onA.request('GET', TIMER_PATH))).toEqual({ running: null });
  });

  it('a timer started and stopped through A is pushed to an online list streaming from B', async () => {
    const lider = await signIn(A, 'lider@demo.local');
    const watcher = sameCookies(admin, B);
    const stream = await onlineStream(watcher.base, [...watcher.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    try {
      expect(await stream.next()).not.toContain(ids.lider);
      await json(lider.request('POST', `${TIMER_PATH}/start`, { description: 'Na żywo' }), 201);
      expect(await stream.next()).toContain(ids.lider);
      await json(lider.request('DELETE', TIMER_PATH));
      expect(await stream.next()).not.toContain(ids.lider);
    } finally {
      stream.close();
    }
  });
});

describe('notifications', () => {
  it('one raised for the admin shows on B; read on A is read on B; dismissed on B is gone on A', async () => {
    const [row] = await c.database.db.insert(notifications).values({ userId: ids.admin, title: 'Nowy klient w systemie', kind: 'other' })
      .returning({ id: notifications.id });
    const id = row!.id;
    const topBar = async (server: ChildServer) =>
      (await json<{ data: { id: number }[] }>(on(admin, server).request('GET', NOTIFICATIONS_PATH))).data.map((n) => n.id);
    const centre = async (server: ChildServer) =>
      (await json<{ data: { id: number; read: boolean }[] }>(on(admin, server).request('GET', NOTIFICATIONS_ALL_PATH))).data.find((n) => n.id === id);

    expect(await topBar(B)).toContain(id);
    await json(on(admin, A).request('PUT', `${NOTIFICATIONS_PATH}/${id}`, { read: true }));
    expect(await centre(B)).toMatchObject({ id, read: true });
    expect(await topBar(B)).not.toContain(id);
    await json(on(admin, B).request('PUT', `${NOTIFICATIONS_PATH}/${id}`, { read: false }));
    expect(await topBar(A)).toContain(id);
    await json(on(admin, B).request('DELETE', `${NOTIFICATIONS_PATH}/${id}`));
    expect(await topBar(A)).not.toContain(id);
    expect(await centre(A)).toMatchObject({ id, read: true });
  });
});

/** A website's visitor: no cookies. */
const visit = (server: ChildServer, url: string) => fetch(`${server.base}${url}`);
/** Each write's items become due at one moment, a little ahead: both workers' next ticks find them together. */
const DUE_IN_MS = 1_500;

describe('the queues, worked by both instances', () => {
  it('delivers mails queued through A and B to each recipient exactly once, both workers taking part', async () => {
    const emails = Array.from({ length: 100 }, (_, i) => `klaster${i + 1}@firma.pl`);
    const at = fromNow(DUE_IN_MS);
    const mailIds: number[] = [];
    for (const [i, server] of [A, B, A, B].entries()) {
      const body = { emails: emails.slice(i * 25, i * 25 + 25).join(', '), subject: `Klaster ${i + 1}`, content: '<p>Raz i tylko raz</p>', scheduledAt: at };
      mailIds.push((await json<{ id: number }>(on(admin, server).request('POST', MAILS_SEND_PATH, body), 201)).id);
    }
    const detail = async (id: number) => (await json<MailDetail[]>(on(admin, B).request('GET', mailsContract.itemPath(id))))[0]!;
    await expect.poll(async () => (await Promise.all(mailIds.map(detail))).map((m) => m.status), { timeout: 15_000, interval: 100 })
      .toEqual(['sent', 'sent', 'sent', 'sent']);

    expect(c.mail.map((d) => d.to).sort()).toEqual([...emails].sort());
    expect(new Set(c.mail.map((d) => d.messageId)).size).toBe(emails.length);
    expect(new Set(c.mail.map((d) => d.via))).toEqual(new Set(['A', 'B']));
    // Claimed once each: a second claim of a recipient would have counted a second attempt.
    for (const mail of await Promise.all(mailIds.map(detail))) {
      expect(mail.recipients.map((r) => [r.status, r.attempts])).toEqual(mail.recipients.map(() => ['sent', 1]));
    }
  });

  it('pushes each notification composed through A and B to each subscribed browser exactly once', async () => {
    const users = [admin, await signIn(B, 'lider@demo.local'), await signIn(A, 'kontraktor@demo.local')];
    const browsers: TestSubscription[] = [];
    for (const [i, user] of users.flatMap((u) => [u, u, u, u]).entries()) {
      const browser = c.push.subscribe();
      const res = await on(user, i % 2 ? B : A).request('POST', PUSH_SUBSCRIPTIONS_PATH, { endpoint: browser.endpoint, keys: browser.keys, expirationTime: null });
      expect(res.status, await res.text()).toBe(200);
      browsers.push(browser);
    }
    const at = fromNow(DUE_IN_MS);
    const titles = ['Pierwsze', 'Drugie', 'Trzecie', 'Czwarte', 'Piąte'];
    const pushIds: number[] = [];
    for (const [i, title] of titles.entries()) {
      const body = { title, body: 'Raz i tylko raz', link: '', audience: 'everyone', scheduled_at: at };
      pushIds.push((await json<{ id: number }>(on(admin, i % 2 ? B : A).request('POST', pushContract.path, body), 201)).id);
    }
    const status = async (id: number) => (await json<{ status: string }>(on(admin, B).request('GET', pushContract.itemPath(id)))).status;
    await expect.poll(async () => Promise.all(pushIds.map(status)), { timeout: 15_000, interval: 100 }).toEqual(pushIds.map(() => 'sent'));

    const received = c.push.received.map((r) => `${r.subscription} ${(JSON.parse(r.text) as PushPayload).title}`);
    expect(received.sort()).toEqual(browsers.flatMap((b) => titles.map((t) => `${b.id} ${t}`)).sort());
    const deliveries = await rows<{ status: string; attempts: number }>(c.database, sql`select status, attempts from push_deliveries`);
    expect(deliveries).toEqual(received.map(() => ({ status: 'accepted', attempts: 1 })));
  });
});

describe('scheduled publishing and the public answers', () => {
  it('a post scheduled on A is hidden on B until its time comes, then shown there, in its list too', async () => {
    const created = await json<{ data: { slug: string } }>(on(admin, A).request('POST', postsContract.path, {
      title: 'Klaster za chwilę', status: 'scheduled', publish_at: fromNow(2_000), categories: ['Klaster'],
    }), 201);
    const { slug } = created.data;
    const listed = async () => (await json<{ data: { slug: string }[] }>(visit(B, `${PUBLIC_POSTS_PATH}?category=Klaster`))).data.map((p) => p.slug);
    expect((await visit(B, publicPostPath(slug))).status).toBe(404);
    // B keeps this (empty) list in memory: until the post's time, and no longer.
    expect(await listed()).toEqual([]);
    await expect.poll(async () => (await visit(B, publicPostPath(slug))).status, { timeout: 5_000, interval: 100 }).toBe(200);
    expect(await listed()).toEqual([slug]);
  });

  it('a page B has in memory, changed on A, is shown changed by B', async () => {
    const created = await json<{ id: number; data: { slug: string } }>(on(admin, A).request('POST', pagesContract.path, {
      title: 'Strona klastra', status: 'published', sections: [{ kind: 'text', data: { html: '<p>Pierwsza</p>' } }],
    }), 201);
    const title = async () => (await json<{ title: string }>(visit(B, publicPagePath(created.data.slug)))).title;
    expect(await title()).toBe('Strona klastra');
    await json(on(admin, A).request('PUT', pagesContract.itemPath(created.id), { title: 'Strona klastra zmieniona' }));
    await expect.poll(title, { timeout: 2_000, interval: 50 }).toBe('Strona klastra zmieniona');
  });

  it('a form switched off on A is no longer given by B', async () => {
    const created = await json<{ data: { uuid: string } }>(on(admin, A).request('POST', formsContract.path, { name: 'Formularz klastra' }), 201);
    const { uuid } = created.data;
    const status = async () => (await visit(B, `${publicFormPath(uuid)}?lang=pl`)).status;
    expect(await status()).toBe(200);
    await json(on(admin, A).request('PUT', formsContract.itemPath(uuid), { active: false }));
    await expect.poll(status, { timeout: 2_000, interval: 50 }).toBe(404);
  });
});
