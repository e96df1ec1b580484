import Archive from '@mui/icons-material/Archive';
import Unarchive from '@mui/icons-material/Unarchive';
import Visibility from '@mui/icons-material/Visibility';
import { mayOnProject, type Project, projectsContract } from '@harmony/shared';
import { resourceKeys } from '../../components/resource/resource-api';
import type { RowAction } from '../../components/resource/types';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import type { ProjectRow } from '../../components/projects/project-cells';

/** POST /api/projects/{id}/archive or /unarchive; the server's message is the alert. Both lists refresh. */
export async function setProjectArchived(id: number, archive: boolean): Promise<void> {
  await api.post<{ message: string; data: Project }>(`${projectsContract.itemPath(id)}/${archive ? 'archive' : 'unarchive'}`);
  await queryClient.invalidateQueries({ queryKey: resourceKeys.all('projects') });
}

export const detailsPath = (id: number) => `/projekty/${id}/szczegoly`;
export const allocationPath = (id: number) => `/projekty/${id}/alokacja`;

export const detailsAction: RowAction<ProjectRow> = {
  key: 'details',
  label: 'webProjects.projects.details',
  icon: <Visibility />,
  testId: (row) => `project-details-${row.id}`,
  run: (row, ctx) => ctx.navigate(detailsPath(row.id)),
};

export const archiveAction: RowAction<ProjectRow> = {
  key: 'archive',
  label: 'webProjects.projects.archive',
  icon: <Archive />,
  testId: (row) => `project-archive-${row.id}`,
  shown: (row, ctx) => !row.archived && mayOnProject(ctx.user, 'edycja', { leaderId: row.leader_id }),
  run: (row) => setProjectArchived(row.id, true).catch(() => undefined),
};

export const unarchiveAction: RowAction<ProjectRow> = {
  key: 'unarchive',
  label: 'webProjects.projects.unarchive',
  icon: <Unarchive />,
  testId: (row) => `project-unarchive-${row.id}`,
  shown: (row, ctx) => row.archived && mayOnProject(ctx.user, 'edycja', { leaderId: row.leader_id }),
  run: (row) => setProjectArchived(row.id, false).catch(() => undefined),
};
