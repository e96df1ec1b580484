import { Alert, CircularProgress, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '@harmony/shared';
import { PageHeading } from '../../components/page-heading';
import { LiveIndicator } from '../../components/online/live-indicator';
import { OnlineTable } from '../../components/online/online-table';
import { useOnlineUsers } from '../../components/online/use-online-users';

/** /administrator/online: who has a timer running, on what and for how long, updated live. */
export function OnlinePage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const online = useOnlineUsers();
  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <PageHeading>{t(`routes.${route.name}`)}</PageHeading>
        <LiveIndicator live={online.live} />
      </Stack>
      {online.isPending ? (
        <CircularProgress aria-label={t('app.loading')} />
      ) : online.isError && !online.users.length ? (
        <Alert severity="error">{t('webTime.common.loadFailed')}</Alert>
      ) : (
        <OnlineTable users={online.users} />
      )}
    </>
  );
}
