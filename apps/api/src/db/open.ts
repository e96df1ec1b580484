import path from 'node:path';
import type { Config } from '../config.js';
import { openPglite, openPostgres, type Database } from './client.js';

/** The configured database: PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(path.join(config.dataDir, 'pglite'));
}
