import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { TIMER_PATH } from '@harmony/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunningTimer } from '@harmony/shared';
import '../../lib/i18n/i18n';
import { stubDesktopMedia } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { TimerPanel } from './timer-panel';

const projects = [{ id: 4, name: 'Strona WWW' }];
const categories = [{ id: 3, name: 'Rozwój' }, { id: 5, name: 'Grafika' }];
const running: RunningTimer = {
  project: { id: 4, name: 'Strona WWW' },
  category: { id: 3, name: 'Rozwój', color: '#123456' },
  description: 'Kodowanie',
  started_at: '2026-03-02T08:00:00.000Z',
};

describe('timer panel: the kind of work', () => {
  beforeEach(() => stubDesktopMedia());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const select = (testId: string) => screen.getByTestId(testId) as HTMLSelectElement;

  it('starts with the chosen category', async () => {
    const { requests } = fakeServer(({ method, path }) =>
      method === 'POST' && path === `${TIMER_PATH}/start`
        ? { status: 201, body: { message: 'Timer uruchomiony.', data: { ...running, category: categories[1] }, stopped: null } }
        : undefined,
    );
    renderScreen(<TimerPanel timer={null} projects={projects} categories={categories} />, { path: '/timer', role: 'Kontraktor' });
    fireEvent.change(await screen.findByTestId('timer-project'), { target: { value: '4' } });
    fireEvent.change(select('timer-category'), { target: { value: '5' } });
    await act(async () => fireEvent.click(screen.getByTestId('timer-start')));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ project_id: 4, category_id: 5, description: '' });
  }, 20_000);

  it("shows the running timer's category and saves a change of it before stopping", async () => {
    const { requests } = fakeServer(({ method, path }) => {
      if (method === 'PUT' && path === TIMER_PATH) return { body: { message: 'Zapisano zmiany timera.', data: running } };
      if (method === 'POST' && path === `${TIMER_PATH}/stop`) return { body: { message: 'Timer zatrzymany.', data: null } };
      return undefined;
    });
    renderScreen(<TimerPanel timer={running} projects={projects} categories={categories} />, { path: '/timer', role: 'Kontraktor' });
    expect((await screen.findByTestId('timer-category') as HTMLSelectElement).value).toBe('3');
    fireEvent.change(select('timer-category'), { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByTestId('timer-stop')));
    await waitFor(() => expect(requests.some((r) => r.path === `${TIMER_PATH}/stop`)).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({ project_id: 4, category_id: null, description: 'Kodowanie' });
  }, 20_000);

  it('has no category picker when there are no categories', async () => {
    fakeServer(() => undefined);
    renderScreen(<TimerPanel timer={null} projects={projects} categories={[]} />, { path: '/timer', role: 'Kontraktor' });
    await screen.findByTestId('timer-project');
    expect(screen.queryByTestId('timer-category')).toBeNull();
  }, 20_000);
});

describe('timer panel: a timer that cannot stop, and recent choices', () => {
  beforeEach(() => stubDesktopMedia());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const refusal = { message: 'Wpis może trwać najwyżej 24 godziny.', errors: { ended_at: ['Wpis może trwać najwyżej 24 godziny.'] } };
  const check = { errors: refusal.errors, conflict: null, start_at: '2026-03-02T08:01:00.000Z', stop_at: '2026-03-02T08:00:00.000Z' };

  it('shows the repair after a refused stop, and stops at the offered end in one click', async () => {
    let stops = 0;
    const { requests } = fakeServer(({ method, path }) => {
      if (method === 'POST' && path === `${TIMER_PATH}/stop`) return stops++ === 0 ? { status: 422, body: refusal } : { body: { message: 'Timer zatrzymany.', data: null } };
      if (path === `${TIMER_PATH}/check`) return { body: check };
      return undefined;
    });
    renderScreen(<TimerPanel timer={{ ...running, started_at: '2026-03-01T08:00:00.000Z' }} projects={projects} categories={categories} />, { path: '/timer', role: 'Kontraktor' });
    // Over 24 h already: the repair is there before any stop is tried.
    const offered = await screen.findByTestId('timer-repair-stop-at');
    expect(screen.getByTestId('timer-repair-reason').textContent).toBe('Wpis może trwać najwyżej 24 godziny.');
    expect(screen.getByTestId('timer-repair-start-at')).toBeTruthy();
    await act(async () => fireEvent.click(offered));
    await waitFor(() => expect(requests.filter((r) => r.path === `${TIMER_PATH}/stop`)).toHaveLength(1));
    expect(requests.find((r) => r.path === `${TIMER_PATH}/stop`)!.body).toEqual({ ended_at: check.stop_at });
  }, 20_000);

  it('opens the repair when a stop is refused, and a changed start is saved before the stop', async () => {
    const conflictCheck = {
      errors: { started_at: ['Ten czas nakłada się na inny wpis: 2026-03-02 09:00–10:00.'] },
      conflict: { id: 9, project: { id: 4, name: 'Strona WWW' }, description: 'Spotkanie', started_at: '2026-03-02T08:00:00.000Z', ended_at: '2026-03-02T09:00:00.000Z' },
      start_at: '2026-03-02T09:00:00.000Z',
      stop_at: null,
    };
    const { requests } = fakeServer(({ method, path }) => {
      if (method === 'POST' && path === `${TIMER_PATH}/stop`) {
        const refused = requests.filter((r) => r.path === `${TIMER_PATH}/stop`).length === 1;
        return refused ? { status: 422, body: { message: 'x', errors: conflictCheck.errors } } : { body: { message: 'Timer zatrzymany.', data: null } };
      }
      if (method === 'PUT' && path === TIMER_PATH) return { body: { message: 'Zapisano zmiany timera.', data: running } };
      if (path === `${TIMER_PATH}/check`) return { body: conflictCheck };
      return undefined;
    });
    renderScreen(<TimerPanel timer={{ ...running, started_at: new Date(Date.now() - 3_600_000).toISOString() }} projects={projects} categories={categories} />, { path: '/timer', role: 'Kontraktor' });
    expect(screen.queryByTestId('timer-repair')).toBeNull();
    await act(async () => fireEvent.click(await screen.findByTestId('timer-stop')));
    expect((await screen.findByTestId('timer-repair-conflict')).textContent).toContain('Strona WWW');
    expect(screen.queryByTestId('timer-repair-stop-at')).toBeNull();
    fireEvent.change(screen.getByTestId('timer-repair-start-input'), { target: { value: '2026-03-02T10:15' } });
    await act(async () => fireEvent.click(screen.getByTestId('timer-repair-start')));
    await waitFor(() => expect(requests.filter((r) => r.path === `${TIMER_PATH}/stop`)).toHaveLength(2));
    // 10:15 on the Warsaw clock (CET) is 09:15 UTC; the rest of the timer stays as it is.
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({ project_id: 4, category_id: 3, description: 'Kodowanie', started_at: '2026-03-02T09:15:00.000Z' });
  }, 20_000);

  it('offers the recent combinations when idle and starts one in one click', async () => {
    const recent = [{ project: { id: 4, name: 'Strona WWW' }, category: { id: 5, name: 'Grafika', color: '#000' }, description: 'Logo', last_started_at: '2026-03-01T08:00:00.000Z' }];
    const { requests } = fakeServer(({ method, path }) => {
      if (path === `${TIMER_PATH}/recent`) return { body: { data: recent } };
      if (method === 'POST' && path === `${TIMER_PATH}/start`) return { status: 201, body: { message: 'Timer uruchomiony.', data: running, stopped: null } };
      return undefined;
    });
    renderScreen(<TimerPanel timer={null} projects={projects} categories={categories} />, { path: '/timer', role: 'Kontraktor' });
    const choice = await screen.findByTestId('timer-recent-0');
    expect(choice.textContent).toContain('Strona WWW · Grafika');
    await act(async () => fireEvent.click(choice));
    await waitFor(() => expect(requests.some((r) => r.path === `${TIMER_PATH}/start`)).toBe(true));
    expect(requests.find((r) => r.path === `${TIMER_PATH}/start`)!.body).toEqual({ project_id: 4, category_id: 5, description: 'Logo' });
  }, 20_000);
});
