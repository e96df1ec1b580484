import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, type AdminProjectsResponse, type UserProjectsResponse } from '@harmony/shared';
import '../../lib/i18n/i18n';
import { stubDesktopMedia } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { AdminProjectsPage } from './admin-projects-page';
import { UserProjectsPage } from './user-projects-page';

const project = (id: number, planned: number, worked: number) => ({
  project: { id, name: `Projekt ${id}`, customer: `Klient ${id}`, archived: false },
  planned_hours: planned,
  worked_hours: worked,
});
const people: AdminProjectsResponse = {
  month: '2026-03',
  data: [{ user: { id: 4, name: 'Kamil Kontraktor' }, projects: [project(7, 10, 5), project(8, 0, 2.5)], planned_hours: 10, worked_hours: 7.5 }],
};
const one: UserProjectsResponse = { user: { id: 4, name: 'Kamil Kontraktor' }, month: null, data: [project(7, 10, 5)], planned_hours: 10, worked_hours: 5 };
const route = (name: string) => ROUTES.find((r) => r.name === name)!;

describe('users × projects screens', () => {
  beforeEach(() => stubDesktopMedia());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('/administrator/projekty: each person with their projects, planned against worked, for the month in the URL', async () => {
    const { requests } = fakeServer((req) => (req.path.startsWith('/api/admin/projects?') ? { body: people } : undefined));
    renderScreen(<AdminProjectsPage route={route('adminProjects')} />, { path: '/administrator/projekty', at: '/administrator/projekty?month=2026-03' });
    const person = await screen.findByTestId('admin-projects-user-4');
    expect(person.textContent).toContain('Kamil Kontraktor');
    expect(within(person).getByTestId('user-projects-4')).toBeTruthy();
    const row = screen.getByTestId('hours-project-8');
    expect(row.textContent).toContain('Projekt 8');
    expect(row.textContent).toContain('2,5');
    expect(requests.map((r) => r.path)).toContain('/api/admin/projects?month=2026-03&archived=false');
  });

  it('says so when nobody was planned or worked in the month', async () => {
    fakeServer((req) => (req.path.startsWith('/api/admin/projects?') ? { body: { month: '2026-03', data: [] } } : undefined));
    renderScreen(<AdminProjectsPage route={route('adminProjectsArchived')} />, { path: '/administrator/projekty/archiwalne' });
    expect((await screen.findByTestId('admin-projects-empty')).textContent).not.toBe('');
    expect(screen.queryByTestId('admin-projects')).toBeNull();
  });

  it('/administrator/uzytkownicy/{id}/projekty: one person all time, with the totals in the footer', async () => {
    const { requests } = fakeServer((req) => (req.path.startsWith('/api/users/4/projects?') ? { body: one } : undefined));
    renderScreen(<UserProjectsPage route={route('adminUsersProjects')} />, { path: '/administrator/uzytkownicy/:id/projekty', at: '/administrator/uzytkownicy/4/projekty?month=all' });
    const table = await screen.findByTestId('user-projects');
    expect(within(table).getByTestId('hours-project-7').textContent).toContain('Klient 7');
    const footer = table.querySelector('tfoot')!;
    expect(footer.textContent).toContain('10');
    expect(footer.textContent).toContain('5');
    expect(requests.map((r) => r.path)).toContain('/api/users/4/projects?archived=all');
  });

  it('shows the API error instead of the table', async () => {
    fakeServer((req) => (req.path.startsWith('/api/users/4/projects?') ? { status: 403, body: { message: 'Brak uprawnień.' } } : undefined));
    renderScreen(<UserProjectsPage route={route('adminUsersProjects')} />, { path: '/administrator/uzytkownicy/:id/projekty', at: '/administrator/uzytkownicy/4/projekty' });
    expect(await screen.findByText('Brak uprawnień.')).toBeTruthy();
    expect(screen.queryByTestId('user-projects')).toBeNull();
  });
});
