import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbOrTx } from '../client.js';

const dialect = new PgDialect();
/** Every column as PostgreSQL sent it: in binary format a text column is its UTF-8 bytes. */
const AS_SENT = { getTypeParser: () => (value: Buffer) => value };

/**
 * The first row of a statement whose columns are text, as the bytes the database sent (PostgreSQL), for
 * JSON the database wrote and the API passes on as it is: decoding ~80 KB into a string and encoding it again
 * for the socket cost the server a third of a users report's CPU. PGlite decodes its answers itself, and an
 * open transaction has its own connection: there the columns are strings.
 */
export async function firstRowBytes<K extends string>(db: DbOrTx, query: SQL): Promise<Record<K, Buffer | string> | undefined> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    // `binary` is a query option of pg that its type declarations leave out.
    const config = { text, values: params, binary: true, types: AS_SENT } as pg.QueryConfig;
    const result = await client.query<Record<K, Buffer>>(config);
    return result.rows[0];
  }
  const result = (await db.execute(query)) as unknown as { rows: Record<K, string>[] };
  return result.rows[0];
}
