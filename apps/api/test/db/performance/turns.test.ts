import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { withApp } from '../../helpers/index.js';
import { turnTaker } from '../../../src/db/performance/turns.js';

describe('turnTaker', () => {
  it('gives turns in the order asked, one an event-loop iteration', async () => {
    const turn = turnTaker();
    const seen: string[] = [];
    const asked = ['a', 'b', 'c'].map((name) => turn().then(() => seen.push(name)));
    // Queued after the asks: runs after the first turn, in the same iteration, and before the second.
    setImmediate(() => seen.push('|'));
    await Promise.all(asked);
    expect(seen).toEqual(['a', '|', 'b', 'c']);
  });

  it('starts again after it ran dry, and a turn taken during another comes after those already waiting', async () => {
    const turn = turnTaker();
    await turn();
    const seen: string[] = [];
    await Promise.all([
      turn().then(async () => {
        seen.push('first');
        await turn();
        seen.push('first again');
      }),
      turn().then(() => seen.push('second')),
    ]);
    expect(seen).toEqual(['first', 'second', 'first again']);
  });
});

describe('the database\'s answers, handed on in turns', () => {
  const t = withApp();

  it('come back whole and each to its own caller, alone, in a transaction, and as errors', async () => {
    const alone = await Promise.all(Array.from({ length: 30 }, (_, i) => t.db.execute(sql`select ${i}::int as n`)));
    expect(alone.map((r) => (r as unknown as { rows: { n: number }[] }).rows[0]!.n)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    const inside = await t.db.transaction(async (tx) => {
      const a = await tx.execute(sql`select 1::int as n`);
      const b = await tx.execute(sql`select 2::int as n`);
      return [a, b].map((r) => (r as unknown as { rows: { n: number }[] }).rows[0]!.n);
    });
    expect(inside).toEqual([1, 2]);
    await expect(t.db.execute(sql`select 1/0`)).rejects.toHaveProperty('cause.code', '22012');
    await expect(t.db.transaction(async (tx) => tx.execute(sql`select 1/0`))).rejects.toHaveProperty('cause.code', '22012');
  });
});
