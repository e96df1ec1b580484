import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { nameStatements } from './performance/pglite-statements.js';
import { PreparingClient } from './performance/preparing-client.js';
import { statementName } from './performance/statement-names.js';
import { takeTurns } from './performance/take-turns.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database handle or an open transaction: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Receives the notifications of a channel (NOTIFY, pg_notify) as they commit, on its own connection on
   * PostgreSQL. `onLost` is called if that connection ends unasked (then listen again). The handle's own
   * `notify` comes back to it after every notification committed before it (a barrier).
   */
  listen(channel: string, onMessage: (payload: string) => void, onLost: (error: Error) => void): Promise<Listener>;
}

export interface Listener {
  notify(payload: string): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: several instances starting at once migrate one at a time. */
const MIGRATION_LOCK = 72_144_001;

export async function openPglite(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the trigram indexes of the lists' search boxes (migration 0017).
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  // The embedded driver's fast paths, fenced in performance/ (its README: what each buys, what it assumes).
  nameStatements(client, statementName);
  takeTurns(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS }),
    close: () => client.close(),
    async listen(channel, onMessage) {
      // PGlite delivers a notification while it reads the committing query's result, before that query resolves.
      const stop = await client.listen(channel, onMessage);
      return {
        notify: async (payload) => void (await client.query('select pg_notify($1, $2)', [channel, payload])),
        close: () => stop(),
      };
    },
  };
}

/**
 * How long a query waits for a connection (a new one being opened, or a busy pool's turn) before it fails:
 * while PostgreSQL is down or unreachable, requests answer 503 within this (plugins/error-handler.ts) instead
 * of hanging. Once it is back, the next query opens a fresh connection: recovery needs nothing else.
 */
const CONNECT_TIMEOUT_MS = 2_000;

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: PreparingClient, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection ended by the server (a restart, an administrator, a dropped test database) comes here;
  // the pool has already discarded it and opens a new one on the next query. Unhandled, it would end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(db as never, { migrationsFolder: MIGRATIONS });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        lock.release();
      }
    },
    close: () => pool.end(),
    async listen(channel, onMessage, onLost) {
      const client = new pg.Client({
        connectionString: url, application_name: `harmony-listen-${channel}`, connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      });
      let closing = false;
      const lost = (error: Error) => {
        if (closing) return;
        closing = true;
        client.end().catch(() => undefined);
        onLost(error);
      };
      client.on('error', lost);
      client.on('end', () => lost(new Error('the listening connection ended')));
      client.on('notification', (n) => {
        if (n.channel === channel) onMessage(n.payload ?? '');
      });
      try {
        await client.connect();
        await client.query(`listen ${client.escapeIdentifier(channel)}`);
      } catch (error) {
        closing = true;
        await client.end().catch(() => undefined);
        throw error;
      }
      return {
        notify: async (payload) => void (await client.query('select pg_notify($1, $2)', [channel, payload])),
        async close() {
          closing = true;
          await client.end().catch(() => undefined);
        },
      };
    },
  };
}

export { schema };
