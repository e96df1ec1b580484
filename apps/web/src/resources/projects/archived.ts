import { mayOnProject, projectsContract } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { dateTime } from '../../components/resource/renderers';
import { projectColumns, projectFilters } from './index';
import { detailsAction, unarchiveAction } from './project-actions';
import type { ProjectRow } from '../../components/projects/project-cells';
import { ActiveProjectsLink, ARCHIVED_PROJECTS_ROUTE } from './project-links';
import { ProjectItemDetails } from './project-summary';

/** Archived projects: /projekty/archiwalne, the same API list with `archived=true`; restore on each row. */
export const archivedProjects = defineResource<ProjectRow>({
  contract: projectsContract,
  routes: { list: ARCHIVED_PROJECTS_ROUTE },
  list: {
    columns: [...projectColumns.filter((c) => !['created_at', 'deadline'].includes(c.field)), { field: 'archived_at', width: 150, render: dateTime('archived_at') }],
    filters: projectFilters,
    fixedQuery: { archived: 'true' },
    headerExtras: ActiveProjectsLink,
  },
  itemDetails: ProjectItemDetails,
  rowActions: [detailsAction, unarchiveAction],
  rowWritable: (row, { user }) => mayOnProject(user, 'usuwanie', { leaderId: row.leader_id }),
  actions: { edit: false },
});
