import { Alert, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '@harmony/shared';
import { PageHeading } from '../../components/page-heading';
import { isApiError } from '../../lib/api';
import { fetchSettings, SETTINGS_KEY } from './settings-api';
import { SettingsForm } from './settings-form';

/** /administrator/ustawienia: the settings list, edited and saved as a whole. */
export function SettingsPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: SETTINGS_KEY, queryFn: fetchSettings, staleTime: 0 });
  return (
    <>
      <PageHeading>{t(`routes.${route.name}`)}</PageHeading>
      {query.isPending ? (
        <CircularProgress aria-label={t('app.loading')} />
      ) : query.error ? (
        <Alert severity="error">{(isApiError(query.error) && query.error.message) || t('settingsForm.loadFailed')}</Alert>
      ) : (
        <SettingsForm initial={query.data} />
      )}
    </>
  );
}
