import { describe, expect, it } from 'vitest';
import {
  clockToMinutes, formatRange, fromWarsawInput, minutesToClock, toWarsawInput, warsawClock, warsawClockInstant,
  warsawDateTime, warsawDay, warsawInstant, warsawMonth, warsawToday, warsawYear,
} from './clock.js';
import { addMonths, monthRange, thisMonthRange } from './months.js';

describe('Warsaw wall-clock instants', () => {
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

  it('turns a Warsaw HH:MM into an instant and back, across DST', () => {
    expect(warsawClockInstant('2026-01-15', '09:00')).toBe('2026-01-15T08:00:00.000Z');
    expect(warsawClockInstant('2026-07-15', '09:00')).toBe('2026-07-15T07:00:00.000Z');
    expect(warsawClockInstant('2026-07-15', '24:00')).toBe('2026-07-15T22:00:00.000Z');
    expect(() => warsawClockInstant('2026-07-15', '25:00')).toThrow(RangeError);
    expect(warsawClock('2026-07-15T07:00:00.000Z')).toEqual({ day: '2026-07-15', time: '09:00' });
    expect(warsawClock('2026-03-31T22:15:00Z')).toEqual({ day: '2026-04-01', time: '00:15' });
  });

  it('reads HH:MM as minutes and back', () => {
    expect(clockToMinutes(' 09:30 ')).toBe(570);
    expect(clockToMinutes('24:00')).toBe(1440);
    expect(clockToMinutes('24:01')).toBeNull();
    expect(minutesToClock(570)).toBe('09:30');
    expect(minutesToClock(2000)).toBe('24:00');
  });

  it('gives the Warsaw year of an instant, also in the hour around New Year when UTC is a year behind', () => {
    expect(warsawYear(new Date('2026-12-31T22:59:59.999Z'))).toBe(2026);
    expect(warsawYear(new Date('2026-12-31T23:00:00.000Z'))).toBe(2027);
    expect(warsawYear(new Date('2026-12-31T23:30:00.000Z'))).toBe(2027);
    expect(warsawYear(new Date('2027-01-01T00:00:00.000Z'))).toBe(2027);
    expect(warsawYear(new Date('2026-07-01T12:00:00.000Z'))).toBe(2026);
    for (let at = Date.parse('2026-12-31T21:00:00Z'); at < Date.parse('2027-01-01T02:00:00Z'); at += 7 * 60_000) {
      expect(warsawYear(new Date(at))).toBe(Number(warsawDay(new Date(at)).slice(0, 4)));
    }
  });

  it('writes days, date-times and ranges as people read them in Warsaw', () => {
    expect(warsawDateTime(new Date('2026-03-02T08:05:00Z'))).toBe('2026-03-02 09:05');
    expect(formatRange(new Date('2026-03-02T08:00:00Z'), new Date('2026-03-02T09:30:00Z'))).toBe('2026-03-02 09:00–10:30');
    expect(formatRange(new Date('2026-03-02T22:00:00Z'), new Date('2026-03-03T01:00:00Z'))).toBe('2026-03-02 23:00 – 2026-03-03 02:00');
  });
});

describe('datetime-local values on the Warsaw clock', () => {
  it('reads and writes Warsaw time in winter and summer, whatever the machine zone', () => {
    expect(toWarsawInput('2026-03-02T08:05:00.000Z')).toBe('2026-03-02T09:05');
    expect(toWarsawInput('2026-07-01T22:30:00.000Z')).toBe('2026-07-02T00:30');
    expect(fromWarsawInput('2026-03-02T09:05')).toBe('2026-03-02T08:05:00.000Z');
    expect(fromWarsawInput('2026-07-02T00:30')).toBe('2026-07-01T22:30:00.000Z');
  });

  it('crosses the spring change of clocks', () => {
    expect(fromWarsawInput('2026-03-29T01:30')).toBe('2026-03-29T00:30:00.000Z');
    expect(fromWarsawInput('2026-03-29T03:30')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    expect(fromWarsawInput('')).toBeNull();
    expect(fromWarsawInput('2026-03-02')).toBeNull();
    expect(toWarsawInput('nope')).toBe('');
  });
});

describe('days and months in Warsaw', () => {
  it('defaults the range to this month in Warsaw, not in UTC', () => {
    // 23:30 UTC on the last day of February is already 1 March in Warsaw.
    expect(thisMonthRange(new Date('2026-02-28T23:30:00Z'))).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(thisMonthRange(new Date('2026-02-28T22:30:00Z'))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    // Summer time: 22:30 UTC on 30 June is 00:30 on 1 July.
    expect(warsawToday(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(warsawMonth(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01');
  });

  it('counts months across years', () => {
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('0001-01', -1)).toBe('0000-12');
  });
});
