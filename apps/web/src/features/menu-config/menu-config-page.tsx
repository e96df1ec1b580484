import { Alert, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '@harmony/shared';
import { PageHeading } from '../../components/page-heading';
import { isApiError } from '../../lib/api';
import { fetchMenu, MENU_KEY } from './menu-api';
import { MenuConfigForm } from './menu-config-form';

/** /administrator/menu: each section's enable flag, Polish display name and order. */
export function MenuConfigPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: MENU_KEY, queryFn: fetchMenu, staleTime: 0 });
  return (
    <>
      <PageHeading>{t(`routes.${route.name}`)}</PageHeading>
      {query.isPending ? (
        <CircularProgress aria-label={t('app.loading')} />
      ) : query.error ? (
        <Alert severity="error">{(isApiError(query.error) && query.error.message) || t('menuConfig.loadFailed')}</Alert>
      ) : (
        <MenuConfigForm initial={query.data.map(({ key, name, enabled }) => ({ key, name, enabled }))} />
      )}
    </>
  );
}
