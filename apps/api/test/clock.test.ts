import { describe, expect, it } from 'vitest';
import { warsawDay, warsawInstant } from '../src/modules/time-entries/clock.js';

describe('Warsaw wall-clock instants (time-entries/clock.ts)', () => {
  it('gives the instant of a Warsaw time on a day, across both DST changes', () => {
    expect(warsawInstant('2026-01-15', 0).toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(warsawInstant('2026-03-29', 0).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(warsawInstant('2026-03-29', 1440).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(warsawInstant('2026-10-25', 1440).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(warsawDay(warsawInstant('2026-07-01', 30))).toBe('2026-07-01');
  });

  it('hands out a fresh Date each time, so a caller changing one cannot change the remembered instant', () => {
    const first = warsawInstant('2026-03-29', 1440);
    first.setTime(0);
    const again = warsawInstant('2026-03-29', 1440);
    expect(again).not.toBe(first);
    expect(again.toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});
