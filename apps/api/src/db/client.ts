import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { nameStatements } from './pglite-statements.js';
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

/**
 * PGlite runs each statement synchronously on the server's one thread, and statements waiting for it are
 * handed on by promises, so a queue of them ran back to back without the event loop turning in between: no
 * connection accepted, no request read, no answer written until the queue was empty. Under load, a client
 * that connected while a queue was running waited for as long as the load lasted (10 s single requests with
 * 50 connections). Here every statement of the client waits its turn in arrival order and lets the event loop
 * turn once before it runs, so requests are read and answered between statements. A transaction takes one
 * turn for the whole of it (its statements go through the transaction object): left out of the turns, it
 * overtook every waiting statement, and writes under load waited up to 10 s.
 */
export function takeTurns(client: PGlite): void {
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const result = queue.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(run);
    queue = result.catch(() => undefined);
    return result;
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) => inTurn(() => query(...args))) as typeof client.query;
  client.exec = ((...args: Parameters<typeof exec>) => inTurn(() => exec(...args))) as typeof client.exec;
  client.transaction = ((...args: Parameters<typeof transaction>) => inTurn(() => transaction(...args))) as typeof client.transaction;
}

export async function openPglite(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
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

/** How many distinct statements get a name (each connection keeps what it prepared until it closes). */
const MAX_NAMED_STATEMENTS = 2_000;
const statementNames = new Map<string, string>();

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `h${statementNames.size}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Names every statement with parameters after its text, so each connection parses and plans it once and
 * then only binds values (PostgreSQL switches to a generic plan after five runs unless it costs more).
 * Drizzle sends the same text for the same query shape, so this covers every repository without asking
 * each to prepare its queries by hand. A select without parameters is named too (a list's first page with
 * the page size in its text, db/shapes.ts): its one plan then serves every run. Other statements without
 * parameters (transaction control, migrations) are sent as they are.
 */
class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config, values] = args as [{ text?: unknown; name?: string; values?: unknown[] } | string, unknown[] | undefined];
    if (typeof config === 'object' && config !== null && typeof config.text === 'string' && !config.name
      && (values?.length || config.values?.length || /^\s*select\b/i.test(config.text))) {
      const name = statementName(config.text);
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: PreparingClient });
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
      const client = new pg.Client({ connectionString: url, application_name: `harmony-listen-${channel}` });
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
