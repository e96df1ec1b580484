import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { createTestApp, type TestApp, type TestAppOptions } from './app.js';
import { signIn, signInClient, TestClient, type ClientOptions, type DemoRole } from './client.js';

/** What `withApp()` returns: the file's app, readable once the hooks have run (inside hooks and tests). */
export interface AppHandle extends TestApp {
  /** The Drizzle handle of the file's database (`database.db`). */
  readonly db: Database['db'];
  /**
   * A client signed in as a demo account. Call it next to `withApp()` (at collection time): the client
   * exists at once and is signed in by withApp's `beforeAll`, before the file's own hooks, so its
   * sign-in never lands inside a test that counts sessions or log entries.
   */
  client(role: DemoRole, options?: ClientOptions): TestClient;
  /** A fresh client signed in now (inside a hook or test), for a test that must not share cookies. */
  signIn(role: DemoRole, options?: ClientOptions): Promise<TestClient>;
  /** An anonymous client. */
  anonymous(options?: ClientOptions): TestClient;
}

/** `env` is also set in process.env until close (code reading it later, e.g. MAX_UPLOAD_MB), then put back: files share a process. */
export type WithAppOptions = TestAppOptions;

/**
 * The set-up every API test file shares, in one call: registers `beforeAll` (a fresh copy of the seeded
 * database, the real app, the declared clients signed in) and `afterAll` (close) in the current scope.
 * One database per call keeps tests in a file sharing it — the copy is what costs.
 *
 *   const t = withApp();
 *   const admin = t.client('Administrator');
 */
export function withApp({ env = {}, ...options }: WithAppOptions = {}): AppHandle {
  let current: TestApp | undefined;
  let started = false;
  const pending: { client: TestClient; role: DemoRole }[] = [];
  const live = (): TestApp => {
    if (!current) throw new Error('withApp(): the app exists only inside hooks and tests, after its beforeAll has run');
    return current;
  };

  const previousEnv = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));

  beforeAll(async () => {
    Object.assign(process.env, env);
    current = await createTestApp({ ...options, env });
    started = true;
    // One after another: sign-ins are logged, and a fixed order keeps those rows predictable.
    for (const { client, role } of pending) await signInClient(client, role);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
    for (const [name, value] of Object.entries(previousEnv)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  return {
    get app(): FastifyInstance {
      return live().app;
    },
    get database() {
      return live().database;
    },
    get db() {
      return live().database.db;
    },
    get webDist() {
      return live().webDist;
    },
    get filesDir() {
      return live().filesDir;
    },
    close: () => live().close(),
    client(role, clientOptions) {
      if (started) throw new Error('withApp().client() declares a client at collection time; inside a test use signIn()');
      const client = new TestClient(() => live().app, clientOptions);
      pending.push({ client, role });
      return client;
    },
    signIn: (role, clientOptions) => signIn(live().app, role, clientOptions),
    anonymous: (clientOptions) => new TestClient(() => live().app, clientOptions),
  };
}
