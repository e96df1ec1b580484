import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMinutes } from '@harmony/shared';
import { ElapsedClock } from './elapsed-clock';
import { elapsedSeconds, formatClock, formatElapsed } from '../lib/time/hours-format';

describe('elapsed time from the server’s started_at', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-02T09:02:05.400Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counts whole seconds since the start and never goes negative', () => {
    const now = Date.now();
    expect(elapsedSeconds('2026-03-02T08:00:00.000Z', now)).toBe(3725);
    expect(elapsedSeconds('2026-03-02T09:03:00.000Z', now)).toBe(0);
    expect(elapsedSeconds('not a date', now)).toBe(0);
  });

  it('formats H:MM:SS without capping hours at a day', () => {
    expect(formatElapsed(0)).toBe('0:00:00');
    expect(formatElapsed(3725)).toBe('1:02:05');
    expect(formatElapsed(26 * 3600 + 59)).toBe('26:00:59');
    expect(formatMinutes(125)).toBe('2:05');
  });

  it('shows Warsaw clock time whatever the browser’s zone', () => {
    expect(formatClock('2026-03-02T08:00:00.000Z', 'pl')).toBe('09:00');
    expect(formatClock('2026-07-01T08:00:00.000Z', 'en')).toBe('10:00');
  });

  it('ticks every second from started_at (so a reload shows the same time)', () => {
    render(<ElapsedClock startedAt="2026-03-02T08:00:00.000Z" testId="timer-elapsed" />);
    expect(screen.getByTestId('timer-elapsed').textContent).toBe('1:02:05');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('timer-elapsed').textContent).toBe('1:02:06');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('timer-elapsed').textContent).toBe('1:03:06');
  });

  it('stands at 0:00:00 without a running timer', () => {
    render(<ElapsedClock startedAt={null} testId="timer-elapsed" />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByTestId('timer-elapsed').textContent).toBe('0:00:00');
  });
});
