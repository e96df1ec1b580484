import { lazy, memo, Suspense, useDeferredValue, useMemo } from 'react';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLES, CRM_MENU, type RouteDef } from '@harmony/shared';
import { PageHeading } from '../../components/page-heading';
import { useAuth } from '../../lib/auth/use-auth';
import { useCan } from '../../lib/can/use-can';
import { useVisibleMenu } from '../../lib/menu/use-visible-menu';
import { menuLeaves, type VisibleMenuItem } from '../../lib/menu/visible-menu';
import { AdminBlock } from './admin-block';
import { DASHBOARD_KEY, fetchDashboard, type Dashboard } from './dashboard-api';
import { HoursCards } from './hours-cards';
import { MyProjectsCard } from './my-projects-card';
import { RunningTimerCard } from './running-timer-card';
import { ShortcutCards } from './shortcut-cards';

// Only those who may see the shop load its card (its own chunk and call).
const ShopSummaryCard = lazy(() => import('../../components/shop/shop-summary-card').then((m) => ({ default: m.ShopSummaryCard })));

export function DashboardPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const allows = useCan();
  const dashboard = useQuery({ queryKey: DASHBOARD_KEY, queryFn: fetchDashboard, enabled: Boolean(user), refetchOnWindowFocus: true });
  const visibleMenu = useVisibleMenu(CRM_MENU);
  const shortcuts = useMemo(() => menuLeaves(visibleMenu).filter((item) => item.path !== '/'), [visibleMenu]);
  // Most of the page waits for the answer; when it comes React renders that part in the background, in
  // slices, instead of in one long task (the query's update itself cannot be split).
  const data = useDeferredValue(dashboard.data);
  const answered = useDeferredValue(!dashboard.isPending);
  const failed = useDeferredValue(dashboard.isError);
  if (!user) return null;
  const roles = user.roles.map((role) => t(`roleNames.${role}`, { defaultValue: role })).join(', ');

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
      <DashboardBody
        data={data}
        answered={answered}
        failed={failed}
        isAdmin={allows({ roles: ADMIN_ROLES, permission: 'Timer__lista__online' })}
        canTimer={allows({ permission: 'Timer' })}
        canShop={allows({ permission: 'Sklep__zamowienia|Sklep__produkty' })}
        shortcuts={shortcuts}
      />
    </>
  );
}

interface DashboardBodyProps {
  data: Dashboard | undefined;
  /** The dashboard call has answered (data or an error). */
  answered: boolean;
  failed: boolean;
  isAdmin: boolean;
  canTimer: boolean;
  canShop: boolean;
  shortcuts: VisibleMenuItem[];
}

/**
 * My work and the shortcuts. Below the hours nothing shows before the answer: the cards, the admin block
 * and the shortcuts appear together, so nothing on screen moves when the projects list fills (CLS).
 */
const DashboardBody = memo(function DashboardBody({ data, answered, failed, isAdmin, canTimer, canShop, shortcuts }: DashboardBodyProps) {
  const { t } = useTranslation();
  return (
    <>
      <Stack spacing={2} sx={{ mb: 3 }} component="section" aria-label={t('webTime.dashboard.myWork')}>
        {failed && <Alert severity="warning">{t('webTime.dashboard.loadFailed')}</Alert>}
        <HoursCards hours={data?.hours} />
        {answered && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: canTimer ? '1fr 2fr' : '1fr' } }}>
            {canTimer && <RunningTimerCard timer={data?.timer} />}
            <MyProjectsCard projects={data?.projects} />
          </Box>
        )}
        {isAdmin && data?.admin && <AdminBlock admin={data.admin} />}
        {answered && canShop && (
          <Suspense fallback={null}>
            <ShopSummaryCard />
          </Suspense>
        )}
      </Stack>
      {answered && (
        <>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('dashboard.shortcuts')}
          </Typography>
          <ShortcutCards items={shortcuts} />
        </>
      )}
    </>
  );
});
