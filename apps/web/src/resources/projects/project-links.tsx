import Archive from '@mui/icons-material/Archive';
import Work from '@mui/icons-material/Work';
import { projectsContract } from '@harmony/shared';
import { headingLink } from '../../components/heading-link';

/** The archive: the same API list with `archived=true`, under the projects' segment. */
export const ARCHIVED_PROJECTS_ROUTE = `${projectsContract.segment}/archiwalne`;

/** Beside the heading: from the active projects to the archive, and back. */
export const ArchivedProjectsLink = headingLink({
  to: ARCHIVED_PROJECTS_ROUTE, icon: <Archive />, label: 'routes.projectsArchived', testId: 'projects-archived-link',
});

export const ActiveProjectsLink = headingLink({
  to: projectsContract.segment, icon: <Work />, label: 'webProjects.projects.active', testId: 'projects-active-link',
});
