import type { ReactNode } from 'react';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import Edit from '@mui/icons-material/Edit';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { RouteDef } from '@harmony/shared';
import { PageHeading } from '../../components/page-heading';
import { fetchOne } from '../../components/resource/resource-api';
import { isApiError } from '../../lib/api';
import { useLocale } from '../../lib/i18n/use-locale';

/**
 * The frame of a visitor's view of a gallery or slider (/galerie/{id}, /slidery/{id}): the record loaded by the
 * route's id, its name under the route's title, a link to edit it, and `children` drawing it.
 */
export function MediaSetPage<T extends { id: number; name: string }>({ route, path, editPath, children }: {
  route: RouteDef; path: string; editPath: string; children(record: T): ReactNode;
}) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const id = Number(useParams().id);
  const record = useQuery({ queryKey: ['media-set', path, id], queryFn: () => fetchOne<T & Record<string, unknown>>(path, id) });
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageHeading>{record.data ? `${t(`routes.${route.name}`)}: ${record.data.name}` : t(`routes.${route.name}`)}</PageHeading>
        {record.data && (
          <Button component={Link} to={to(editPath.replace(':id', String(id)))} startIcon={<Edit />} variant="outlined" data-testid="media-set-edit">
            {t('galleries.edit')}
          </Button>
        )}
      </Stack>
      {record.isPending && <CircularProgress aria-label={t('app.loading')} />}
      {record.error && <Alert severity="error">{(isApiError(record.error) && record.error.message) || t('resourceForm.loadFailed')}</Alert>}
      {record.data && children(record.data)}
    </Stack>
  );
}
