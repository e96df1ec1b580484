import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import { DEMO_PASSWORD, NOTIFICATIONS_READ_ALL_PATH } from '@harmony/shared';
import type { Database } from '../../src/db/client.js';
import { startPushService, PUSH_SERVICE_CERT, type TestPushService } from '../helpers/push-service.js';
import { freePort, HttpClient, startServer, type ChildServer } from '../durability/support/child-server.js';
import { privateDatabase } from '../durability/support/private-database.js';

/**
 * Two real API instances (child processes, as `npm start` runs them) on one private PostgreSQL database, with what
 * their workers talk to: an SMTP peer per instance (one list of what arrived, each message marked with the instance
 * that sent it) and one loopback Web Push service. Each instance reaches the database through a proxy of its own
 * (`lagging`). Everything started goes onto `cleanups`.
 */
export interface Cluster {
  a: ChildServer;
  b: ChildServer;
  /**
   * Runs `work` while everything PostgreSQL sends `server` arrives `ms` late (its news of changes too): as an
   * instance whose connection is slow or whose listener is behind. What it promises "at once" must hold even then.
   */
  lagging<T>(server: ChildServer, work: () => Promise<T>, ms?: number): Promise<T>;
  /** The test's own connection to the same database. */
  database: Database;
  mail: Delivered[];
  push: TestPushService;
}

export interface Delivered {
  /** The instance whose worker delivered it. */
  via: 'A' | 'B';
  to: string;
  messageId: string;
}

/** Each message a peer takes costs this long, so one worker's batch is still on the wire when the other's tick comes. */
const SMTP_DELAY_MS = 25;

async function smtpPeer(via: Delivered['via'], delivered: Delivered[], cleanups: (() => Promise<void>)[]): Promise<number> {
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const messageId = /^Message-ID:\s*(\S+)/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '';
        setTimeout(() => {
          for (const to of session.envelope.rcptTo) delivered.push({ via, to: to.address, messageId });
          callback();
        }, SMTP_DELAY_MS);
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (server.server.address() as AddressInfo).port;
}

/**
 * A TCP proxy between one instance and PostgreSQL that can hold back what the database sends (`lagMs`), keeping its
 * order. Each instance reaches the database through one of its own.
 */
async function databaseProxy(databaseUrl: string, cleanups: (() => Promise<void>)[]) {
  const target = new URL(databaseUrl);
  const state = { lagMs: 0 };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    // In order, each chunk no sooner than the lag of the moment it came allows.
    const held: { at: number; chunk: Buffer }[] = [];
    let timer: NodeJS.Timeout | undefined;
    const release = () => {
      timer = undefined;
      while (held.length && held[0]!.at <= Date.now()) client.write(held.shift()!.chunk);
      if (held.length) timer = setTimeout(release, held[0]!.at - Date.now());
    };
    upstream.on('data', (chunk: Buffer) => {
      held.push({ at: Math.max(Date.now() + state.lagMs, held.at(-1)?.at ?? 0), chunk });
      if (!timer) release();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => {
    for (const socket of sockets) socket.destroy();
    server.close(() => resolve());
  }));
  const url = new URL(databaseUrl);
  url.port = String((server.address() as AddressInfo).port);
  return { databaseUrl: url.toString(), state };
}

export async function startCluster(cleanups: (() => Promise<void>)[]): Promise<Cluster> {
  const db = await privateDatabase(cleanups);
  if (!db.env.databaseUrl) throw new Error('Two instances share a PostgreSQL database only (PGlite has one process at a time): run with --project api-postgres.');
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harmony-cluster-files-'));
  cleanups.push(async () => fs.rmSync(filesDir, { recursive: true, force: true }));
  const mail: Delivered[] = [];
  const push = await startPushService();
  cleanups.push(() => push.close());
  const env = (smtpPort: number) => ({
    FILES_DIR: filesDir,
    // Two connections each: a batch of 40, so the mails test's 100 recipients need both instances' workers.
    SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), SMTP_CONNECTIONS: '2', MAIL_WORKER_INTERVAL_MS: '200',
    // The push service is ours on loopback, with a self-signed certificate the child trusts by this.
    PUSH_SERVICE_HOSTS: '127.0.0.1', NODE_EXTRA_CA_CERTS: PUSH_SERVICE_CERT, PUSH_WORKER_INTERVAL_MS: '200',
    // The public reads poll; the per-address limit is not what this folder checks.
    PUBLIC_RATE_PER_MINUTE: '0',
  });
  const [toA, toB] = [await databaseProxy(db.env.databaseUrl!, cleanups), await databaseProxy(db.env.databaseUrl!, cleanups)];
  const a = await startServer({ port: await freePort(), databaseUrl: toA.databaseUrl, env: env(await smtpPeer('A', mail, cleanups)) });
  cleanups.push(() => a.kill());
  const b = await startServer({ port: await freePort(), databaseUrl: toB.databaseUrl, env: env(await smtpPeer('B', mail, cleanups)) });
  cleanups.push(() => b.kill());
  const database = await db.open();
  cleanups.push(() => database.close());
  const lagging = async <T>(server: ChildServer, work: () => Promise<T>, ms = 150): Promise<T> => {
    const proxy = server === a ? toA : toB;
    proxy.state.lagMs = ms;
    try {
      return await work();
    } finally {
      proxy.state.lagMs = 0;
    }
  };
  return { a, b, database, mail, push, lagging };
}

/** The client, its next requests sent to `server` (one browser whose requests a balancer spreads). */
export function on(client: HttpClient, server: ChildServer): HttpClient {
  client.base = server.base;
  return client;
}

/** A second browser holding the same cookies, sent to `server`. */
export function sameCookies(client: HttpClient, server: ChildServer): HttpClient {
  const copy = new HttpClient(server.base);
  for (const [k, v] of client.cookies) copy.cookies.set(k, v);
  return copy;
}

export async function signIn(server: ChildServer, email: string): Promise<HttpClient> {
  const client = new HttpClient(server.base);
  const res = await client.request('POST', '/login', { email, password: DEMO_PASSWORD });
  expect(res.status, await res.clone().text()).toBe(200);
  return client;
}

/**
 * Has `server` hold the client's session (and user) in memory. A read alone may not keep it: news of the sign-in
 * itself arriving during the read makes the cache drop what it read. A write's answer waits until the instance has
 * heard of every change so far (auth-cache.ts), so the read after it is kept.
 */
export async function holdSession(client: HttpClient, server: ChildServer): Promise<void> {
  const there = sameCookies(client, server);
  expect((await there.request('POST', NOTIFICATIONS_READ_ALL_PATH)).status).toBe(200);
  expect((await there.request('GET', '/api/user')).status).toBe(200);
}

/** An answer's JSON, once its status is the one expected (the body is the failure's message). */
export async function json<T = unknown>(res: Promise<Response> | Response, status = 200): Promise<T> {
  const answer = await res;
  const text = await answer.text();
  expect(answer.status, text).toBe(status);
  return JSON.parse(text) as T;
}


/** An instant `ms` from now, as the API takes it. */
export const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
