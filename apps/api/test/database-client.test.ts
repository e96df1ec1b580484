import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { takeTurns } from '../src/db/client.js';
import { openTestDatabase, type TestDatabase } from './helpers/database.js';

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

  it('prepares selects with and without parameters on PostgreSQL, not transaction control (PGlite prepares none)', async () => {
    const prepared = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 41 + 1 as answer`);
      await tx.execute(sql`select ${41}::int + 1 as answer`);
      const result = await tx.execute(sql`select statement from pg_prepared_statements where statement like '%as answer' or statement ilike 'begin%'`);
      return (result as unknown as { rows: { statement: string }[] }).rows.map((r) => r.statement).sort();
    });
    expect(prepared).toEqual(t.database.kind === 'postgres' ? ['select $1::int + 1 as answer', 'select 41 + 1 as answer'] : []);
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
});
