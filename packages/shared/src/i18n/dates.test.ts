import { describe, expect, it } from 'vitest';
import { afterPreposition, dayWords, monthWords } from './dates.js';

/** Issue #23/9: "od grudzień 2025 do listopad 2027" — Polish months after a number or od/do are genitive. */
describe('months and days in words', () => {
  it('name a month on its own in the nominative and after od/do in the genitive', () => {
    expect(monthWords('2025-12', 'pl')).toBe('grudzień 2025');
    expect(monthWords('2025-12', 'pl', 'genitive')).toBe('grudnia 2025');
    expect(monthWords('2027-11', 'pl', 'genitive')).toBe('listopada 2027');
    expect(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'].map((m) => monthWords(`2026-${m}`, 'pl', 'genitive').split(' ')[0]))
      .toEqual(['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października']);
    expect(monthWords('2025-12', 'en')).toBe('December 2025');
    expect(monthWords('2025-12', 'en', 'genitive')).toBe('December 2025');
  });

  it('name a day with its month in the genitive', () => {
    expect(dayWords('2025-12-01', 'pl')).toBe('1 grudnia 2025');
    expect(dayWords('2026-03-31', 'pl')).toBe('31 marca 2026');
    expect(dayWords('2026-03-31', 'en')).toBe('31 March 2026');
  });

  it('take months or days after a preposition, and leave anything else as it is', () => {
    expect(`od ${afterPreposition('2025-12', 'pl')} do ${afterPreposition('2027-11', 'pl')}`).toBe('od grudnia 2025 do listopada 2027');
    expect(afterPreposition('2031-01-01', 'pl')).toBe('1 stycznia 2031');
    expect(monthWords('2025-13', 'pl')).toBe('2025-13');
    expect(dayWords('2025-12', 'pl')).toBe('2025-12');
    expect(monthWords('jutro', 'en')).toBe('jutro');
  });
});
