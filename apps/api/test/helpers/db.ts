import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { sha256 } from '../../src/lib/tokens.js';

/** Rows of a raw query, on PGlite and node-postgres alike. */
export async function rows<T = Record<string, unknown>>(database: Database, query: SQL): Promise<T[]> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The sessions-table id of a session cookie (the table keeps only the token's hash). */
export const sessionIdOf = (token: string) => sha256(token);

export async function userIdByEmail(database: Database, email: string): Promise<number> {
  const [row] = await rows<{ id: number }>(database, sql`select id from users where email = ${email}`);
  if (!row) throw new Error(`No user ${email}`);
  return Number(row.id);
}

export async function roleIdByName(database: Database, name: string): Promise<number> {
  const [row] = await rows<{ id: number }>(database, sql`select id from roles where name = ${name}`);
  if (!row) throw new Error(`No role ${name}`);
  return Number(row.id);
}
