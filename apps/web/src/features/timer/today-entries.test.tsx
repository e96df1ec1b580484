import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TimeEntry } from '@harmony/shared';
import '../../lib/i18n/i18n';
import { loadModuleTexts } from '../../lib/i18n/i18n';
import { stubDesktopMedia } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { TodayEntries } from './today-entries';

const entry = {
  id: 7, user: { id: 1, name: 'Kamil Kontraktor' }, project: { id: 4, name: 'Strona WWW' }, category: { id: 3, name: 'Rozwój', color: '#123456' },
  day: '2026-03-02', started_at: '2026-03-02T08:00:00.000Z', ended_at: '2026-03-02T09:30:00.000Z', minutes: 90, description: 'Kodowanie',
  billable: true, cost: null, locked: false,
} satisfies TimeEntry;

describe("the timer's list of today: continue", () => {
  beforeEach(async () => {
    stubDesktopMedia();
    await loadModuleTexts();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('hands the entry to "continue", named in the page language', async () => {
    fakeServer(() => undefined);
    const onContinue = vi.fn();
    renderScreen(<TodayEntries today={{ day: entry.day, data: [entry], totals: { minutes: 90, cost: 0 } }} onContinue={onContinue} />, { role: 'Kontraktor' });
    const button = await screen.findByTestId('timer-entry-continue-7');
    expect(button.getAttribute('aria-label')).toBe('Kontynuuj');
    fireEvent.click(button);
    expect(onContinue).toHaveBeenCalledWith(entry);
  }, 20_000);

  it('has no "continue" where none is offered', async () => {
    fakeServer(() => undefined);
    renderScreen(<TodayEntries today={{ day: entry.day, data: [entry], totals: { minutes: 90, cost: 0 } }} />, { role: 'Kontraktor' });
    await screen.findByTestId('timer-entry-7');
    expect(screen.queryByTestId('timer-entry-continue-7')).toBeNull();
  }, 20_000);
});
