import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import { appSecrets } from './schema.js';
import { seedDemo } from './seed/demo.js';
import { seedReference } from './seed/reference.js';
import { newToken } from '../lib/tokens.js';

/**
 * Migrates, seeds reference data (and demo accounts with demo data when asked) — what every start does
 * before serving. `demoData: false` keeps the demo accounts but leaves out the demo projects, hours and events.
 */
export async function prepareDatabase(
  database: Database, opts: { demo: boolean; demoData?: boolean; filesDir?: string },
): Promise<{ demoSeeded: boolean }> {
  await database.migrate();
  return database.db.transaction(async (tx) => {
    await seedReference(tx);
    return { demoSeeded: opts.demo ? await seedDemo(tx, { data: opts.demoData, filesDir: opts.filesDir }) : false };
  });
}

/** The configured secret, else one generated once and kept in the database (embedded mode). */
export async function resolveSecret(database: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const { db } = database;
  await db.insert(appSecrets).values({ key: 'session', value: newToken() }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.key, 'session'));
  return row!.value;
}
