import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects, runningTimers } from '../../../src/db/schema.js';
import { createTestApp, onlineStream, signIn, userIdByEmail, withApp } from '../../helpers/index.js';

const URL = '/api/v1/admin/times/onlineCount';

const t = withApp();
const admin = t.client('Administrator');
const superadmin = t.client('Superadministrator');

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
      const res = await (await t.signIn(role)).get(URL);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual({ message: 'Nie masz uprawnień do tej strony.' });
    }
    const anonymous = await t.anonymous().get(URL);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Zaloguj się aby kontynuować.' });
  });
});

describe('GET /api/v1/admin/times/online', () => {
  const LIST = '/api/v1/admin/times/online';

  it('lists users with a running timer: who, on what, since when (longest running first)', async () => {
    const kid = await userIdByEmail(t.database, 'kontraktor@demo.local');
    const lid = await userIdByEmail(t.database, 'lider@demo.local');
    const [project] = await t.database.db.insert(projects).values({ name: 'Strona WWW' }).returning({ id: projects.id });
    await t.database.db.update(runningTimers)
      .set({ projectId: project!.id, startedAt: new Date('2030-01-07T08:00:00Z') }).where(eq(runningTimers.userId, kid));
    await t.database.db.update(runningTimers).set({ startedAt: new Date('2030-01-07T09:30:00Z') }).where(eq(runningTimers.userId, lid));
    const res = await admin.get(LIST);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { user: { id: kid, name: 'Konrad Kontraktor' }, project: { id: project!.id, name: 'Strona WWW' }, description: 'Kodowanie', started_at: '2030-01-07T08:00:00.000Z' },
        { user: { id: lid, name: 'Lena Liderska' }, project: null, description: '', started_at: '2030-01-07T09:30:00.000Z' },
      ],
    });
    // Without an event-stream Accept header the stream URL answers with the same list.
    expect((await admin.get(`${LIST}/stream`)).json()).toEqual(res.json());
  });

  it('is for administrators with Timer__lista__online: 403 for Lider and Kontraktor', async () => {
    for (const role of ['Lider', 'Kontraktor'] as const) {
      const client = await t.signIn(role);
      expect((await client.get(LIST)).statusCode, role).toBe(403);
      expect((await client.get(`${LIST}/stream`, { headers: { accept: 'text/event-stream' } })).statusCode, role).toBe(403);
    }
    expect((await t.anonymous().get(LIST)).statusCode).toBe(401);
  });
});

describe('GET /api/v1/admin/times/online/stream (Server-Sent Events)', () => {
  /** Reads `event:`/`data:` blocks from a streaming response until `until` accepts one, or fails after a timeout. */
  async function readEvents(body: ReadableStream<Uint8Array>, until: (data: { data: { user: { id: number } }[] }) => boolean, timeoutMs: number) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const seen: { event: string; data: { data: { user: { id: number } }[] } }[] = [];
    let buffer = '';
    const deadline = Date.now() + timeoutMs;
    try {
      while (Date.now() < deadline) {
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`No matching event within ${timeoutMs} ms: ${JSON.stringify(seen)}`)), deadline - Date.now())),
        ]);
        if (chunk.done) throw new Error('The stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!event || !data) continue;
          seen.push({ event, data: JSON.parse(data) });
          if (until(seen.at(-1)!.data)) return seen;
        }
      }
      throw new Error('Timed out');
    } finally {
      await reader.cancel().catch(() => undefined);
    }
  }

  it('sends the list at once and again when it changes, over a real HTTP connection', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const superId = await userIdByEmail(t.database, 'superadmin@demo.local');
    const abort = new AbortController();
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/admin/times/online/stream`, {
        headers: { cookie, accept: 'text/event-stream' }, signal: abort.signal,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
      const body = res.body!;
      // Start the superadministrator's timer once the first snapshot (without them) has arrived.
      let changed = false;
      const events = await readEvents(body, (list) => {
        const online = list.data.some((u) => u.user.id === superId);
        if (!changed) {
          changed = true;
          expect(online).toBe(false);
          // Drizzle queries run when awaited or executed: execute() sends it now.
          void t.database.db.insert(runningTimers).values({ userId: superId, description: 'Na żywo' }).execute();
        }
        return online;
      }, 10_000);
      expect(events.map((e) => e.event)).toEqual(['online', 'online']);
      expect(events[1]!.data.data.find((u) => u.user.id === superId)).toMatchObject({ description: 'Na żywo', project: null });
    } finally {
      abort.abort();
    }
  });

  it('sends every open stream, here and on another instance, the change PostgreSQL announces', async () => {
    const other = await createTestApp({ database: t.database });
    try {
      const otherAdmin = await signIn(other.app, 'Administrator');
      await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const portOf = (app: typeof t.app) => (app.server.address() as AddressInfo).port;
      const cookieOf = (client: typeof admin) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const leaderId = await userIdByEmail(t.database, 'lider@demo.local');
      await t.database.db.delete(runningTimers).where(eq(runningTimers.userId, leaderId));
      const streams = [
        ...(await Promise.all([1, 2, 3].map(() => onlineStream(`http://127.0.0.1:${portOf(t.app)}`, cookieOf(admin))))),
        await onlineStream(`http://127.0.0.1:${portOf(other.app)}`, cookieOf(otherAdmin)),
      ];
      try {
        for (const stream of streams) expect(await stream.next()).not.toContain(leaderId);
        await t.database.db.insert(runningTimers).values({ userId: leaderId, description: 'Wszędzie' });
        for (const stream of streams) expect(await stream.next()).toContain(leaderId);
        await t.database.db.delete(runningTimers).where(eq(runningTimers.userId, leaderId));
        for (const stream of streams) expect(await stream.next()).not.toContain(leaderId);
      } finally {
        for (const stream of streams) stream.close();
      }
    } finally {
      await other.close();
    }
  });

  it('asks the database by itself with ONLINE_STREAM=poll', async () => {
    const polling = await createTestApp({ database: t.database, env: { ONLINE_STREAM: 'poll' } });
    try {
      expect(polling.app.config.onlineStream).toBe('poll');
      const client = await signIn(polling.app, 'Administrator');
      await polling.app.listen({ port: 0, host: '127.0.0.1' });
      const contractorId = await userIdByEmail(t.database, 'kontraktor@demo.local');
      await t.database.db.delete(runningTimers).where(eq(runningTimers.userId, contractorId));
      const stream = await onlineStream(`http://127.0.0.1:${(polling.app.server.address() as AddressInfo).port}`, [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      try {
        expect(await stream.next()).not.toContain(contractorId);
        await t.database.db.insert(runningTimers).values({ userId: contractorId, description: 'Co dwie sekundy' });
        expect(await stream.next()).toContain(contractorId);
        await t.database.db.delete(runningTimers).where(eq(runningTimers.userId, contractorId));
      } finally {
        stream.close();
      }
    } finally {
      await polling.close();
    }
  });

  it('ends open streams when the server shuts down (no hanging close)', async () => {
    const other = await createTestApp({ database: t.database });
    const client = await signIn(other.app, 'Administrator');
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = other.app.server.address() as AddressInfo;
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/admin/times/online/stream`, { headers: { cookie, accept: 'text/event-stream' } });
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('retry: 3000');
    const closed = other.close().then(() => 'closed');
    expect(await Promise.race([closed, new Promise((r) => setTimeout(() => r('hanging'), 5000))])).toBe('closed');
    // The stream was ended by the server, not cut off.
    let done = false;
    while (!done) done = (await reader.read()).done;
  });

  it('refuses a stream without a session', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/admin/times/online/stream`, { headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Zaloguj się aby kontynuować.' });
  });
});
