import { describe, expect, it } from 'vitest';
import { monthSpan, monthsBetween } from './allocations.js';

describe('runs of months', () => {
  it('lists every month of a range, across years, both ends included', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03', '2026-03')).toEqual(['2026-03']);
    expect(monthsBetween('0999-12', '1000-01')).toEqual(['0999-12', '1000-01']);
    expect(monthsBetween('2026-01', '2027-12')).toHaveLength(monthSpan('2026-01', '2027-12'));
  });

  it('lists none for a reversed or invalid range, and never more than 240', () => {
    expect(monthsBetween('2026-03', '2026-01')).toEqual([]);
    expect(monthsBetween('2026-13', '2027-01')).toEqual([]);
    expect(monthsBetween('', '2026-01')).toEqual([]);
    expect(monthsBetween('2000-01', '2099-12')).toHaveLength(240);
  });
});
