import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectFormOptions } from '@harmony/shared';
import '../../lib/i18n/i18n';
import { ResourceFormView } from '../../components/resource/form/resource-form';
import { stubDesktopMedia } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { projects } from './index';
import type { ProjectRow } from '../../components/projects/project-cells';
import { ProjectSummary } from './project-summary';
import { projectsContract } from '@harmony/shared';

/** A project as GET /api/projects/{id} gives it; `money: false` as a caller who may not see its money gets it. */
const project = (money: boolean): ProjectRow => {
  const row: ProjectRow = {
    id: 5, name: 'Sklep', customer: 'Acme', description: '', category_id: null, status_id: null, leader_id: 9,
    budget_hours: 100, deadline: null, archived: false, archived_at: null, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
    category: null, status: null, leader: { id: 9, name: 'Lena Liderska' }, hours_used: 87.85, budget_used_percent: 87.9,
  };
  return money ? { ...row, budget_amount: 10000, cost_used: 8785, cost_used_percent: 87.9 } : row;
};
const options: ProjectFormOptions = { statuses: [], categories: [], leaders: [{ id: 9, name: 'Lena Liderska' }] };

describe('a project’s money on screen', () => {
  beforeEach(stubDesktopMedia);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each([
    ['pl', '/projekty/5/szczegoly', '87,9\u00a0%', '10\u00a0000,00\u00a0zł'],
    ['en', '/en/projekty/5/szczegoly', '87.9%', 'PLN\u00a010,000.00'],
  ])('shows hours to everyone and money only when the API gave it (%s)', async (_locale, path, percent, amount) => {
    renderScreen(<ProjectSummary project={project(true)} />, { path });
    expect((await screen.findByTestId('project-budget-hours-percent')).textContent).toContain(percent);
    expect((screen.getByTestId('project-budget-cost-percent')).textContent).toContain(percent);
    expect(screen.getByTestId('project-budget-amount').textContent).toContain(amount);
    cleanup();

    renderScreen(<ProjectSummary project={project(false)} />, { path });
    expect((await screen.findByTestId('project-budget-hours-percent')).textContent).toContain(percent);
    expect(screen.queryByTestId('project-budget-cost')).toBeNull();
    expect(screen.queryByTestId('project-budget-amount')).toBeNull();
  });

  it('leaves the budget amount out of the edit form of a project whose money the API left out', async () => {
    fakeServer(({ path }) => (path === `${projectsContract.path}/options` ? { body: options } : undefined));
    renderScreen(<ResourceFormView resource={projects} id={5} record={project(false)} onSaved={() => undefined} onCancel={() => undefined} />);
    await screen.findByTestId('resource-form');
    expect(screen.queryByTestId('field-budget_hours')).not.toBeNull();
    expect(screen.queryByTestId('field-budget_amount')).toBeNull();
    cleanup();

    renderScreen(<ResourceFormView resource={projects} id={5} record={project(true)} onSaved={() => undefined} onCancel={() => undefined} />);
    await screen.findByTestId('resource-form');
    expect((screen.getByTestId('field-budget_amount') as HTMLInputElement).value).toBe('10000');
    cleanup();

    // A new project: whoever may create one sets its budget.
    renderScreen(<ResourceFormView resource={projects} onSaved={() => undefined} onCancel={() => undefined} />);
    await screen.findByTestId('resource-form');
    expect(screen.queryByTestId('field-budget_amount')).not.toBeNull();
  }, 30_000);
});
