import type { ComponentType } from 'react';
import { Alert, Button, CircularProgress, Grid, Paper, Stack, Typography } from '@mui/material';
import Archive from '@mui/icons-material/Archive';
import CalendarViewMonth from '@mui/icons-material/CalendarViewMonth';
import Edit from '@mui/icons-material/Edit';
import Unarchive from '@mui/icons-material/Unarchive';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PROJECT_SUBJECTS, type RouteDef, mayOnProject } from '@harmony/shared';
import { NotesPanel } from '../../../components/notes-panel/notes-panel';
import { PageHeading } from '../../../components/page-heading';
import { resourceKeys } from '../../../components/resource/resource-api';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/use-auth';
import { useLocale } from '../../../lib/i18n/use-locale';
import { allocationPath, setProjectArchived } from '../project-actions';
import { ProjectSummary } from '../project-summary';
import { fetchProject } from './project-details-api';
import { FilesPanel } from '../../../components/files/files-panel';
import { ProjectTeam } from './project-team';

/**
 * /projekty/{id}/szczegoly: the project's facts and budget use, its team (planned against worked), its
 * time entries with totals, notes and attached files.
 */
export interface ProjectDetailsProps {
  route: RouteDef;
  /**
   * The project's time entries: the time-entries resource narrowed to it. A resource never imports another,
   * so the app's screen table (app/router/screens.ts) hands it in.
   */
  TimeEntries?: ComponentType<{ projectId: number }>;
}

export function ProjectDetailsPage({ route, TimeEntries }: ProjectDetailsProps) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const { user } = useAuth();
  const id = Number(useParams().id);
  const project = useQuery({ queryKey: resourceKeys.item('projects', id), queryFn: () => fetchProject(id), staleTime: 0 });

  if (project.isPending) return <CircularProgress aria-label={t('app.loading')} />;
  if (project.error || !project.data) {
    return (
      <>
        <PageHeading>{t(`routes.${route.name}`)}</PageHeading>
        <Alert severity="error" data-testid="project-load-error">
          {(isApiError(project.error) && project.error.message) || t('resourceForm.loadFailed')}
        </Alert>
      </>
    );
  }

  const p = project.data;
  const canWrite = mayOnProject(user, 'edycja', { leaderId: p.leader_id });
  return (
    <Stack spacing={3} data-testid="project-details">
      <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <div>
          <Typography variant="overline" color="text.secondary">
            {t(`routes.${route.name}`)}
            {p.archived ? ` · ${t('webProjects.projects.archivedBadge')}` : ''}
          </Typography>
          <PageHeading>{p.name}</PageHeading>
        </div>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={Link} to={to(allocationPath(id))} variant="outlined" startIcon={<CalendarViewMonth />} data-testid="project-allocation-link">
            {t('webProjects.projects.allocation')}
          </Button>
          {canWrite && (
            <>
              <Button
                variant="outlined"
                startIcon={p.archived ? <Unarchive /> : <Archive />}
                onClick={() => void setProjectArchived(id, !p.archived).catch(() => undefined)}
                data-testid="project-archive-toggle"
              >
                {t(p.archived ? 'webProjects.projects.unarchive' : 'webProjects.projects.archive')}
              </Button>
              <Button component={Link} to={to(`/projekty/${id}/edycja`)} variant="contained" startIcon={<Edit />} data-testid="project-edit-link">
                {t('resourceList.edit')}
              </Button>
            </>
          )}
        </Stack>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <ProjectSummary project={p} />
      </Paper>
      <ProjectTeam projectId={id} />
      {TimeEntries && <TimeEntries projectId={id} />}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <NotesPanel type="projects" id={id} subject={PROJECT_SUBJECTS} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FilesPanel type="projects" id={id} subject={PROJECT_SUBJECTS} />
        </Grid>
      </Grid>
    </Stack>
  );
}
