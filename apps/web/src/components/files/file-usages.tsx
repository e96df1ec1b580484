import { Alert, CircularProgress, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FILE_USAGES_LIMIT, filesContract, fileUsagesPath, type FileUsage } from '@harmony/shared';
import { api } from '../../lib/api';
import { useMayOpen } from '../../lib/can/route-access';
import { useLocale } from '../../lib/i18n/use-locale';
import { resourceKeys } from '../resource/resource-api';
import { usageListRoute, usagePath } from './usage-links';

/**
 * "Used in": the records that show a library file (GET /api/files/{id}/usages, the first FILE_USAGES_LIMIT),
 * each a link to where it is edited — a link only for whoever may open that screen.
 */
export function FileUsages({ fileId }: { fileId: number }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const mayOpen = useMayOpen();
  const usages = useQuery({
    // Under the file's own key: a save or delete in the library refreshes it.
    queryKey: [...resourceKeys.item(filesContract.name, fileId), 'usages'],
    queryFn: ({ signal }) => api.get<{ data: FileUsage[] }>(fileUsagesPath(fileId), { silent: true, signal }),
  });
  const list = usages.data?.data ?? [];

  return (
    <Stack spacing={0.5} component="section" aria-labelledby={`file-usages-${fileId}`}>
      <Typography variant="subtitle2" component="h3" id={`file-usages-${fileId}`}>{t('filesLibrary.usages')}</Typography>
      {usages.isPending ? (
        <CircularProgress size={20} aria-label={t('app.loading')} />
      ) : usages.error ? (
        <Alert severity="info">{t('errors.genericToast')}</Alert>
      ) : list.length === 0 ? (
        <Typography color="text.secondary" data-testid="file-usages-none">{t('filesLibrary.usagesNone')}</Typography>
      ) : (
        <>
          <List dense disablePadding data-testid="file-usages">
            {list.map((usage) => {
              const path = usagePath(usage);
              const testId = `file-usage-${usage.kind}-${usage.id}`;
              return (
                <ListItem key={`${usage.kind}-${usage.id}`} disableGutters>
                  <ListItemText
                    primary={mayOpen(path) ? <Link component={RouterLink} to={to(path)} data-testid={testId}>{usage.name}</Link> : <span data-testid={testId}>{usage.name}</span>}
                    secondary={t(`routes.${usageListRoute(usage.kind)}`)}
                  />
                </ListItem>
              );
            })}
          </List>
          {list.length >= FILE_USAGES_LIMIT && <Typography variant="body2" color="text.secondary">{t('filesLibrary.usagesMore', { count: list.length })}</Typography>}
        </>
      )}
    </Stack>
  );
}
