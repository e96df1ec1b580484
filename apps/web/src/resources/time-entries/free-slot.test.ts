import { describe, expect, it } from 'vitest';
import { freeSlot } from './free-slot';

const h = (hours: number) => hours * 60;

describe('freeSlot: where a duplicated entry goes on today', () => {
  it("keeps the original's clock time on a free day", () => {
    expect(freeSlot([], h(9), 90)).toEqual([h(9), h(10.5)]);
  });

  it('moves after the entries in its way, to the first gap that is long enough', () => {
    const busy = [[h(8), h(9.5)], [h(10), h(12)]] as const;
    expect(freeSlot(busy, h(9), 30)).toEqual([h(9.5), h(10)]);
    expect(freeSlot(busy, h(9), 60)).toEqual([h(12), h(13)]);
  });

  it('goes earlier in the day when nothing after it is free, and stays put when nothing is', () => {
    expect(freeSlot([[h(6), h(24)]], h(20), 120)).toEqual([0, h(2)]);
    expect(freeSlot([[0, h(24)]], h(20), 120)).toEqual([h(20), h(22)]);
  });

  it('never runs past midnight', () => {
    expect(freeSlot([], h(23), 120)).toEqual([h(22), h(24)]);
    expect(freeSlot([], h(1), 3000)).toEqual([0, h(24)]);
  });
});
