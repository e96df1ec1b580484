import { lazy, Suspense } from 'react';
import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LiveIndicator } from '../online/live-indicator';
import { OnlineTable } from '../online/online-table';
import { useOnlineUsers } from '../online/use-online-users';
import type { Dashboard } from './dashboard-api';

const ProjectHoursChart = lazy(() => import('./project-hours-chart'));

/** Administrators: who is working now (live, the online screen's data) and hours by project this month. */
export function AdminBlock({ admin }: { admin: Dashboard['admin'] | undefined }) {
  const { t } = useTranslation();
  const online = useOnlineUsers();
  const byProject = admin?.by_project_month ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }} data-testid="dashboard-admin">
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
              {t('webTime.dashboard.online')}
            </Typography>
            <LiveIndicator live={online.live} />
          </Stack>
          <Box data-testid="dashboard-online">
            {online.isPending ? <Skeleton height={80} /> : <OnlineTable users={online.users} compact />}
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
            {t('webTime.dashboard.byProject')}
          </Typography>
          {byProject.length ? (
            <Suspense fallback={<Skeleton variant="rectangular" height={200} />}>
              <ProjectHoursChart rows={byProject} />
            </Suspense>
          ) : (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              {t('webTime.dashboard.noHoursThisMonth')}
            </Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
