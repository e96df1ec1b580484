import { describe, expect, it } from 'vitest';
import { batcher } from '../../src/lib/batch.js';

/** lib/batch.ts: what arrives while batches are on their way goes together; a failed batch item by item. */
describe('batcher', () => {
  it('sends an item alone at once, and what gathers meanwhile as few batches of at most max', async () => {
    const batches: number[][] = [];
    const gates: (() => void)[] = [];
    const run = (items: number[]) => {
      batches.push(items);
      return new Promise<number[]>((resolve) => gates.push(() => resolve(items.map((i) => i * 10))));
    };
    const add = batcher(run, { max: 3, concurrency: 2 });
    const results = Promise.all(Array.from({ length: 8 }, (_, i) => add(i)));
    // Two alone at once (nothing on its way), the other six wait.
    expect(batches).toEqual([[0], [1]]);
    gates.shift()!();
    await new Promise((r) => setImmediate(r));
    expect(batches).toEqual([[0], [1], [2, 3, 4]]);
    while (gates.length) {
      gates.shift()!();
      await new Promise((r) => setImmediate(r));
    }
    expect(await results).toEqual([0, 10, 20, 30, 40, 50, 60, 70]);
    expect(batches.slice(3)).toEqual([[5, 6, 7]]);
  });

  it('tries a failed batch item by item: a bad item fails alone, the others get their results', async () => {
    const calls: string[][] = [];
    const add = batcher(async (items: string[]) => {
      calls.push(items);
      if (items.includes('zły')) throw new Error(`odrzucone: ${items.join(',')}`);
      return items.map((s) => s.toUpperCase());
    }, { max: 10, concurrency: 1 });
    const outcomes = await Promise.allSettled(['a', 'b', 'zły', 'c'].map(add));
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message)))
      .toEqual(['A', 'B', 'odrzucone: zły', 'C']);
    // 'a' alone first; the three that gathered failed together, then went one by one.
    expect(calls).toEqual([['a'], ['b', 'zły', 'c'], ['b'], ['zły'], ['c']]);
  });
});
