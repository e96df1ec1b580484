import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { projectsContract, ROUTES, thisMonthRange, type RoleName, type TimeEntry, timeEntriesContract, TIME_ENTRY_OPTIONS_PATH, MONTH_LOCKS_PATH } from '@harmony/shared';
import '../../lib/i18n/i18n';
import { ResourceListPage } from '../../components/resource/resource-list-page';
import { setUpListScreens } from '../../test/fake-api';
import { fakeServer, renderScreen, type FakeRequest } from '../../test/render-screen';
import { timeEntries } from './index';

const route = ROUTES.find((r) => r.name === 'times')!;
const entry = (id: number, locked: boolean): TimeEntry => ({
  id,
  user: { id: 2, name: 'Anna Admin' },
  project: { id: 4, name: 'Strona WWW' },
  category: null,
  day: '2026-03-02',
  started_at: '2026-03-02T08:00:00.000Z',
  ended_at: '2026-03-02T09:30:00.000Z',
  minutes: 90,
  description: `Wpis ${id}`,
  billable: true,
  cost: 150,
  locked,
});
const options = { users: [{ id: 2, name: 'Anna Admin' }], projects: [{ id: 4, name: 'Strona WWW' }], categories: [{ id: 3, name: 'Rozwój' }] };

function server(extra: (req: FakeRequest) => { status?: number; body: unknown } | undefined = () => undefined) {
  return fakeServer((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === TIME_ENTRY_OPTIONS_PATH) return { body: options };
    if (req.path.startsWith(`${projectsContract.path}?`)) return { body: { data: options.projects, meta: { total: 1, page: 1, per_page: 100, last_page: 1 } } };
    if (req.path === MONTH_LOCKS_PATH) return { body: { data: [] } };
    if (req.method === 'GET' && req.path.startsWith(`${timeEntriesContract.path}?`)) {
      return {
        body: {
          data: [entry(1, true), entry(2, false)],
          meta: { total: 2, page: 1, per_page: 25, last_page: 1, totals: { minutes: 750, cost: 1234.5 } },
        },
      };
    }
    return undefined;
  });
}

/** Quick add, totals and month locking are a lazily loaded part of the screen: a cold import may take a while. */
const LAZY = { timeout: 10_000 };

const open = (role: RoleName = 'Administrator') =>
  renderScreen(<ResourceListPage route={route} resource={timeEntries} />, { path: '/czasy', role, others: ['/czasy/:id/edycja'] });

describe('time entries list', () => {
  setUpListScreens();

  it('asks for this month (Europe/Warsaw) by default and shows the totals of the whole filter from meta.totals', async () => {
    const { requests } = server();
    open();
    const totals = await screen.findByTestId('time-totals', {}, LAZY);
    await waitFor(() => expect(within(totals).getByTestId('time-totals-hours').textContent).toBe('12:30'));
    expect(within(totals).getByTestId('time-totals-cost').textContent?.replace(/\s/g, ' ')).toBe('1234,50 zł');
    expect(totals.textContent).toContain('Wpisy: 2');
    const list = requests.find((r) => r.path.startsWith(`${timeEntriesContract.path}?`))!;
    const query = new URLSearchParams(list.path.split('?')[1]);
    const { from, to } = thisMonthRange();
    expect([query.get('from'), query.get('to'), query.get('sort'), query.get('order')]).toEqual([from, to, 'started_at', 'desc']);
    // Durations read as H:MM.
    expect((await screen.findAllByText('1:30')).length).toBeGreaterThan(0);
  }, 20_000);

  it('shows a lock on locked rows and no edit or delete there for a non-administrator', async () => {
    server();
    open('Kontraktor');
    await screen.findByTestId('row-edit-2', {}, { timeout: 4000 });
    expect(screen.getByTestId('row-delete-2')).toBeTruthy();
    expect(screen.getByTestId('time-locked-1')).toBeTruthy();
    expect(screen.queryByTestId('time-locked-2')).toBeNull();
    expect(screen.queryByTestId('row-edit-1')).toBeNull();
    expect(screen.queryByTestId('row-delete-1')).toBeNull();
    // No user filter for someone who sees only their own time, and no month locking.
    expect(screen.queryByTestId('filter-user_id')).toBeNull();
    expect(screen.queryByTestId('month-lock-toggle')).toBeNull();
  }, 20_000);

  it('leaves edit and delete of locked rows to administrators', async () => {
    server();
    open('Administrator');
    await screen.findByTestId('row-edit-1', {}, { timeout: 4000 });
    expect(screen.getByTestId('row-delete-1')).toBeTruthy();
    expect(screen.getByTestId('filter-user_id')).toBeTruthy();
    expect(await screen.findByTestId('month-lock-toggle', {}, LAZY)).toBeTruthy();
  }, 20_000);

  it('quick add sends the Warsaw times as instants and puts the server\'s overlap error on the start field', async () => {
    const { requests } = server((req) =>
      req.method === 'POST' && req.path === timeEntriesContract.path
        ? { status: 422, body: { message: 'Ten czas nakłada się na inny wpis: 2026-03-02 09:00–10:30.', errors: { started_at: ['Ten czas nakłada się na inny wpis: 2026-03-02 09:00–10:30.'] } } }
        : undefined,
    );
    open('Kontraktor');
    const quick = await screen.findByTestId('time-quick-add', {}, LAZY);
    fireEvent.mouseDown(within(quick).getByTestId('field-project_id'));
    fireEvent.click(await screen.findByRole('option', { name: 'Strona WWW' }));
    fireEvent.change(within(quick).getByTestId('field-day'), { target: { value: '2026-03-02' } });
    fireEvent.change(within(quick).getByTestId('field-start'), { target: { value: '09:30' } });
    fireEvent.change(within(quick).getByTestId('field-duration'), { target: { value: '1:15' } });
    expect((within(quick).getByTestId('field-end') as HTMLInputElement).value).toBe('10:45');
    await act(async () => fireEvent.click(within(quick).getByTestId('form-submit')));
    await waitFor(() => expect(within(quick).getByTestId('field-start').getAttribute('aria-invalid')).toBe('true'));
    expect(within(quick).getByText('Ten czas nakłada się na inny wpis: 2026-03-02 09:00–10:30.')).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({
      project_id: 4,
      started_at: '2026-03-02T08:30:00.000Z',
      ended_at: '2026-03-02T09:45:00.000Z',
      category_id: null,
      description: '',
      billable: true,
    });
  }, 20_000);

  it("quick add for another user offers that user's projects, and drops a project they may not book on", async () => {
    const people = { ...options, users: [{ id: 2, name: 'Anna Admin' }, { id: 7, name: 'Karol Kontraktor' }] };
    const { requests } = server((req) => {
      if (req.path === `${TIME_ENTRY_OPTIONS_PATH}?user_id=7`) return { body: { ...people, projects: [{ id: 9, name: 'Sklep Karola' }] } };
      if (req.path === TIME_ENTRY_OPTIONS_PATH) return { body: people };
      if (req.method === 'POST' && req.path === timeEntriesContract.path) return { status: 201, body: { id: 5, message: 'Dodano wpis czasu.', data: entry(5, false) } };
      return undefined;
    });
    open('Administrator');
    const quick = await screen.findByTestId('time-quick-add', {}, LAZY);
    // Signed-in user's projects first.
    fireEvent.mouseDown(within(quick).getByTestId('field-project_id'));
    fireEvent.click(await screen.findByRole('option', { name: 'Strona WWW' }));
    fireEvent.mouseDown(within(quick).getByTestId('field-user_id'));
    fireEvent.click(await screen.findByRole('option', { name: 'Karol Kontraktor' }));
    await waitFor(() => expect(requests.some((r) => r.path === `${TIME_ENTRY_OPTIONS_PATH}?user_id=7`)).toBe(true));
    // Strona WWW is not Karol's: the project is cleared and only his projects are offered.
    await waitFor(() => expect(within(quick).getByTestId('field-project_id').textContent).not.toContain('Strona WWW'));
    fireEvent.mouseDown(within(quick).getByTestId('field-project_id'));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sklep Karola']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Sklep Karola' }));
    fireEvent.change(within(quick).getByTestId('field-start'), { target: { value: '09:00' } });
    fireEvent.change(within(quick).getByTestId('field-end'), { target: { value: '10:00' } });
    await act(async () => fireEvent.click(within(quick).getByTestId('form-submit')));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')!.body).toMatchObject({ user_id: 7, project_id: 9 });
  }, 20_000);
});
