import { useState } from 'react';
import { Alert, Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { showToast } from '../../lib/alerts/alerts-store';
import { useCan } from '../../lib/can/use-can';
import { useLocale } from '../../lib/i18n/use-locale';
import { ConfirmDialog } from '../confirm-dialog';
import { formatDateTime } from '../resource/renderers';
import type { EditExtrasProps } from '../resource/resource-definition';
import type { ResourceRow } from '../resource/types';
import { VersionCompare } from './version-compare';
import { fetchVersions, restoreVersion, versionsKey } from './versions-api';

export interface VersionsPanelProps {
  /** The record's API path (`/api/posts/12`). */
  itemPath: string;
  /** The record now, as its form has it loaded. */
  current: ResourceRow;
  /** The permission subject: restoring needs edycja on it. */
  subject: string;
  labelKey(field: string): string;
  /** A restore saved an old version as the record's newest: the form shows it. */
  onRestored(record: ResourceRow): void;
}

/**
 * A record's versions (every save keeps one), newest first: each compared with the record now and, but the
 * newest, restored after a confirmation — the restore is saved as the next version, so nothing is lost.
 */
export function VersionsPanel({ itemPath, current, subject, labelKey, onRestored }: VersionsPanelProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const canRestore = useCan()({ permission: subject, verb: 'edycja' });
  const client = useQueryClient();
  const versions = useQuery({ queryKey: versionsKey(itemPath), queryFn: () => fetchVersions(itemPath) });
  const [comparing, setComparing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const newest = versions.data?.[0]?.version;

  const restore = async (version: number) => {
    try {
      const answer = await restoreVersion<ResourceRow>(itemPath, version);
      const list = await client.fetchQuery({ queryKey: versionsKey(itemPath), queryFn: () => fetchVersions(itemPath), staleTime: 0 });
      showToast(t('versions.restored', { version, current: list[0]?.version ?? version }), 'success');
      onRestored(answer.data);
    } catch (error) {
      showToast((isApiError(error) && error.message) || t('errors.genericToast'), 'error');
    } finally {
      setRestoring(null);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="versions-title" data-testid="versions-panel">
      <Typography variant="h6" component="h2" id="versions-title" gutterBottom>{t('versions.title')}</Typography>
      {versions.error ? (
        <Alert severity="error">{(isApiError(versions.error) && versions.error.message) || t('errors.genericToast')}</Alert>
      ) : versions.data?.length === 0 ? (
        <Typography color="text.secondary">{t('versions.empty')}</Typography>
      ) : (
        <List dense disablePadding>
          {(versions.data ?? []).map((v) => (
            <ListItem key={v.version} divider data-testid={`version-${v.version}`} disableGutters
              secondaryAction={(
                <Stack direction="row" spacing={1}>
                  {v.version !== newest && (
                    <Button size="small" onClick={() => setComparing(v.version)} data-testid={`version-compare-${v.version}`}>{t('versions.compare')}</Button>
                  )}
                  {canRestore && v.version !== newest && (
                    <Button size="small" onClick={() => setRestoring(v.version)} data-testid={`version-restore-${v.version}`}>{t('versions.restore')}</Button>
                  )}
                </Stack>
              )}>
              <ListItemText
                primary={`${t('versions.version', { version: v.version })}${v.version === newest ? ` (${t('versions.current')})` : ''}`}
                secondary={t('versions.by', { date: formatDateTime(v.created_at, locale), user: v.user?.name ?? '—' })}
              />
            </ListItem>
          ))}
        </List>
      )}
      {comparing !== null && (
        <VersionCompare itemPath={itemPath} version={comparing} current={current} labelKey={labelKey} onClose={() => setComparing(null)} />
      )}
      <ConfirmDialog
        open={restoring !== null}
        title={t('versions.restore')}
        text={t('versions.restoreConfirm', { version: restoring ?? '' })}
        destructive={false}
        onConfirm={() => restoring !== null && restore(restoring)}
        onClose={() => setRestoring(null)}
      />
    </Paper>
  );
}

/** A resource's edit extra (`editExtras`): the record's versions panel, a restore shown in its form. */
export function VersionsExtra<T extends ResourceRow>({ id, resource, record, onReplaced }: EditExtrasProps<T>) {
  return (
    <VersionsPanel itemPath={`${resource.path}/${id}`} current={record} subject={resource.subject} labelKey={resource.labelKey}
      onRestored={(row) => onReplaced(row as T)} />
  );
}
