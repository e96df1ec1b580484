import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLES, CRM_MENU, type RouteDef } from '@harmony/shared';
import { PageHeading } from '../../components/page-heading';
import { useAuth } from '../../lib/auth/use-auth';
import { useCan } from '../../lib/can/use-can';
import { useVisibleMenu } from '../../lib/menu/use-visible-menu';
import { menuLeaves } from '../../lib/menu/visible-menu';
import { AdminBlock } from './admin-block';
import { DASHBOARD_KEY, fetchDashboard } from './dashboard-api';
import { HoursCards } from './hours-cards';
import { MyProjectsCard } from './my-projects-card';
import { RunningTimerCard } from './running-timer-card';
import { ShortcutCards } from './shortcut-cards';

export function DashboardPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const allows = useCan();
  const dashboard = useQuery({ queryKey: DASHBOARD_KEY, queryFn: fetchDashboard, enabled: Boolean(user), refetchOnWindowFocus: true });
  const shortcuts = menuLeaves(useVisibleMenu(CRM_MENU)).filter((item) => item.path !== '/');
  if (!user) return null;
  const roles = user.roles.map((role) => t(`roleNames.${role}`, { defaultValue: role })).join(', ');
  const isAdmin = allows({ roles: ADMIN_ROLES, permission: 'Timer__lista__online' });
  const canTimer = allows({ permission: 'Timer' });
  const data = dashboard.data;

  return (
    <>
      <PageHeading>{t(`routes.${route.name}`)}</PageHeading>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Typography variant="h5" component="p" data-testid="dashboard-greeting" gutterBottom>
          {t('dashboard.greeting', { name: user.first_name || user.email })}
        </Typography>
        <Typography color="text.secondary" data-testid="dashboard-roles">
          {t('dashboard.roles', { roles })}
        </Typography>
      </Paper>
      <Stack spacing={2} sx={{ mb: 3 }} component="section" aria-label={t('webTime.dashboard.myWork')}>
        {dashboard.isError && <Alert severity="warning">{t('webTime.dashboard.loadFailed')}</Alert>}
        <HoursCards hours={data?.hours} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: canTimer ? '1fr 2fr' : '1fr' } }}>
          {canTimer && <RunningTimerCard timer={data?.timer} />}
          <MyProjectsCard projects={data?.projects} />
        </Box>
        {isAdmin && <AdminBlock admin={data?.admin} />}
      </Stack>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('dashboard.shortcuts')}
      </Typography>
      <ShortcutCards items={shortcuts} />
    </>
  );
}
