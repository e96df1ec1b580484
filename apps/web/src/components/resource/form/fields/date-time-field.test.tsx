import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderField } from '../../../../test/field-harness';

// Loaded up front: the form loads the kind lazily, and a cold import on a busy machine outlasts findBy's wait.
await import('./date-time-field');
import { instantOfWarsawWallTime, warsawWallTime } from './warsaw-wall-time';

// The browser's zone is set far from Warsaw (Node reads TZ again when it changes), so a conversion that used
// the local zone instead of Europe/Warsaw would be hours off.
beforeEach(() => {
  vi.stubEnv('TZ', 'America/New_York');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('Warsaw wall time', () => {
  it('runs in a browser zone other than Warsaw', () => {
    expect(new Date('2026-01-15T12:00:00Z').getTimezoneOffset()).toBe(300);
  });

  it('converts both ways in winter and summer time', () => {
    expect(warsawWallTime('2026-01-15T12:00:00Z')).toBe('2026-01-15T13:00');
    expect(warsawWallTime('2026-06-30T22:15:00Z')).toBe('2026-07-01T00:15');
    expect(instantOfWarsawWallTime('2026-01-15T13:00')).toBe('2026-01-15T12:00:00Z');
    expect(instantOfWarsawWallTime('2026-07-01T00:15')).toBe('2026-06-30T22:15:00Z');
  });

  it('handles the DST edges and empty or broken values', () => {
    // 2026-03-29 02:30 does not exist in Warsaw: it moves forward to 03:30 CEST.
    expect(instantOfWarsawWallTime('2026-03-29T02:30')).toBe('2026-03-29T01:30:00Z');
    // 2026-10-25 02:30 happens twice: the earlier (CEST) instant.
    expect(instantOfWarsawWallTime('2026-10-25T02:30')).toBe('2026-10-25T00:30:00Z');
    expect(instantOfWarsawWallTime('')).toBeNull();
    expect(warsawWallTime(null)).toBe('');
    expect(warsawWallTime('nonsense')).toBe('');
  });
});

describe('date-time field', { timeout: 20_000 }, () => {
  it('shows an instant as Warsaw time and stores what is typed as an instant', async () => {
    const { values } = renderField({ name: 'starts_at', kind: 'dateTime' }, { starts_at: '2026-06-30T22:15:00Z' });
    const input = (await screen.findByTestId('field-starts_at')) as HTMLInputElement;
    expect(input.value).toBe('2026-07-01T00:15');
    expect(screen.getByText('Czas warszawski')).toBeTruthy();
    fireEvent.change(input, { target: { value: '2026-12-24T18:00' } });
    expect(values().starts_at).toBe('2026-12-24T17:00:00Z');
    fireEvent.change(input, { target: { value: '' } });
    expect(values().starts_at).toBeNull();
  });
});
