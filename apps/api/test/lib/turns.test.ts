import { describe, expect, it } from 'vitest';
import { turnTaker } from '../../src/lib/turns.js';

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
