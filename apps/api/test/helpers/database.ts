import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../src/db/client.js';
import { dropDatabase, withDatabase } from './postgres.js';

export interface TestDatabase {
  database: Database;
  /** Closes the database and removes the copy. */
  dispose(): Promise<void>;
}

/**
 * A private copy of the seeded template for one test file: PGlite copies the template's data dir,
 * PostgreSQL creates a database from the template. Opening PGlite costs hundreds of MB, so a file opens
 * one and shares it between its tests.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  return inject('testDb') === 'postgres' ? openPostgresCopy() : openPgliteCopy();
}

async function openPgliteCopy(): Promise<TestDatabase> {
  const dir = path.join(inject('runDir'), `db-${process.pid}-${randomBytes(6).toString('hex')}`);
  fs.cpSync(inject('pgliteTemplate'), dir, { recursive: true });
  const database = await openPglite(dir);
  return {
    database,
    async dispose() {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openPostgresCopy(): Promise<TestDatabase> {
  const adminUrl = inject('adminUrl');
  const name = `${inject('dbPrefix')}${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, async (client) => {
    // Two workers copying the template at the same moment can collide ("being accessed by other users").
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
        return;
      } catch (err) {
        if (attempt >= 10 || (err as { code?: string }).code !== '55006') throw err;
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
    }
  });
  const database = openPostgres(withDatabase(adminUrl, name), 5);
  return {
    database,
    async dispose() {
      await database.close();
      await withAdmin(adminUrl, (client) => dropDatabase(client, name));
    },
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
