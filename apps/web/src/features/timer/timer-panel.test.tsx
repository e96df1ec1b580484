import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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
      method === 'POST' && path === '/api/timer/start'
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
      if (method === 'PUT' && path === '/api/timer') return { body: { message: 'Zapisano zmiany timera.', data: running } };
      if (method === 'POST' && path === '/api/timer/stop') return { body: { message: 'Timer zatrzymany.', data: null } };
      return undefined;
    });
    renderScreen(<TimerPanel timer={running} projects={projects} categories={categories} />, { path: '/timer', role: 'Kontraktor' });
    expect((await screen.findByTestId('timer-category') as HTMLSelectElement).value).toBe('3');
    fireEvent.change(select('timer-category'), { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByTestId('timer-stop')));
    await waitFor(() => expect(requests.some((r) => r.path === '/api/timer/stop')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({ project_id: 4, category_id: null, description: 'Kodowanie' });
  }, 20_000);

  it('has no category picker when there are no categories', async () => {
    fakeServer(() => undefined);
    renderScreen(<TimerPanel timer={null} projects={projects} categories={[]} />, { path: '/timer', role: 'Kontraktor' });
    await screen.findByTestId('timer-project');
    expect(screen.queryByTestId('timer-category')).toBeNull();
  }, 20_000);
});
