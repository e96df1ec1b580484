import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, type Database } from '../../../src/db/client.js';
import { databaseUnavailable } from '../../../src/lib/db-errors.js';
import { createTestApp, signIn, TestClient, type TestApp } from '../../helpers/index.js';
import { dropDatabase, withDatabase } from '../../helpers/postgres.js';

const UNAVAILABLE = { message: 'Baza danych jest chwilowo niedostępna. Spróbuj ponownie za chwilę.' };
const UNAVAILABLE_EN = { message: 'The database is unavailable at the moment. Try again shortly.' };

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
/** As Drizzle hands a driver's error on: wrapped, the driver's error as the cause. */
const wrapped = (cause: Error) => new Error('Failed query: select 1\nparams: ', { cause });

describe('which failures mean the database is away (lib/db-errors.ts)', () => {
  it('tells an unreachable or refusing server from a fault of the request or the code', () => {
    const away = [
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), withCode('ECONNRESET'), withCode('ETIMEDOUT'),
      withCode('57P01', 'terminating connection due to administrator command'), withCode('57P03', 'the database system is starting up'),
      withCode('08006'), withCode('53300', 'sorry, too many clients already'),
      new Error('Connection terminated unexpectedly'), new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
    ];
    for (const error of away) {
      expect(databaseUnavailable(error), error.message).toBe(true);
      expect(databaseUnavailable(wrapped(error)), `wrapped ${error.message}`).toBe(true);
    }
    const faults = [
      withCode('23505', 'duplicate key'), withCode('42P01', 'relation does not exist'), withCode('22P02'), withCode('57014', 'canceling statement'),
      // Words alone, without the driver's code, are not proof (a message can quote anything).
      new Error('connect ECONNREFUSED 10.0.0.1:5432'), new TypeError('x is undefined'), null, undefined,
    ];
    for (const error of faults) expect(databaseUnavailable(wrapped(error as Error))).toBe(false);
  });
});

/** A TCP forwarder on loopback in front of PostgreSQL: closing it is PostgreSQL going away, for this app only. */
class Outage {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => (s === client ? upstream : client).destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Refuses new connections and cuts the open ones, queries in flight included. */
  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const s of this.sockets) s.destroy();
    await closed;
  }
}

// Only PostgreSQL has a connection to lose (PGlite lives in the process).
if (inject('testDb') === 'postgres') {
  describe('PostgreSQL going away and coming back', () => {
    const name = `${inject('dbPrefix')}outage_${randomBytes(4).toString('hex')}`;
    const admin = new URL(inject('adminUrl'));
    const outage = new Outage({ host: admin.hostname || '127.0.0.1', port: Number(admin.port || 5432) });
    let database: Database;
    let t: TestApp;

    const withAdmin = async (work: (client: pg.Client) => Promise<unknown>) => {
      const client = new pg.Client({ connectionString: inject('adminUrl') });
      await client.connect();
      await work(client).finally(() => client.end());
    };

    beforeAll(async () => {
      await withAdmin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`));
      await outage.open();
      const url = new URL(withDatabase(inject('adminUrl'), name));
      url.hostname = '127.0.0.1';
      url.port = String(outage.port);
      database = openPostgres(url.toString(), 5);
      t = await createTestApp({
        database,
        // A statement long enough to be cut off half-way.
        beforeReady: (app) => void app.get('/api/test/slow', { config: { public: true } }, async () => {
          await app.db.execute(sql`select pg_sleep(3)`);
          return { done: true };
        }),
      });
    });
    afterAll(async () => {
      await t?.close();
      await database?.close();
      await outage.close();
      await withAdmin((client) => dropDatabase(client, name));
    });

    it('answers 503 with Retry-After and the localised message, signed in or not, and recovers by itself', async () => {
      const user = await signIn(t.app, 'Administrator');
      const userEn = new TestClient(t.app, { headers: { 'x-locale': 'en' } });
      for (const [k, v] of user.cookies) userEn.setCookie(k, v);
      const anonymous = new TestClient(t.app);
      expect((await user.get('/api/user')).statusCode).toBe(200);
      expect((await anonymous.get('/api/ready')).statusCode).toBe(200);

      await outage.close();
      // Until the cache of signed-in users hears its own connection drop (a moment), it may answer from memory.
      await expect.poll(() => t.app.authCache.listening, { timeout: 5_000, interval: 20 }).toBe(false);
      const started = performance.now();
      for (const [client, url] of [[user, '/api/user'], [user, '/api/notifications'], [anonymous, '/api/ready']] as const) {
        const res = await client.get(url);
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['retry-after'], url).toBe('5');
        expect(res.json(), url).toEqual(UNAVAILABLE);
      }
      const en = await userEn.get('/api/user');
      expect(en.statusCode).toBe(503);
      expect(en.json()).toEqual(UNAVAILABLE_EN);
      // Refused at once, not left hanging (the pool's connection timeout bounds the worst case).
      expect(performance.now() - started).toBeLessThan(5_000);

      await outage.open();
      await expect.poll(async () => (await user.get('/api/user')).statusCode, { timeout: 10_000, interval: 100 }).toBe(200);
      expect((await anonymous.get('/api/ready')).statusCode).toBe(200);
      // The cross-process cache's own connection comes back too (plugins/auth-cache.ts retries on its own).
      await expect.poll(() => t.app.authCache.listening, { timeout: 10_000 }).toBe(true);
    }, 40_000);

    it('answers 503 for a statement cut off half-way by the connection dropping', async () => {
      const anonymous = new TestClient(t.app);
      const slow = anonymous.get('/api/test/slow');
      await new Promise((resolve) => setTimeout(resolve, 500));
      await outage.close();
      const res = await slow;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
      await outage.open();
      await expect.poll(async () => (await anonymous.get('/api/ready')).statusCode, { timeout: 10_000, interval: 100 }).toBe(200);
    }, 30_000);
  });
}
