import { Paper, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '@harmony/shared';
import { PageHeading } from '../../components/page-heading';
import { NotificationList } from './notification-list';
import { NotificationPreferences } from './notification-preferences';

/** /powiadomienia (issue 28): every notification one received, and where each kind goes. */
export function NotificationCentrePage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <PageHeading>{t(`routes.${route.name}`)}</PageHeading>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <NotificationList />
      </Paper>
      <NotificationPreferences />
    </Stack>
  );
}
