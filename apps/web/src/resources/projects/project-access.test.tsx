import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mayOnProject, type Permission, projectsContract, ROUTES, type SessionUser } from '@harmony/shared';
import '../../lib/i18n/i18n';
import { ResourceFormPage } from '../../components/resource/resource-form-page';
import { ResourceListPage } from '../../components/resource/resource-list-page';
import { demoUser, setUpListScreens } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { projects } from './index';

const routeOf = (name: string) => ROUTES.find((r) => r.name === name)!;

/** A leader whose group was narrowed to Projekty__wlasne: they write only the projects they lead (modules/projects/access.ts). */
const ownOnly: SessionUser = {
  ...demoUser('Lider', 9),
  permissions: (['listowanie', 'dodawanie', 'edycja'] as const).map((action): Permission => ({ action, subject: 'Projekty__wlasne' })),
};

const project = (id: number, leaderId: number) => ({
  id, name: `Projekt ${id}`, customer: 'Klient', description: '', category_id: null, status_id: null, leader_id: leaderId,
  budget_hours: null, deadline: null, archived: false, archived_at: null, created_at: '2026-01-01T10:00:00Z', updated_at: '2026-01-01T10:00:00Z',
  category: null, status: null, leader: { id: leaderId, name: `Lider ${leaderId}` }, hours_used: 0, budget_used_percent: null,
});

/** The shared rule asked about a row as the web holds it (leader_id), as index.ts asks. */
const mayEdit = (user: SessionUser, row: { leader_id: number }) => mayOnProject(user, 'edycja', { leaderId: row.leader_id });

describe('project write access on the web (the shared rule the API applies too)', () => {
  setUpListScreens();

  it('reads the row the API sends (leader_id) with the rule the API applies to its own (leaderId)', () => {
    expect(mayEdit(ownOnly, project(1, 9))).toBe(true);
    expect(mayEdit(ownOnly, project(2, 4))).toBe(false);
    expect(mayEdit(demoUser('Lider', 9), project(2, 4))).toBe(true);
    expect(mayEdit(demoUser('Kontraktor', 9), project(1, 9))).toBe(false);
  });

  it('offers edit only on the rows a Projekty__wlasne leader leads', async () => {
    const rows = [project(1, 9), project(2, 4)];
    fakeServer(({ path }) => (path.startsWith(`${projectsContract.path}?`) ? { body: { data: rows, meta: { total: 2, page: 1, per_page: 25, last_page: 1 } } } : undefined));
    renderScreen(<ResourceListPage route={routeOf('projects')} resource={projects} />, { path: '/projekty', user: ownOnly });
    await screen.findByTestId('row-edit-1', {}, { timeout: 4000 });
    expect(screen.queryByTestId('row-edit-2')).toBeNull();
    expect(screen.queryByTestId('project-archive-2')).toBeNull();
    expect(screen.getByTestId('project-details-2')).toBeTruthy();
  }, 20_000);

  it("answers the edit screen of a project they don't lead with the forbidden page, not a form whose save fails", async () => {
    fakeServer(({ path }) => {
      if (path === projectsContract.itemPath(2)) return { body: project(2, 4) };
      if (path === `${projectsContract.path}/options`) return { body: { statuses: [], categories: [], leaders: [] } };
      return undefined;
    });
    // The app's root error page renders what the screen throws; the bare test router shows its message.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen(<ResourceFormPage route={routeOf('projectsEdit')} resource={projects} />, { path: '/projekty/:id/edycja', at: '/projekty/2/edycja', user: ownOnly });
    await waitFor(() => expect(document.body.textContent).toContain('Nie masz uprawnień do tej strony.'), { timeout: 4000 });
    expect(screen.queryByTestId('resource-form')).toBeNull();
  }, 20_000);
});
