import { PROJECT_SUBJECTS } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { dateTime } from '../../components/resource/renderers';
import { projectColumns, projectFilters } from './index';
import { mayWriteProject } from './project-access';
import { detailsAction, unarchiveAction } from './project-actions';
import type { ProjectRow } from './project-cells';
import { ActiveProjectsLink } from './project-links';
import { ProjectItemDetails } from './project-summary';

/** Archived projects: /projekty/archiwalne, the same API list with `archived=true`; restore on each row. */
export const archivedProjects = defineResource<ProjectRow>({
  name: 'projects',
  path: '/api/projects',
  subject: PROJECT_SUBJECTS,
  routes: { list: '/projekty/archiwalne' },
  labelKey: (field) => `projects.fields.${field}`,
  list: {
    columns: [...projectColumns.filter((c) => !['created_at', 'deadline'].includes(c.field)), { field: 'archived_at', width: 150, render: dateTime('archived_at') }],
    filters: projectFilters,
    defaultSort: { field: 'name', order: 'asc' },
    fixedQuery: { archived: 'true' },
    headerExtras: ActiveProjectsLink,
  },
  itemDetails: ProjectItemDetails,
  rowActions: [detailsAction, unarchiveAction],
  rowWritable: (row, { user }) => mayWriteProject(user, row, 'usuwanie'),
  actions: { edit: false },
});
