import { Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CRM_MENU, type RouteDef } from '@harmony/shared';
import { PageHeading } from '../../components/page-heading';
import { useAuth } from '../../lib/auth/use-auth';
import { useVisibleMenu } from '../../lib/menu/use-visible-menu';
import { menuLeaves } from '../../lib/menu/visible-menu';
import { ShortcutCards } from './shortcut-cards';

export function DashboardPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const shortcuts = menuLeaves(useVisibleMenu(CRM_MENU)).filter((item) => item.path !== '/');
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
      <Typography variant="h6" component="h2" gutterBottom>
        {t('dashboard.shortcuts')}
      </Typography>
      <ShortcutCards items={shortcuts} />
    </>
  );
}
