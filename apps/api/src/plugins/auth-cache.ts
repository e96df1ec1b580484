import fp from 'fastify-plugin';
import type { SessionUser } from '@harmony/shared';
import type { Listener } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    authCache: AuthCache;
  }
  interface FastifyContextConfig {
    /**
     * false for a write that never touches what a session is made of (users, roles, permissions, sessions): its
     * answer needn't wait for this instance's cache to catch up (a round trip to PostgreSQL and back).
     */
    authSync?: boolean;
  }
}

/** What a session is, as read from the sessions table, and its user once loaded (null: gone or inactive). */
export interface CachedSession {
  userId: number;
  impersonatorId: number | null;
  createdAt: number;
  lastSeenAt: number;
  user?: SessionUser | null;
}

/** The channel the triggers of migration 0006 notify on: a user id, or '*' for everyone. */
const CHANNEL = 'harmony_auth';
/** However quiet the channel, nothing is served from memory for longer than this. */
const TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;
const RETRY_MS = 1_000;
const SYNC_TIMEOUT_MS = 2_000;
const SYNC_PREFIX = 'sync:';
/** 'hello:<instance>': an instance says it is there (at start, every HELLO_MS, and in answer to a newcomer's). */
const HELLO_PREFIX = 'hello:';
const HELLO_MS = 2_000;
/** An instance not heard of for this long is gone. */
const PEER_GONE_MS = 3 * HELLO_MS;
/** '~topic': another cache's news on this channel (migration 0040: '~content'), for whoever asked with onTopic. */
const TOPIC_PREFIX = '~';

/**
 * Sessions and their users kept in memory, so a signed-in request costs no query to know who is asking.
 * Correct across API instances because the database itself announces every change that matters
 * (migration 0006: users, user_roles, roles, role_permissions, sessions) on a LISTEN channel, after commit:
 * the entries of that user (or all) are forgotten. Without a working listener nothing is cached.
 *
 * A load that was under way while a change arrived is not kept (`version`), and entries expire after
 * TTL_MS in any case. `sync()` waits until every change committed before it has been applied here.
 */
export class AuthCache {
  private readonly entries = new Map<string, CachedSession & { at: number }>();
  private generation = 0;
  private syncs = 0;
  private readonly waiters = new Map<string, () => void>();
  private readonly topics = new Map<string, (() => void)[]>();
  private readonly peers = new Map<string, number>();
  private hello: NodeJS.Timeout | undefined;
  private fencing: Promise<void> | null = null;
  private nextFence: Promise<void> | null = null;
  private listener: Listener | null = null;
  private readonly instance = Math.random().toString(36).slice(2);

  /**
   * @param synchronousDelivery PGlite: a change's news arrives before its statement returns (nothing to wait for).
   * @param fences false (AUTH_FENCE=off): no barrier before serving from memory — another instance's change is
   *   then seen once its news arrives (about a millisecond) rather than at the next request; the cheapest requests
   *   cost a third less CPU with several instances (docs/benchmarks.md).
   */
  constructor(private readonly synchronousDelivery: boolean, private readonly fences = true) {}

  get listening(): boolean {
    return this.listener !== null;
  }

  /** Take before reading the database; pass to put/keepUser, which drop what a change made stale meanwhile. */
  version(): number {
    return this.generation;
  }

  get(id: string, now = Date.now()): CachedSession | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (!this.listener || now - entry.at > TTL_MS) {
      this.entries.delete(id);
      return undefined;
    }
    return entry;
  }

  put(id: string, session: CachedSession, version: number): void {
    if (!this.listener || version !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, { ...session, at: Date.now() });
  }

  keepUser(id: string, user: SessionUser | null, version: number): void {
    const entry = this.entries.get(id);
    if (entry && version === this.generation) entry.user = user;
  }

  forget(id: string): void {
    this.generation++;
    this.entries.delete(id);
  }

  forgetUser(userId: number): void {
    this.generation++;
    for (const [id, entry] of this.entries) {
      if (entry.userId === userId || entry.impersonatorId === userId) this.entries.delete(id);
    }
  }

  /** Forgets everything, and tells every topic's listener to (a lost or new channel may have missed news). */
  clear(): void {
    this.generation++;
    this.entries.clear();
    for (const handlers of this.topics.values()) for (const handler of handlers) handler();
  }

  /**
   * Another cache correct across instances by this channel: `changed` runs when a trigger says '~topic', and
   * whenever this cache forgets everything. Such a cache keeps nothing while `listening` is false, and a
   * write's answer waits for its news like this cache's own (`sync`).
   */
  onTopic(topic: string, changed: () => void): void {
    this.topics.set(topic, [...(this.topics.get(topic) ?? []), changed]);
  }

  /** Resolves once every change committed before the call has reached this instance. */
  async sync(): Promise<void> {
    const listener = this.listener;
    if (!listener || this.synchronousDelivery) return;
    const token = `${SYNC_PREFIX}${this.instance}:${++this.syncs}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      this.waiters.set(token, () => resolve(true));
      timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
    });
    try {
      await listener.notify(token);
      if (!(await arrived)) this.clear();
    } catch {
      this.clear();
    } finally {
      clearTimeout(timer);
      this.waiters.delete(token);
    }
  }

  /** This instance and the others heard of lately (each says hello every HELLO_MS). */
  instances(now = Date.now()): number {
    let alive = 1;
    for (const [peer, seen] of this.peers) {
      if (now - seen <= PEER_GONE_MS) alive++;
      else this.peers.delete(peer);
    }
    return alive;
  }

  /**
   * Resolves once every change committed before the call has reached this instance — called before serving a
   * session from memory while other instances run: a sign-out, a role taken away or an impersonation begun
   * through another instance a moment ago is then seen here, whichever instance the client's next request
   * reaches. Concurrent requests share one round trip (a barrier sent after the call's own arrival).
   */
  fence(): Promise<void> {
    if (!this.fences || !this.listener || this.synchronousDelivery || this.instances() === 1) return Promise.resolve();
    // The requests of one turn of the event loop share a barrier, sent when the turn is over, after any barrier
    // already on its way (it may have left before they came).
    this.nextFence ??= new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.fencing)
      .then(() => {
        this.nextFence = null;
        return this.startFence();
      });
    return this.nextFence;
  }

  private startFence(): Promise<void> {
    const fence: Promise<void> = this.sync().finally(() => {
      if (this.fencing === fence) this.fencing = null;
    });
    this.fencing = fence;
    return fence;
  }

  receive(payload: string): void {
    if (payload.startsWith(HELLO_PREFIX)) {
      const peer = payload.slice(HELLO_PREFIX.length);
      if (peer === this.instance) return;
      // A newcomer learns of everyone at once: each answers its first hello with its own.
      if (!this.peers.has(peer)) void this.sayHello();
      this.peers.set(peer, Date.now());
      return;
    }
    if (payload.startsWith(SYNC_PREFIX)) {
      this.waiters.get(payload)?.();
      return;
    }
    if (payload.startsWith(TOPIC_PREFIX)) {
      for (const changed of this.topics.get(payload.slice(TOPIC_PREFIX.length)) ?? []) changed();
      return;
    }
    const userId = Number(payload);
    if (payload === '*' || !Number.isInteger(userId)) this.clear();
    else this.forgetUser(userId);
  }

  /** Starts (or, with null, stops) caching on this listener; gives back the one it replaces. */
  attach(listener: Listener | null): Listener | null {
    const previous = this.listener;
    this.clear();
    this.listener = listener;
    clearInterval(this.hello);
    this.hello = undefined;
    if (listener && !this.synchronousDelivery) {
      void this.sayHello();
      this.hello = setInterval(() => void this.sayHello(), HELLO_MS).unref();
    }
    return previous;
  }

  private async sayHello(): Promise<void> {
    await this.listener?.notify(`${HELLO_PREFIX}${this.instance}`).catch(() => undefined);
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export default fp(async (app) => {
  const cache = new AuthCache(app.database.kind === 'pglite', app.config.authFence);
  app.decorate('authCache', cache);
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    try {
      const listener = await app.database.listen(CHANNEL, (payload) => cache.receive(payload), (error) => {
        app.log.warn({ err: error }, 'auth cache: lost the notification channel; serving from the database');
        cache.attach(null);
        schedule();
      });
      if (closed) await listener.close();
      else cache.attach(listener);
    } catch (error) {
      app.log.warn({ err: error }, 'auth cache: cannot listen for changes; serving from the database');
      schedule();
    }
  };
  const schedule = () => {
    if (closed) return;
    retry = setTimeout(() => void connect(), RETRY_MS);
    retry.unref();
  };
  await connect();

  // A change this request made is in memory before its answer leaves: the client's next request sees it.
  app.addHook('onSend', async (req, reply) => {
    if (MUTATING.has(req.method) && reply.statusCode < 400 && req.routeOptions.config.authSync !== false) await cache.sync();
  });

  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(retry);
    await cache.attach(null)?.close();
  });
}, { name: 'auth-cache', dependencies: ['db'] });
