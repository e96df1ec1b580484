import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TIME_ENTRY_OPTIONS_PATH, workDaysPath } from '@harmony/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n/i18n';
import { stubDesktopMedia } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { WorkDayForm } from './work-day-form';
import { workDayErrors } from './work-day-schema';

describe('work day errors', () => {
  it('maps entries.N.<field> to row N (row N+1 on screen) and keeps the rest for above the form', () => {
    expect(workDayErrors({ 'entries.1.start': ['Nakłada się'], 'entries.0.project_id': ['Zły projekt'], day: ['Zły dzień'], 'entries.5.end': ['?'], entries: ['Lista'] }, 2)).toEqual({
      fields: [['entries.1.start', 'Nakłada się'], ['entries.0.project_id', 'Zły projekt'], ['day', 'Zły dzień']],
      general: ['?', 'Lista'],
    });
  });
});

describe('work day form', () => {
  beforeEach(() => stubDesktopMedia());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const projects = { users: [], categories: [{ id: 3, name: 'Rozwój', color: '#123456' }], projects: [{ id: 4, name: 'Strona WWW' }, { id: 6, name: 'Sklep' }] };
  const pick = async (row: number, name: string) => {
    fireEvent.mouseDown(screen.getByTestId(`workday-${row}-project`));
    fireEvent.click(await screen.findByRole('option', { name }));
  };
  const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

  it('sends every row at once with a running total, and puts the refusal of entries.1.start on row 2\'s start', async () => {
    const { requests } = fakeServer(({ method, path }) => {
      if (path === `${TIME_ENTRY_OPTIONS_PATH}?user_id=5`) return { body: projects };
      if (method === 'POST' && path === workDaysPath(5)) {
        return { status: 422, body: { message: 'Ten wpis nakłada się na wiersz 1 (2026-03-02 08:00–10:00).', errors: { 'entries.1.start': ['Ten wpis nakłada się na wiersz 1 (2026-03-02 08:00–10:00).'] } } };
      }
      return undefined;
    });
    renderScreen(<WorkDayForm userId={5} />, { path: '/administrator/uzytkownicy/5/nowy-dzien-pracy' });
    await screen.findByTestId('workday-form');
    type('workday-day', '2026-03-02');
    await pick(0, 'Strona WWW');
    type('workday-0-start', '08:00');
    type('workday-0-end', '10:00');
    fireEvent.click(screen.getByTestId('workday-add-row'));
    // The new row starts where the last one ended.
    expect((screen.getByTestId('workday-1-start') as HTMLInputElement).value).toBe('10:00');
    await pick(1, 'Sklep');
    // The kind of work is optional, per row.
    fireEvent.mouseDown(screen.getByTestId('workday-1-category'));
    fireEvent.click(await screen.findByRole('option', { name: 'Rozwój' }));
    type('workday-1-start', '09:30');
    type('workday-1-end', '12:00');
    type('workday-1-description', 'Koszyk');
    expect(screen.getByTestId('workday-total').textContent).toBe('4:30');

    await act(async () => fireEvent.click(screen.getByTestId('workday-submit')));
    await waitFor(() => expect(screen.getByTestId('workday-1-start').getAttribute('aria-invalid')).toBe('true'));
    expect(within(screen.getByTestId('workday-row-1')).getByText('Ten wpis nakłada się na wiersz 1 (2026-03-02 08:00–10:00).')).toBeTruthy();
    expect(screen.getByTestId('workday-0-start').getAttribute('aria-invalid')).toBe('false');
    // Refused: everything typed stays.
    expect((screen.getByTestId('workday-1-end') as HTMLInputElement).value).toBe('12:00');
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      day: '2026-03-02',
      entries: [
        { project_id: 4, category_id: null, start: '08:00', end: '10:00', description: '', billable: true },
        { project_id: 6, category_id: 3, start: '09:30', end: '12:00', description: 'Koszyk', billable: true },
      ],
    });
  }, 20_000);

  it('checks what it can before sending: a missing project, an end before the start', async () => {
    const { requests } = fakeServer(({ path }) => (path === `${TIME_ENTRY_OPTIONS_PATH}?user_id=5` ? { body: projects } : undefined));
    renderScreen(<WorkDayForm userId={5} />, { path: '/administrator/uzytkownicy/5/nowy-dzien-pracy' });
    await screen.findByTestId('workday-form');
    type('workday-0-start', '10:00');
    type('workday-0-end', '09:00');
    await act(async () => fireEvent.click(screen.getByTestId('workday-submit')));
    const row = screen.getByTestId('workday-row-0');
    expect(await within(row).findByText('Pole projekt jest wymagane')).toBeTruthy();
    expect(within(row).getByText('Koniec musi być późniejszy niż początek.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  }, 20_000);
});
