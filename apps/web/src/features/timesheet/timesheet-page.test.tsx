import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, weekDays, type Timesheet, TIME_ENTRY_OPTIONS_PATH, TIMESHEET_PATH } from '@harmony/shared';
import '../../lib/i18n/i18n';
import { loadModuleTexts } from '../../lib/i18n/i18n';
import { stubDesktopMedia } from '../../test/fake-api';
import { fakeServer, renderScreen, type FakeRequest } from '../../test/render-screen';
import { TimesheetPage } from './timesheet-page';

const route = ROUTES.find((r) => r.name === 'timesWeek')!;
const days = weekDays('2030-01-14');
const week = (over: Partial<Timesheet> = {}): Timesheet => ({
  week: '2030-01-14',
  days,
  user: { id: 2, name: 'Konrad Kontraktor' },
  rows: [{ project: { id: 1, name: 'Alpha' }, category: null, days: { '2030-01-14': 90 } }],
  totals: { days: {}, week: 90 },
  // Sunday is in a locked month (as if February… the API says which days).
  locked_days: ['2030-01-20'],
  ...over,
});
const options = (users = [{ id: 2, name: 'Konrad Kontraktor' }]) => ({
  users, projects: [{ id: 1, name: 'Alpha' }, { id: 5, name: 'Beta' }], categories: [{ id: 3, name: 'Rozwój', color: '#123456' }],
});
const cell = (row: string, day: string) => screen.getByTestId(`timesheet-cell-${row}-${day}`) as HTMLInputElement;
const type = (row: string, day: string, text: string) => fireEvent.change(cell(row, day), { target: { value: text } });
const text = (testId: string) => screen.getByTestId(testId).textContent;

function server(put?: (req: FakeRequest) => { status?: number; body: unknown }, users?: { id: number; name: string }[]) {
  return fakeServer((req) => {
    if (req.path.startsWith(TIME_ENTRY_OPTIONS_PATH)) return { body: options(users) };
    if (req.method === 'GET' && req.path.startsWith(`${TIMESHEET_PATH}?week=2030-01-14`)) return { body: week() };
    if (req.method === 'GET' && req.path.startsWith(`${TIMESHEET_PATH}?week=2030-01-21`)) return { body: week({ week: '2030-01-21', days: weekDays('2030-01-21'), rows: [], locked_days: [] }) };
    if (req.method === 'PUT' && req.path === TIMESHEET_PATH && put) return put(req);
    return undefined;
  });
}

describe('weekly timesheet screen', () => {
  beforeEach(async () => {
    stubDesktopMedia();
    await loadModuleTexts();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('types hours in the cells with live totals, saves only the changed cells, and puts a refusal on its cell', async () => {
    let answer: { status?: number; body: unknown } = {
      status: 422,
      body: { message: 'Brak miejsca.', errors: { 'cells.1.minutes': ['W dniu 2030-01-15 nie ma 1:00 h wolnego czasu.'] } },
    };
    const { requests } = server(() => answer);
    renderScreen(<TimesheetPage route={route} />, { path: '/czasy/tydzien', at: '/czasy/tydzien?week=2030-01-16', role: 'Kontraktor' });
    await screen.findByTestId('timesheet-grid');
    expect(text('timesheet-range')).toBe('14.01.2030 – 20.01.2030');
    expect(cell('1-0', '2030-01-14').value).toBe('1:30');
    // A locked month's day is read-only for anyone but an administrator.
    expect(cell('1-0', '2030-01-20').readOnly).toBe(true);
    expect(cell('1-0', '2030-01-19').readOnly).toBe(false);

    type('1-0', '2030-01-14', '2,5');
    fireEvent.blur(cell('1-0', '2030-01-14'));
    expect(cell('1-0', '2030-01-14').value).toBe('2:30');
    expect(text('timesheet-row-total-1-0')).toBe('2:30');

    // A row for a project without time this week.
    fireEvent.mouseDown(screen.getByTestId('timesheet-add-project'));
    fireEvent.click(await screen.findByRole('option', { name: 'Beta' }));
    fireEvent.click(screen.getByTestId('timesheet-add-row'));
    type('5-0', '2030-01-15', '1');
    type('5-0', '2030-01-16', 'abc');
    expect(cell('5-0', '2030-01-16').getAttribute('aria-invalid')).toBe('true');
    expect(text('timesheet-day-total-2030-01-15')).toBe('1:00');
    expect(text('timesheet-week-total')).toBe('3:30');

    // Unreadable text is not sent.
    fireEvent.click(screen.getByTestId('timesheet-save'));
    expect(await screen.findByTestId('timesheet-errors')).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    type('5-0', '2030-01-16', '');

    await act(async () => fireEvent.click(screen.getByTestId('timesheet-save')));
    const sent = requests.find((r) => r.method === 'PUT')!;
    expect(sent.body).toEqual({
      week: '2030-01-14',
      cells: [
        { project_id: 1, category_id: null, day: '2030-01-14', minutes: 150 },
        { project_id: 5, category_id: null, day: '2030-01-15', minutes: 60 },
      ],
    });
    await waitFor(() => expect(cell('5-0', '2030-01-15').getAttribute('aria-invalid')).toBe('true'));
    expect(within(screen.getByTestId('timesheet-errors')).getByText(/Beta, 15\.01\.2030: W dniu 2030-01-15 nie ma 1:00 h wolnego czasu\./)).toBeTruthy();
    expect(cell('1-0', '2030-01-14').getAttribute('aria-invalid')).toBe('false');
    // Refused: what was typed stays.
    expect(cell('5-0', '2030-01-15').value).toBe('1');

    answer = {
      body: {
        ...week({ rows: [{ project: { id: 1, name: 'Alpha' }, category: null, days: { '2030-01-14': 150 } }, { project: { id: 5, name: 'Beta' }, category: null, days: { '2030-01-15': 60 } }] }),
        message: 'Zapisano tydzień.',
      },
    };
    await act(async () => fireEvent.click(screen.getByTestId('timesheet-save')));
    await waitFor(() => expect(screen.queryByTestId('timesheet-errors')).toBeNull());
    expect(cell('5-0', '2030-01-15').value).toBe('1:00');
    expect((screen.getByTestId('timesheet-save') as HTMLButtonElement).disabled).toBe(true);
  }, 30_000);

  it('asks before another week drops what was typed, and moves on when told to', async () => {
    server();
    const router = renderScreen(<TimesheetPage route={route} />, { path: '/czasy/tydzien', at: '/czasy/tydzien?week=2030-01-14', role: 'Kontraktor' });
    await screen.findByTestId('timesheet-grid');
    // A row just added stays when its only cell is typed and cleared again (nothing to save, nothing lost).
    fireEvent.mouseDown(screen.getByTestId('timesheet-add-project'));
    fireEvent.click(await screen.findByRole('option', { name: 'Beta' }));
    fireEvent.click(screen.getByTestId('timesheet-add-row'));
    type('5-0', '2030-01-15', '1');
    type('5-0', '2030-01-15', '');
    expect(screen.getByTestId('timesheet-row-5-0')).toBeTruthy();
    expect((screen.getByTestId('timesheet-save') as HTMLButtonElement).disabled).toBe(true);
    type('1-0', '2030-01-15', '4');
    fireEvent.click(screen.getByTestId('timesheet-next'));
    expect(await screen.findByTestId('unsaved-dialog')).toBeTruthy();
    fireEvent.click(screen.getByTestId('unsaved-stay'));
    expect(router.state.location.search).toBe('?week=2030-01-14');
    expect(cell('1-0', '2030-01-15').value).toBe('4');
    fireEvent.click(screen.getByTestId('timesheet-next'));
    fireEvent.click(await screen.findByTestId('unsaved-leave'));
    await waitFor(() => expect(router.state.location.search).toBe('?week=2030-01-21'));
    expect(await screen.findByTestId('timesheet-empty')).toBeTruthy();
    // Without changes, the weeks go by without a question.
    fireEvent.click(screen.getByTestId('timesheet-prev'));
    await waitFor(() => expect(router.state.location.search).toBe('?week=2030-01-14'));
  }, 30_000);

  it('lets an administrator change a locked day and pick whose week it is', async () => {
    server(undefined, [{ id: 2, name: 'Anna Admin' }, { id: 4, name: 'Konrad Kontraktor' }]);
    const router = renderScreen(<TimesheetPage route={route} />, { path: '/czasy/tydzien', at: '/czasy/tydzien?week=2030-01-14', role: 'Administrator' });
    await screen.findByTestId('timesheet-grid');
    expect(cell('1-0', '2030-01-20').readOnly).toBe(false);
    fireEvent.mouseDown(await screen.findByTestId('timesheet-user'));
    fireEvent.click(await screen.findByRole('option', { name: 'Konrad Kontraktor' }));
    await waitFor(() => expect(router.state.location.search).toBe('?week=2030-01-14&user_id=4'));
    // The list switch keeps the person and the week.
    expect(screen.getByTestId('time-view-list').getAttribute('href')).toBe('/czasy?user_id=4&from=2030-01-14&to=2030-01-20');
  }, 30_000);
});
