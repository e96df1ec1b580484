import { describe, expect, it } from 'vitest';
import { formatMinutes, formatMonth, formatMonthShort } from './format.js';

describe('durations as H:MM', () => {
  it('formats minutes, totals running past a day, and differences below zero', () => {
    expect(formatMinutes(0)).toBe('0:00');
    expect(formatMinutes(5)).toBe('0:05');
    expect(formatMinutes(90)).toBe('1:30');
    expect(formatMinutes(125)).toBe('2:05');
    expect(formatMinutes(1500)).toBe('25:00');
    expect(formatMinutes(89.6)).toBe('1:30');
    expect(formatMinutes(-5)).toBe('-0:05');
  });
});

describe('months in words', () => {
  it('uses the nominative standing alone and the genitive after "od"/"do" in Polish', () => {
    expect(formatMonth('2026-03', 'pl')).toBe('marzec 2026');
    expect(formatMonth('2026-03', 'pl', 'genitive')).toBe('marca 2026');
    expect(formatMonth('2025-12', 'pl')).toBe('grudzień 2025');
    expect(formatMonth('2026-03', 'en')).toBe('March 2026');
    expect(formatMonth('2026-03', 'en', 'genitive')).toBe('March 2026');
    expect(formatMonth('nope', 'pl')).toBe('nope');
  });

  it('writes short months the same on every platform', () => {
    expect(formatMonthShort('2026-03', 'pl')).toBe('mar 2026');
    expect(formatMonthShort('2026-10', 'pl')).toBe('paź 2026');
    expect(formatMonthShort('2026-03', 'en')).toBe('Mar 2026');
    expect(formatMonthShort('2026-13', 'en')).toBe('2026-13');
  });
});
