import { describe, expect, it } from 'vitest';
import { parseDuration } from './time-format';

// H:MM formatting and the Warsaw clock are tested where they live: packages/shared/src/time.
describe('typed durations', () => {
  it('reads a typed duration as H:MM, decimal hours (comma or dot) or minutes', () => {
    expect(parseDuration('1:30')).toBe(90);
    expect(parseDuration('1,5')).toBe(90);
    expect(parseDuration('1.25')).toBe(75);
    expect(parseDuration('2')).toBe(120);
    expect(parseDuration('45m')).toBe(45);
    expect(parseDuration(' 90 min ')).toBe(90);
    expect(parseDuration('0')).toBeNull();
    expect(parseDuration('1:75')).toBeNull();
    expect(parseDuration('abc')).toBeNull();
  });
});
