import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIME_ENTRY_OPTIONS_PATH, TIMER_PATH } from '@harmony/shared/resources/time-paths';
import '../../lib/i18n/i18n';
import { loadModuleTexts } from '../../lib/i18n/i18n';
import { stubDesktopMedia } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { TimerButton } from './timer-button';

const running = { project: { id: 4, name: 'Strona WWW' }, category: null, description: 'Kodowanie', started_at: new Date(Date.now() - 3_725_000).toISOString() };

describe('top bar timer', () => {
  beforeEach(async () => {
    stubDesktopMedia();
    await loadModuleTexts();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is the pop-up button while nothing runs', async () => {
    fakeServer(({ path }) => (path === TIMER_PATH ? { body: { running: null } } : undefined));
    renderScreen(<TimerButton />, { role: 'Kontraktor' });
    const button = await screen.findByTestId('timer-button');
    await waitFor(() => expect(button.getAttribute('data-running')).toBe('false'));
    expect(screen.queryByTestId('timer-bar-stop')).toBeNull();
  }, 20_000);

  it('shows the running project and its time, and stops in one click', async () => {
    const { requests } = fakeServer(({ method, path }) => {
      if (path === TIMER_PATH) return { body: requests.some((r) => r.path === `${TIMER_PATH}/stop`) ? { running: null } : running };
      if (method === 'POST' && path === `${TIMER_PATH}/stop`) return { body: { message: 'Timer zatrzymany. Zapisano 62 min.', data: null } };
      return undefined;
    });
    renderScreen(<TimerButton />, { role: 'Kontraktor' });
    expect((await screen.findByTestId('timer-bar-project')).textContent).toBe('Strona WWW');
    expect(screen.getByTestId('timer-bar-elapsed').textContent).toMatch(/^1:02:0\d$/);
    expect(screen.getByTestId('timer-button').getAttribute('aria-label')).toBe('Timer: Strona WWW. Otwórz timer');
    await act(async () => fireEvent.click(screen.getByTestId('timer-bar-stop')));
    await waitFor(() => expect(screen.getByTestId('timer-button').getAttribute('data-running')).toBe('false'));
    expect(requests.filter((r) => r.path === `${TIMER_PATH}/stop`)).toHaveLength(1);
  }, 20_000);

  it('opens the repair under the bar when the stop is refused', async () => {
    const errors = { project_id: ['Nie można rejestrować czasu w tym projekcie.'] };
    fakeServer(({ method, path }) => {
      if (path === TIMER_PATH) return { body: running };
      if (method === 'POST' && path === `${TIMER_PATH}/stop`) return { status: 422, body: { message: errors.project_id[0], errors } };
      if (path === `${TIMER_PATH}/check`) return { body: { errors, conflict: null, start_at: null, stop_at: null } };
      if (path === TIME_ENTRY_OPTIONS_PATH) return { body: { users: [], projects: [{ id: 4, name: 'Strona WWW' }, { id: 7, name: 'Sklep' }], categories: [] } };
      return undefined;
    });
    renderScreen(<TimerButton />, { role: 'Kontraktor' });
    await act(async () => fireEvent.click(await screen.findByTestId('timer-bar-stop')));
    expect((await screen.findByTestId('timer-repair-reason')).textContent).toBe(errors.project_id[0]);
    const picker = (await screen.findByTestId('timer-repair-project-picker')) as HTMLSelectElement;
    await waitFor(() => expect([...picker.options].map((o) => o.value)).toEqual(['', '7']));
    expect(screen.getByTestId('timer-repair-discard')).toBeTruthy();
  }, 20_000);
});
