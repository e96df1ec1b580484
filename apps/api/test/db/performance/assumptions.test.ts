import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, parse, PGlite, protocol, type Results } from '@electric-sql/pglite';
import { pgTable, integer, text, PgDialect } from 'drizzle-orm/pg-core';
import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import * as drizzleUtils from 'drizzle-orm/utils';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { nameStatements } from '../../../src/db/performance/pglite-statements.js';
import { readReply } from '../../../src/db/performance/pglite-replies.js';
import { PreparingClient } from '../../../src/db/performance/preparing-client.js';
import { takeTurns } from '../../../src/db/performance/take-turns.js';
import { selectOnce, statementOnce } from '../../../src/db/performance/shapes.js';
import type { Db, DbOrTx } from '../../../src/db/client.js';

/*
 * src/db/performance/ leans on private parts of three packages (its README). Each check below names the piece
 * that breaks when an upgrade takes an assumption away, so the failure says where to look, instead of a
 * list or a report going wrong somewhere else.
 */

/** The versions the fenced code was written and measured against (src/db/performance/README.md). */
const CHECKED_AGAINST = { '@electric-sql/pglite': '0.5.16', 'drizzle-orm': '0.45.4', pg: '8.23.1' } as const;
const ROOT = path.resolve(import.meta.dirname, '../../../../..');

/** `expect` with the piece and its assumption in the message. */
const piece = (name: string, assumption: string) => `db/performance/${name}: ${assumption} (see apps/api/src/db/performance/README.md)`;

/** `client` as PGlite gives it; `patched` as db/client.ts opens it (its query counted, statements named, turns taken). */
let client: PGlite;
let patched: PGlite;
let queryCalls = 0;
beforeAll(async () => {
  [client, patched] = await Promise.all([PGlite.create(), PGlite.create()]);
  const query = patched.query.bind(patched);
  patched.query = ((...args: Parameters<typeof query>) => {
    queryCalls += 1;
    return query(...args);
  }) as typeof patched.query;
  const names = new Map<string, string>();
  nameStatements(patched, (text) => names.get(text) ?? names.set(text, `a${names.size}`).get(text));
  takeTurns(patched);
});
afterAll(async () => Promise.all([client.close(), patched.close()]));

describe('the pinned versions the fenced code was checked against', () => {
  it.each(Object.entries(CHECKED_AGAINST))('%s is %s', (name, version) => {
    const installed = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
    expect(installed, piece('*', `${name} was upgraded to ${installed}; re-check the assumptions listed for it, then update CHECKED_AGAINST and the README`)).toBe(version);
  });

  it('pins PGlite exactly in apps/api/package.json (its private API may change in any release)', () => {
    const api = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps/api/package.json'), 'utf8'));
    expect(api.dependencies['@electric-sql/pglite'], piece('pglite-statements.ts', 'PGlite must be pinned to an exact version')).toBe(CHECKED_AGAINST['@electric-sql/pglite']);
  });
});

describe('PGlite (pglite-statements.ts, pglite-replies.ts, take-turns.ts)', () => {

  it('pglite-statements.ts: the instance methods and fields it calls exist', () => {
    const where = piece('pglite-statements.ts', 'PGlite no longer has');
    for (const method of ['_runExclusiveQuery', 'execProtocol', 'execProtocolRawStream', 'query', 'transaction'] as const) {
      expect(typeof (client as unknown as Record<string, unknown>)[method], `${where} ${method}()`).toBe('function');
    }
    // Type OIDs: 23 is int4, 25 text.
    expect(typeof client.parsers[23], `${where} parsers by type OID`).toBe('function');
    expect(Object.values(client.serializers).some((s) => typeof s === 'function'), `${where} serializers by type OID`).toBe(true);
  });

  it('pglite-statements.ts: the protocol and result helpers it imports are exported', () => {
    const where = piece('pglite-statements.ts', '@electric-sql/pglite no longer exports');
    for (const message of ['parse', 'describe', 'bind', 'execute', 'sync'] as const) {
      expect(typeof protocol.serialize[message], `${where} protocol.serialize.${message}`).toBe('function');
    }
    expect(typeof protocol.Parser, `${where} protocol.Parser`).toBe('function');
    expect(typeof messages.DatabaseError, `${where} messages.DatabaseError`).toBe('function');
    expect(typeof parse.parseResults, `${where} parse.parseResults`).toBe('function');
    expect(typeof parse.parseDescribeStatementResults, `${where} parse.parseDescribeStatementResults`).toBe('function');
  });

  it('pglite-replies.ts: reads a raw reply into exactly what PGlite\'s parseResults gives', async () => {
    const { serialize } = protocol;
    const text = `select $1::int as n, 'ż' || g as label, null::text as nothing, g = 2 as two from generate_series(1, 3) g`;
    await client.execProtocol(new Uint8Array([...serialize.parse({ name: 'assumption', text }), ...serialize.sync()]));
    const chunks: Uint8Array[] = [];
    const bound = [...serialize.bind({ statement: 'assumption', values: ['7'] }), ...serialize.describe({ type: 'P' }), ...serialize.execute({}), ...serialize.sync()];
    await client.execProtocolRawStream(new Uint8Array(bound), { onRawData: (chunk) => chunks.push(chunk.slice()) });
    const reply = Buffer.concat(chunks);
    const all: messages.BackendMessage[] = [];
    new protocol.Parser().parse(reply, (message) => void all.push(message));
    for (const rowMode of ['object', 'array'] as const) {
      const theirs = parse.parseResults(all, client.parsers, { rowMode })[0] as Results;
      const ours = readReply(reply, client.parsers as never, { rowMode });
      expect(ours, piece('pglite-replies.ts', `its reading of a reply (rowMode ${rowMode}) no longer equals PGlite's parseResults`)).toEqual(theirs);
    }
  });

  it('pglite-statements.ts: a named read gives the rows an unnamed one gives, in and out of a transaction', async () => {
    const named = patched;
    const text = 'select $1::int + 1 as n, $2::text as t';
    const plain = await client.query(text, [41, 'ą']);
    const outside = await named.query(text, [41, 'ą']);
    const inside = await named.transaction(async (tx) => {
      expect(typeof tx.closed, piece('pglite-statements.ts', 'a PGlite transaction no longer has `closed`')).toBe('boolean');
      return tx.query(text, [41, 'ą']);
    });
    const where = piece('pglite-statements.ts', 'a named statement no longer answers as PGlite\'s query');
    expect(outside, where).toEqual(plain);
    expect(inside, where).toEqual(plain);
    const prepared = await named.query<{ name: string }>(`select name from pg_prepared_statements where statement = '${text}'`);
    expect(prepared.rows, piece('pglite-statements.ts', 'the statement was not prepared under its name')).toEqual([{ name: 'a0' }]);
    await expect(named.query('select 1 / $1::int as q', [0]), piece('pglite-statements.ts', 'an error is no longer PGlite\'s DatabaseError'))
      .rejects.toBeInstanceOf(messages.DatabaseError);
  });

  it('take-turns.ts: PGlite\'s transaction and exec do not go through the instance\'s query (they would wait for ever)', async () => {
    queryCalls = 0;
    const within = (promise: Promise<unknown>) => Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error('still waiting after 5 s')), 5000))]);
    await within(patched.transaction(async (tx) => tx.query('select 1')));
    await within(patched.exec('select 1'));
    expect(queryCalls, piece('take-turns.ts', 'PGlite\'s transaction or exec now calls the instance\'s query')).toBe(0);
  });
});

describe('drizzle-orm (shapes.ts, preparing-client.ts)', () => {
  const things = pgTable('assumption_things', { id: integer('id').primaryKey(), name: text('name'), ownerId: integer('owner_id') });
  const owners = pgTable('assumption_owners', { id: integer('id').primaryKey(), name: text('name') });

  it('shapes.ts: drizzle-orm/utils exports orderSelectedFields and mapResultRow', () => {
    const utils = drizzleUtils as unknown as Record<string, unknown>;
    for (const fn of ['orderSelectedFields', 'mapResultRow']) {
      expect(typeof utils[fn], piece('shapes.ts', `drizzle-orm/utils no longer exports ${fn}`)).toBe('function');
    }
    const fields = (utils.orderSelectedFields as (f: unknown) => { path: string[]; field: unknown }[])({ a: things.id, b: { c: things.name } });
    expect(fields.map((f) => f.path), piece('shapes.ts', 'orderSelectedFields no longer gives { path, field }')).toEqual([['a'], ['b', 'c']]);
  });

  it('shapes.ts: SQL keeps its decoder, a select its fields and its left joins\' map', () => {
    const decoder = (sql`` as unknown as { decoder?: { mapFromDriverValue?: unknown } }).decoder;
    expect(typeof decoder?.mapFromDriverValue, piece('shapes.ts', 'SQL no longer has `decoder.mapFromDriverValue`')).toBe('function');
    const db = drizzlePg({ query: async () => ({ rows: [], fields: [] }) } as never);
    const select = db.select({ id: things.id, owner: owners.name }).from(things).leftJoin(owners, eq(owners.id, things.ownerId));
    expect(Object.keys(select._.selectedFields), piece('shapes.ts', 'a select no longer has `_.selectedFields`')).toEqual(['id', 'owner']);
    const map = (select as unknown as { joinsNotNullableMap?: Record<string, boolean> }).joinsNotNullableMap;
    expect(map, piece('shapes.ts', 'a select no longer has `joinsNotNullableMap`')).toEqual({ assumption_things: true, assumption_owners: false });
  });

  it('shapes.ts: a session\'s prepareQuery(query, fields, name, arrayMode, mapper) hands the mapper arrays (PGlite)', async () => {
    const db = drizzlePglite(client);
    const query = new PgDialect().sqlToQuery(sql`select ${sql.placeholder('n')}::int as n, 'x' as x`);
    const session = (db as unknown as { _: { session: { prepareQuery: (...a: unknown[]) => { execute(v: unknown): Promise<unknown> } } } })._.session;
    const prepared = session.prepareQuery(query, undefined, 'assumption_shape', true, (rows: unknown[][]) => ({ rows }));
    expect(await prepared.execute({ n: 5 }), piece('shapes.ts', 'prepareQuery\'s custom mapper no longer gets the rows as arrays')).toEqual({ rows: [[5, 'x']] });
  });

  it('shapes.ts: a transaction\'s session runs statementOnce and selectOnce inside the transaction, rows mapped', async () => {
    const db = drizzlePglite(client) as unknown as DbOrTx;
    await client.exec('create table assumption_once (id integer primary key, name text)');
    const insert = statementOnce<{ id: number }>(() => sql`insert into assumption_once values (${sql.placeholder('id')}, 'x') returning id`);
    const once = pgTable('assumption_once', { id: integer('id').primaryKey(), name: text('name') });
    const read = selectOnce<{ id: number; name: string | null }>((d) => d.select({ id: once.id, name: once.name }).from(once).where(eq(once.id, sql.placeholder('id'))));
    const seen = await (db as Db).transaction(async (tx) => {
      expect(await insert(tx, { id: 7 }), piece('shapes.ts', 'prepareQuery without a mapper no longer answers { rows } as objects')).toEqual([{ id: 7 }]);
      const rows = await read(tx, { id: 7 });
      tx.rollback();
      return rows;
    }).catch((error: unknown) => (error instanceof TransactionRollbackError ? 'rolled back' : Promise.reject(error)));
    expect(seen).toBe('rolled back');
    expect((await client.query('select count(*)::int as n from assumption_once')).rows, piece('shapes.ts', 'a transaction\'s session no longer runs on the transaction')).toEqual([{ n: 0 }]);
    expect(await read(db, { id: 7 })).toEqual([]);
    await insert(db, { id: 8 });
    expect(await read(db, { id: 8 }), piece('shapes.ts', 'selectOnce no longer maps rows as the select\'s fields')).toEqual([{ id: 8, name: 'x' }]);
  });

  it('preparing-client.ts: drizzle\'s node-postgres session calls client.query({ text, no name }, values)', async () => {
    const calls: unknown[][] = [];
    const fake = { query: async (...args: unknown[]) => (calls.push(args), { rows: [], fields: [], command: 'SELECT', rowCount: 0 }) };
    const db = drizzlePg(fake as never);
    await db.execute(sql`select ${1}::int as n`);
    await db.select({ id: things.id }).from(things).where(eq(things.id, 2));
    const where = piece('preparing-client.ts', 'drizzle no longer passes a config object without a name and the values apart');
    expect(calls, where).toHaveLength(2);
    for (const [config, values] of calls) {
      expect(config, where).toMatchObject({ text: expect.any(String) });
      expect((config as { name?: string }).name, where).toBeUndefined();
      expect(values, where).toEqual([expect.any(Number)]);
    }
  });
});

describe('pg (preparing-client.ts, bytes.ts)', () => {
  it('preparing-client.ts: pg.Pool opens its connections with the Client it is given', async () => {
    const pool = new pg.Pool({ Client: PreparingClient, connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    try {
      expect((pool as unknown as { Client: unknown }).Client, piece('preparing-client.ts', 'pg.Pool ignores its `Client` option')).toBe(PreparingClient);
    } finally {
      await pool.end();
    }
  });

  it('bytes.ts: pg\'s Query takes the undeclared `binary` option and the per-query `types`', () => {
    const types = { getTypeParser: () => (value: Buffer) => value };
    const query = new pg.Query({ text: 'select 1', binary: true, types } as pg.QueryConfig) as unknown as { binary?: boolean; types?: unknown };
    expect(query.binary, piece('bytes.ts', 'pg\'s Query no longer keeps `binary`')).toBe(true);
    expect(query.types, piece('bytes.ts', 'pg\'s Query no longer keeps `types`')).toBe(types);
  });
});
