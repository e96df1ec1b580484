import { describe, expect, it } from 'vitest';
import { formatMinutes, parseDuration } from './time-format';
import { addMonths, thisMonthRange, warsawClock, warsawInstant, warsawToday } from './warsaw-time';

describe('durations as H:MM', () => {
  it('formats minutes, totals running past a day', () => {
    expect(formatMinutes(0)).toBe('0:00');
    expect(formatMinutes(5)).toBe('0:05');
    expect(formatMinutes(90)).toBe('1:30');
    expect(formatMinutes(600)).toBe('10:00');
    expect(formatMinutes(1500)).toBe('25:00');
    expect(formatMinutes(89.6)).toBe('1:30');
  });

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

describe('Europe/Warsaw dates', () => {
  it('defaults the range to this month in Warsaw, not in UTC', () => {
    // 23:30 UTC on the last day of February is already 1 March in Warsaw.
    expect(thisMonthRange(new Date('2026-02-28T23:30:00Z'))).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(thisMonthRange(new Date('2026-02-28T22:30:00Z'))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(thisMonthRange(new Date('2024-02-10T12:00:00Z'))).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    // Summer time: 22:30 UTC on 30 June is 00:30 on 1 July.
    expect(warsawToday(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });

  it('turns a Warsaw wall-clock time into an instant and back, across DST', () => {
    expect(warsawInstant('2026-01-15', '09:00')).toBe('2026-01-15T08:00:00.000Z');
    expect(warsawInstant('2026-07-15', '09:00')).toBe('2026-07-15T07:00:00.000Z');
    expect(warsawInstant('2026-07-15', '24:00')).toBe('2026-07-15T22:00:00.000Z');
    expect(warsawClock('2026-07-15T07:00:00.000Z')).toEqual({ day: '2026-07-15', time: '09:00' });
    expect(warsawClock('2026-03-31T22:15:00Z')).toEqual({ day: '2026-04-01', time: '00:15' });
  });

  it('counts months', () => {
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });
});
