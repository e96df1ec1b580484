import { mayOnProject, projectsContract, routePath } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { dateTime } from '../../components/resource/renderers';
import { archiveAction, detailsAction } from './project-actions';
import { budgetHoursCell, categoryCell, deadlineCell, hoursUsedCell, leaderCell, statusCell, type ProjectRow } from '../../components/projects/project-cells';
import { projectForm } from './project-form';
import { ArchivedProjectsLink } from './project-links';
import { categoryOptions, leaderOptions, projectStatusOptions } from '../../components/projects/project-options';
import { ProjectItemDetails } from './project-summary';

export const projectColumns = [
  { field: 'id', width: 80, hidden: true },
  { field: 'name', flex: 2 },
  { field: 'customer', flex: 1.2 },
  { field: 'category', width: 120, render: categoryCell },
  { field: 'status', width: 100, render: statusCell },
  { field: 'leader', flex: 1, render: leaderCell },
  { field: 'budget_hours', width: 120, hidden: true, render: budgetHoursCell },
  { field: 'hours_used', width: 170, render: hoursUsedCell },
  { field: 'deadline', width: 100, render: deadlineCell },
  { field: 'created_at', hidden: true, width: 160, render: dateTime('created_at') },
];

export const projectFilters = [
  { name: 'category_id', kind: 'select' as const, options: categoryOptions },
  { name: 'status_id', kind: 'select' as const, options: projectStatusOptions },
  { name: 'leader_id', kind: 'select' as const, options: leaderOptions },
];

/**
 * Active projects: /projekty (+ /dodaj, /{id}/edycja). Hours used against the budget as a bar; details
 * (with the allocation behind it) and archive on each row (archive only where the user may change the project).
 */
export const projects = defineResource<ProjectRow>({
  contract: projectsContract,
  routes: { create: routePath('projectsCreate'), edit: routePath('projectsEdit') },
  list: {
    columns: projectColumns,
    filters: projectFilters,
    headerExtras: ArchivedProjectsLink,
  },
  form: projectForm,
  itemDetails: ProjectItemDetails,
  rowActions: [detailsAction, archiveAction],
  // Projekty__wlasne alone writes only the projects one leads (the API says so too).
  rowWritable: (row, { user }) => mayOnProject(user, 'edycja', { leaderId: row.leader_id }),
});
