import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { firstRowBytes } from '../../src/db/performance/bytes.js';
import { takeTurns } from '../../src/db/performance/take-turns.js';
import { openTestDatabase, type TestDatabase } from '../helpers/database.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => t.dispose());

describe('the database client (db/client.ts)', () => {
  it('lets the server turn to its connections between statements while many wait', async () => {
    // PGlite computes on this thread: without turns, the 12 would run back to back before any timer or socket.
    const heavy = sql`select count(*) from generate_series(1, 200000)`;
    let done = 0;
    const statements = Array.from({ length: 12 }, () => t.database.db.execute(heavy).then(() => { done += 1; }));
    const doneWhenTimerRan = await new Promise<number>((resolve) => setTimeout(() => resolve(done), 0));
    await Promise.all(statements);
    expect(done).toBe(12);
    expect(doneWhenTimerRan).toBeLessThan(12);
  });

  it('runs PGlite\'s statements and transactions one at a time, in the order they were asked for', async () => {
    const started: string[] = [];
    // A stand-in for PGlite whose calls record when they start and finish a moment later.
    const call = (name: string) => async () => {
      started.push(name);
      await new Promise((resolve) => setTimeout(resolve, 2));
      started.push(`${name} done`);
    };
    const client = { query: call('query'), exec: call('exec'), transaction: call('transaction') } as unknown as PGlite;
    takeTurns(client);
    await Promise.all([client.query('a'), client.transaction(async () => 1), client.exec('b'), client.query('c')]);
    expect(started).toEqual(['query', 'query done', 'transaction', 'transaction done', 'exec', 'exec done', 'query', 'query done']);
  });

  it('prepares selects with and without parameters inside a transaction on both, not transaction control', async () => {
    const prepared = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 41 + 1 as answer`);
      await tx.execute(sql`select ${41}::int + 1 as answer`);
      const result = await tx.execute(sql`select statement from pg_prepared_statements where statement like '%as answer' or statement ilike 'begin%'`);
      return (result as unknown as { rows: { statement: string }[] }).rows.map((r) => r.statement).sort();
    });
    expect(prepared).toEqual(['select $1::int + 1 as answer', 'select 41 + 1 as answer']);
  });

  it('prepares a select under a name outside a transaction on both, with values, errors and the connection intact', async () => {
    const { db } = t.database;
    const rowsOf = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const typed = sql`select ${new Date('2026-01-02T03:04:05Z')}::timestamptz as at, ${false}::boolean as flag, ${'{"a":[1,"b"]}'}::jsonb as doc,
      ${null}::text as nothing, ${7}::int * 6 as named_select`;
    for (let i = 0; i < 3; i++) {
      const [row] = await rowsOf(typed);
      expect(row).toMatchObject({ flag: false, doc: { a: [1, 'b'] }, nothing: null, named_select: 42 });
      expect(new Date(row!.at as string).toISOString()).toBe('2026-01-02T03:04:05.000Z');
    }
    const names = await rowsOf(sql`select name from pg_prepared_statements where statement like '%as named_select'`);
    expect(names).toHaveLength(1);
    const divide = (n: number) => rowsOf(sql`select 1 / ${n}::int as quotient`);
    await expect(divide(0)).rejects.toMatchObject({ cause: expect.objectContaining({ code: '22012' }) });
    expect(await divide(1)).toEqual([{ quotient: 1 }]);
    await expect(rowsOf(sql`select no_such_column from users where id = ${1}`)).rejects.toMatchObject({ cause: expect.objectContaining({ code: '42703' }) });
    expect(await rowsOf(sql`select ${2}::int + 2 as four`)).toEqual([{ four: 4 }]);
    // A query with a WITH clause that only reads is named too; one that writes runs as it is, and writes.
    expect(await rowsOf(sql`with x as (select ${20}::int as v) select v + 1 as with_named from x`)).toEqual([{ with_named: 21 }]);
    expect(await rowsOf(sql`select name from pg_prepared_statements where statement like '%as with_named from x'`)).toHaveLength(1);
    await rowsOf(sql`create table if not exists client_test_notes (id int, body text)`);
    const written = sql`with added as (insert into client_test_notes values (${1}, ${'a'}) returning id) select count(*)::int as added from added`;
    expect(await rowsOf(written)).toEqual([{ added: 1 }]);
    expect(await rowsOf(sql`select count(*)::int as n from client_test_notes where body = ${'a'}`)).toEqual([{ n: 1 }]);
  });

  it('reads a named select’s reply as the driver reads an unnamed one: every type, objects and arrays, long replies', async () => {
    const { db } = t.database;
    // A select is named outside a transaction and, with parameters, inside one too (PGlite: its reply read by
    // db/performance/pglite-replies.ts): both must give the same rows, and the values the driver itself gives (below).
    const both = async <T>(run: (q: typeof db) => Promise<T>): Promise<[T, T]> => [await run(db), await db.transaction((tx) => run(tx as unknown as typeof db))];
    const typed = sql`select ${1}::int as i, ${2n ** 40n}::bigint as big, ${'12345.50'}::numeric as amount, ${'Zażółć gęślą jaźń'}::text as polish,
      ${null}::text as nothing, ${'2026-02-28'}::date as day, ${new Date('2026-01-02T03:04:05.678Z')}::timestamptz as at, ${true}::boolean as yes,
      ${'{"ą":[1,null]}'}::jsonb as doc, array[1, 2, 3] as ints, array['a,b', 'ś"c'] as texts, ''::text as empty, 1.5::float8 as float`;
    const [named, unnamed] = await both((q) => q.execute(typed));
    expect((named as unknown as { rows: unknown[] }).rows).toEqual((unnamed as unknown as { rows: unknown[] }).rows);
    expect((named as unknown as { rows: Record<string, unknown>[] }).rows[0]).toMatchObject({
      i: 1, polish: 'Zażółć gęślą jaźń', nothing: null, yes: true, doc: { ą: [1, null] }, ints: [1, 2, 3], texts: ['a,b', 'ś"c'], empty: '', float: 1.5,
      // Drizzle's own parsers (days and instants as PostgreSQL wrote them) win over the driver's (Dates).
      day: '2026-02-28', at: expect.any(String),
    });
    // Drizzle's selects ask for arrays; a reply of ~700 KB comes from PGlite in many chunks.
    const long = sql`select g as n, repeat('żółw ', 25) || g as body, g % 7 = 0 as seventh from generate_series(1, 5000) g`;
    const [arrays, unnamedArrays] = await both((q) => q.select({ n: sql<number>`n`, body: sql<string>`body`, seventh: sql<boolean>`seventh` }).from(sql`(${long}) as x`));
    expect(arrays).toHaveLength(5000);
    expect(arrays).toEqual(unnamedArrays);
    expect(arrays[4999]).toEqual({ n: 5000, body: `${'żółw '.repeat(25)}5000`, seventh: false });
    // No rows: the fields still come, the rows are empty.
    const [none] = await both((q) => q.execute(sql`select ${1}::int as n where false`));
    expect(none).toMatchObject({ rows: [], fields: [expect.objectContaining({ name: 'n' })] });
  });

  it('names the writes of a transaction on both, and a failed one still rolls the whole transaction back', async () => {
    const { db } = t.database;
    await db.execute(sql`create table if not exists client_test_tx (id int primary key, body text)`);
    const insert = (tx: Pick<typeof db, 'execute'>, id: number, body: string) => tx.execute(sql`insert into client_test_tx values (${id}::int, ${body}::text)`);
    const ids = async () => ((await db.execute(sql`select id from client_test_tx order by id`)) as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
    await db.transaction(async (tx) => {
      await insert(tx, 1, 'a');
      await insert(tx, 2, 'ż');
    });
    const named = await db.execute(sql`select name from pg_prepared_statements where statement like 'insert into client_test_tx%'`);
    expect((named as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    // A duplicate key after a good insert: the error comes back with its code, and neither row stays.
    await expect(db.transaction(async (tx) => {
      await insert(tx, 3, 'c');
      await insert(tx, 1, 'again');
    })).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });
    expect(await ids()).toEqual([1, 2]);
    // A rollback asked for after a named write: nothing written.
    await expect(db.transaction(async (tx) => {
      await insert(tx, 4, 'd');
      tx.rollback();
    })).rejects.toThrow();
    expect(await ids()).toEqual([1, 2]);
    // The connection is fine afterwards, in and out of a transaction.
    await db.transaction(async (tx) => insert(tx, 6, 'f'));
    expect(await ids()).toEqual([1, 2, 6]);
  });

  it('hands a notification sent by a select to the listener before the select resolves', async () => {
    const got: string[] = [];
    const listener = await t.database.listen('client_test_channel', (payload) => got.push(payload), () => undefined);
    try {
      await listener.notify('first');
      await listener.notify('zażółć');
      expect(got).toEqual(['first', 'zażółć']);
    } finally {
      await listener.close();
    }
  });

  it('gives a row\'s text columns as the bytes PostgreSQL sent; as strings on PGlite and in a transaction', async () => {
    const polish = 'Zażółć gęślą jaźń';
    const query = sql`select ${polish}::text as name, concat('{"n":', ${20}::int + 1, '}') as json`;
    const row = await firstRowBytes<'name' | 'json'>(t.database.db, query);
    if (t.database.kind === 'postgres') {
      expect(Buffer.isBuffer(row!.name) && row!.name.equals(Buffer.from(polish, 'utf8'))).toBe(true);
      expect(Buffer.isBuffer(row!.json)).toBe(true);
    } else {
      expect(row!.name).toBe(polish);
    }
    expect(String(row!.json)).toBe('{"n":21}');
    const inTransaction = await t.database.db.transaction((tx) => firstRowBytes<'name' | 'json'>(tx, query));
    expect(inTransaction).toEqual({ name: polish, json: '{"n":21}' });
    expect(await firstRowBytes(t.database.db, sql`select 'x'::text as a where false`)).toBeUndefined();
  });
});
