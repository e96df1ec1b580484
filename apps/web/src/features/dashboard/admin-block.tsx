import { lazy, Suspense, useRef } from 'react';
import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { OnlineUser } from '@harmony/shared/resources/timer-state';
import { useNearViewport } from '../../lib/hooks/use-near-viewport';
import { useIdleReady } from '../../lib/idle/use-idle-ready';
import { LiveIndicator } from '../../components/online/live-indicator';
import { OnlineTable } from '../../components/online/online-table';
import { useOnlineUsers } from '../../components/online/use-online-users';
import type { Dashboard } from './dashboard-api';
import { projectChartHeight } from './project-chart-height';

const ProjectHoursChart = lazy(() => import('./project-hours-chart'));

type Admin = NonNullable<Dashboard['admin']>;

/** The dashboard's own answer lists who works now too: shown until the live list is in, so the card does not grow later. */
const fromDashboard = (online: Admin['online']): OnlineUser[] => online.map((row) => ({ ...row, description: '' }));

/** Administrators: who is working now (live, the online screen's data) and hours by project this month. */
export function AdminBlock({ admin }: { admin: Admin }) {
  const { t } = useTranslation();
  const online = useOnlineUsers();
  // The chart (MUI X, a chunk of its own) is the heaviest part of the page: it loads once the rest is up,
  // and only when it is (nearly) in view.
  const chartCard = useRef<HTMLDivElement>(null);
  const idle = useIdleReady();
  const chartReady = useNearViewport(chartCard) && idle;
  const byProject = admin.by_project_month;
  const chartPlaceholder = <Skeleton variant="rectangular" height={projectChartHeight(byProject.length)} />;
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
            <OnlineTable users={online.isPending ? fromDashboard(admin.online) : online.users} compact />
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined" ref={chartCard}>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
            {t('webTime.dashboard.byProject')}
          </Typography>
          {!byProject.length ? (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              {t('webTime.dashboard.noHoursThisMonth')}
            </Typography>
          ) : chartReady ? (
            <Suspense fallback={chartPlaceholder}>
              <ProjectHoursChart rows={byProject} />
            </Suspense>
          ) : (
            chartPlaceholder
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
