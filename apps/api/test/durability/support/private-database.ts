import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../../src/db/client.js';
import { dropDatabase, withDatabase } from '../../helpers/postgres.js';

export interface PrivateDatabase {
  /** What startServer needs to run the child on it. */
  env: { dataDir?: string; databaseUrl?: string };
  /** Opens it in this process (PGlite: only once the child is gone). */
  open: () => Promise<Database>;
}

/**
 * A private database for a child server, on the project's kind (PGlite in its own DATA_DIR, or a fresh PostgreSQL
 * database): a copy of the seeded template (demo accounts, no demo data). Its removal goes onto `cleanups`.
 */
export async function privateDatabase(cleanups: (() => Promise<void>)[]): Promise<PrivateDatabase> {
  if (inject('testDb') === 'pglite') {
    const dataDir = path.join(inject('runDir'), `crash-${process.pid}-${randomBytes(4).toString('hex')}`);
    fs.cpSync(inject('pgliteTemplate'), path.join(dataDir, 'pglite'), { recursive: true });
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    return { env: { dataDir }, open: () => openPglite(path.join(dataDir, 'pglite')) };
  }
  const adminUrl = inject('adminUrl');
  const name = `${inject('dbPrefix')}crash_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
  } finally {
    await admin.end();
  }
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await dropDatabase(client, name).finally(() => client.end());
  });
  const databaseUrl = withDatabase(adminUrl, name);
  return { env: { databaseUrl }, open: async () => openPostgres(databaseUrl, 1) };
}
