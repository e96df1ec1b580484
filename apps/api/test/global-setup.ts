import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import argon2 from 'argon2';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { DEMO_PASSWORD } from '@harmony/shared';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, type Database } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { users } from '../src/db/schema.js';
import { dropDatabase, withDatabase } from './helpers/postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** 'pglite' or 'postgres': which database every test file gets. */
    testDb: 'pglite' | 'postgres';
    /** PGlite: the migrated and seeded data dir each test file copies. */
    pgliteTemplate: string;
    /** PGlite: where this run keeps its copies (removed at teardown). */
    runDir: string;
    /** PostgreSQL: a URL of the server's maintenance database, used to create and drop test databases. */
    adminUrl: string;
    /** PostgreSQL: the migrated and seeded database each test file is created from. */
    templateDb: string;
    /** Prefix of this run's per-file databases: `<prefix><random>`. */
    dbPrefix: string;
  }
}

const REPO = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * One migrated, seeded (reference + demo) template per run; each test file then takes a cheap copy:
 * a copied PGlite data dir, or `CREATE DATABASE … TEMPLATE` on PostgreSQL.
 */
export default async function setup(project: TestProject) {
  const kind = (project.config.env?.HARMONY_TEST_DB ?? process.env.HARMONY_TEST_DB ?? 'pglite') as 'pglite' | 'postgres';
  project.provide('testDb', kind);
  return kind === 'postgres' ? setupPostgres(project) : setupPglite(project);
}

async function setupPglite(project: TestProject) {
  // Per run (pid) inside the repository: two checkouts or two runs never share a directory.
  const runDir = path.join(REPO, '.tmp', `test-pglite-${process.pid}`);
  const template = path.join(runDir, 'template');
  fs.rmSync(runDir, { recursive: true, force: true });
  fs.mkdirSync(runDir, { recursive: true });
  const database = await openPglite(template);
  try {
    await prepareTemplate(database);
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', template);
  project.provide('runDir', runDir);
  return () => {
    fs.rmSync(runDir, { recursive: true, force: true });
    // .tmp itself only when no other run is using it.
    if (fs.readdirSync(path.dirname(runDir)).length === 0) fs.rmSync(path.dirname(runDir), { recursive: true, force: true });
  };
}

async function setupPostgres(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const prefix = `harmony_t_${process.pid}_`;
  // Per run, so two runs on one server (two checkouts, a developer and CI) never drop each other's template.
  const TEMPLATE_DB = `harmony_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await dropDatabase(admin, TEMPLATE_DB);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const database = openPostgres(withDatabase(adminUrl, TEMPLATE_DB), 2);
  try {
    await prepareTemplate(database);
  } finally {
    await database.close();
  }
  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', TEMPLATE_DB);
  project.provide('dbPrefix', prefix);

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      // Whatever a crashed worker left behind, then the template.
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)', [prefix],
      );
      for (const { datname } of rows) await dropDatabase(client, datname);
      await dropDatabase(client, TEMPLATE_DB);
    } finally {
      await client.end();
    }
  };
}

/**
 * What the server does on an empty embedded database — migrations, reference data, demo accounts — minus
 * the demo projects, hours and events (seedDemoData): fixtures of the tests must not meet demo time.
 * demo-data.test.ts seeds those into its own copy.
 */
async function prepareTemplate(database: Database): Promise<void> {
  const { demoSeeded } = await prepareDatabase(database, { demo: true, demoData: false });
  if (!demoSeeded) throw new Error('The test template should start empty and get the demo data.');
  // Speed only: the suite signs the demo accounts in ~150 times, and the production argon2id cost (~0.2 s of
  // CPU each) would dominate the run. Same password, same algorithm, cheaper parameters (argon2 reads them from
  // the hash). Users the tests create still get the production hash, and auth.test.ts checks its parameters.
  const cheap = await argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  await database.db.update(users).set({ passwordHash: cheap })
    .where(inArray(users.email, ['superadmin@demo.local', 'admin@demo.local', 'lider@demo.local', 'kontraktor@demo.local']));
}
