import { describe, expect, it } from 'vitest';
import { defaultDayRange, defaultMonthRange } from './report-defaults';

describe('the reports\' default ranges, in Warsaw time', () => {
  it('takes this month and the five before it, across a year', () => {
    // 23:30 UTC on 28 February is already March in Warsaw.
    expect(defaultMonthRange(new Date('2026-02-28T23:30:00Z'))).toEqual({ from: '2025-10', to: '2026-03' });
    expect(defaultMonthRange(new Date('2026-07-15T12:00:00Z'))).toEqual({ from: '2026-02', to: '2026-07' });
  });

  it('takes this year up to today', () => {
    expect(defaultDayRange(new Date('2026-12-31T23:30:00Z'))).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(defaultDayRange(new Date('2026-06-30T12:00:00Z'))).toEqual({ from: '2026-01-01', to: '2026-06-30' });
  });
});
