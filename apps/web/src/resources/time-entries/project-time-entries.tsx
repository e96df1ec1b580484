import { useMemo } from 'react';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../components/resource/list/resource-list';
import type { AnyResource } from '../../components/resource/types';
import { timeEntries } from '.';
import { TimeTotalsLine } from './time-totals';

/** The time list narrowed to one project: no project column or filter, all time by default, same totals. */
export function projectTimeEntries(projectId: number): AnyResource {
  const list = timeEntries.list;
  return {
    ...timeEntries,
    list: {
      ...list,
      columns: list.columns.filter((c) => c.field !== 'project'),
      filters: (list.filters ?? []).filter((f) => f.name !== 'project_id').map((f) => ({ ...f, defaultValue: undefined })),
      fixedQuery: { project_id: String(projectId) },
      aboveList: undefined,
      testId: 'project-time-entries',
    },
  };
}

export function ProjectTimeEntries({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const resource = useMemo(() => projectTimeEntries(projectId), [projectId]);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="project-time-title">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2" id="project-time-title">
          {t('webProjects.details.timeEntries')}
        </Typography>
        <TimeTotalsLine resource={resource} />
        <ResourceList resource={resource} />
      </Stack>
    </Paper>
  );
}
