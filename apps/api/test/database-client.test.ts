import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
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
});
