import { describe, expect, it } from 'vitest';
import { fromWarsawInput, toWarsawInput } from './warsaw-input';

describe('datetime-local values on the Warsaw clock', () => {
  it('reads and writes Warsaw time in winter and summer, whatever the browser zone', () => {
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
