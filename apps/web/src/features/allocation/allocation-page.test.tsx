import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addMonths, projectsContract, type RoleName, ROUTES, warsawMonth } from '@harmony/shared';
import '../../lib/i18n/i18n';
import { stubDesktopMedia } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { AllocationPage } from './allocation-page';

const route = ROUTES.find((r) => r.name === 'projectsAllocation')!;
const from = warsawMonth();
const to = addMonths(from, 5);
const project = { id: 3, name: 'Aplikacja', leader_id: 3, archived: false };
const plan = { from, to, data: [{ user: { id: 4, name: 'Konrad Kontraktor' }, months: { [from]: 40 }, worked: { [from]: 27.25 } }] };

function open(role: RoleName) {
  const { requests } = fakeServer(({ method, path }) => {
    if (path === projectsContract.itemPath(3)) return { body: project };
    if (method === 'GET' && path.startsWith(`${projectsContract.itemPath(3)}/allocations`)) return { body: plan };
    if (method === 'PUT') return { body: { message: 'Zapisano alokację.', ...plan } };
    return undefined;
  });
  renderScreen(<AllocationPage route={route} />, { path: '/projekty/:id/alokacja', at: '/projekty/3/alokacja', role });
  return requests;
}

describe('allocation screen', () => {
  beforeEach(() => stubDesktopMedia());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows worked hours beside the plan and saves the whole range as one PUT', async () => {
    const requests = open('Administrator');
    const cell = (await screen.findByTestId(`allocation-cell-4-${from}`, {}, { timeout: 4000 })) as HTMLInputElement;
    expect(cell.value).toBe('40');
    expect(screen.getByTestId(`allocation-worked-4-${from}`).textContent).toBe('przepr. 27,25 h');
    fireEvent.change(screen.getByTestId(`allocation-cell-4-${addMonths(from, 1)}`), { target: { value: '12,5' } });
    await act(async () => fireEvent.click(screen.getByTestId('allocation-save')));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      path: `${projectsContract.itemPath(3)}/allocations`,
      body: { from, to, allocations: [{ user_id: 4, month: from, planned_hours: 40 }, { user_id: 4, month: addMonths(from, 1), planned_hours: 12.5 }] },
    });
  }, 20_000);

  it('is read-only for someone who may not change the project', async () => {
    open('Kontraktor');
    const cell = await screen.findByTestId(`allocation-cell-4-${from}`, {}, { timeout: 4000 });
    expect(cell.hasAttribute('readonly')).toBe(true);
    expect(screen.queryByTestId('allocation-save')).toBeNull();
    expect(screen.queryByTestId('allocation-add-user')).toBeNull();
  }, 20_000);
});
