import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { openTestDatabase } from './database.js';

export const TEST_SECRET = 'test-secret';
export const INDEX_HTML = '<!doctype html><html lang="pl"><head><title>1CRM Harmony</title></head><body><div id="root"></div></body></html>';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The temporary web build (index.html and any `webFiles`) the SPA routes serve. */
  webDist: string;
  /** A temporary FILES_DIR for uploads, removed on close. */
  filesDir: string;
  /** Closes the app; also disposes the database when this call opened it. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Reuse a database (a second app on the same data: a "restart"); else a fresh copy of the seeded template. */
  database?: Database;
  onRoute?: (route: RouteOptions) => void;
  /** Files of the stub web build besides index.html (path inside the build → content), there from the start. */
  webFiles?: Record<string, string>;
  /** Runs after every plugin and route is registered, before `ready()` (extra test-only routes). */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** Settings as the environment would give them (ONLINE_STREAM=poll…). */
  env?: Record<string, string>;
}

/** The real app (every plugin, every module) on a real seeded database, silent, with a stub web build. */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const owned = opts.database ? null : await openTestDatabase();
  const database = opts.database ?? owned!.database;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'harmony-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  for (const [name, content] of Object.entries(opts.webFiles ?? {})) {
    fs.mkdirSync(path.dirname(path.join(webDist, name)), { recursive: true });
    fs.writeFileSync(path.join(webDist, name), content);
  }
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harmony-files-'));
  const removeDirs = () => {
    fs.rmSync(webDist, { recursive: true, force: true });
    fs.rmSync(filesDir, { recursive: true, force: true });
  };
  try {
    const app = await buildApp({
      // TEST_LOG=error shows the app's own log (a 500's cause) while a test is being debugged; silent otherwise.
      config: loadConfig({ ...process.env, ...opts.env, NODE_ENV: 'test' }, { logLevel: (process.env.TEST_LOG as 'error') ?? 'silent', webDist, filesDir }),
      database,
      secret: TEST_SECRET,
      closeDatabase: false,
      onRoute: opts.onRoute,
    });
    await opts.beforeReady?.(app);
    await app.ready();
    return {
      app,
      database,
      webDist,
      filesDir,
      async close() {
        await app.close();
        await owned?.dispose();
        removeDirs();
      },
    };
  } catch (err) {
    await owned?.dispose();
    removeDirs();
    throw err;
  }
}
