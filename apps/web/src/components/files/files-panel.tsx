import { useRef, useState } from 'react';
import { Alert, Box, Button, IconButton, Link, List, ListItem, ListItemText, Paper, Stack, Tooltip, Typography } from '@mui/material';
import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLES, filesContract, filesOfPath, type ListResponse, type StoredFile } from '@harmony/shared';
import { api, isApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth/use-auth';
import { useCan } from '../../lib/can/use-can';
import { formatFileSize } from '../../lib/i18n/file-size';
import { useLocale } from '../../lib/i18n/use-locale';
import { ConfirmDialog } from '../confirm-dialog';
import { formatDateTime } from '../resource/renderers';
import { FileThumbnail } from './file-thumbnail';
import { ACCEPT } from './upload-files';

export interface FilesPanelProps {
  /** The record's resource name (a notable type of the API: orders, products …) and id. */
  type: string;
  id: number;
  /** The record's permission subject(s): reading needs listowanie, attaching edycja (the files API's rule). */
  subject: string;
}

/**
 * Files attached to any record (GET/POST /api/{type}/{id}/files), beside its notes: download, attach several
 * at once (all or none), delete. Offered as the files API decides: attaching needs edycja on the record's
 * subject; deleting, besides, being the uploader or an administrator.
 */
export function FilesPanel({ type, id, subject }: FilesPanelProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { locale } = useLocale();
  const allows = useCan();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<StoredFile | null>(null);
  const canWrite = allows({ permission: subject, verb: 'edycja' });
  const mayDelete = (file: StoredFile) => canWrite && (allows({ roles: ADMIN_ROLES }) || (user !== null && file.uploaded_by?.id === user.id));
  const path = filesOfPath(type, id);
  const key = ['record-files', type, id];
  const files = useQuery({ queryKey: key, queryFn: () => api.get<ListResponse<StoredFile>>(`${path}?per_page=100`, { silent: true }) });

  const upload = async (list: FileList | null) => {
    if (!list?.length) return;
    setProblems([]);
    setBusy(true);
    try {
      const body = new FormData();
      [...list].forEach((file, i) => body.append(`files[${i}]`, file, file.name));
      await api.post(path, body);
      await client.invalidateQueries({ queryKey: key });
    } catch (error) {
      setProblems(isApiError(error) && error.fieldErrors ? Object.values(error.fieldErrors).flat() : []);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby={`${type}-files-title`} data-testid="files-panel">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" id={`${type}-files-title`}>{t('filesPanel.title')}</Typography>
        {canWrite && (
          <>
            <input ref={input} type="file" multiple hidden accept={ACCEPT} onChange={(e) => void upload(e.target.files)} data-testid="files-panel-input" />
            <Button startIcon={<AttachFile />} onClick={() => input.current?.click()} disabled={busy} data-testid="files-panel-attach">
              {t('filesPanel.attach')}
            </Button>
          </>
        )}
      </Stack>
      {problems.length > 0 && <Alert severity="error" sx={{ mb: 1 }}>{problems.join(' ')}</Alert>}
      {files.error ? (
        <Alert severity="info">{t('filesPanel.loadFailed')}</Alert>
      ) : !files.isPending && !files.data?.data.length ? (
        <Typography color="text.secondary" data-testid="files-panel-empty">{t('filesPanel.empty')}</Typography>
      ) : (
        <List dense data-testid="files-panel-list">
          {(files.data?.data ?? []).map((file) => (
            <ListItem
              key={file.id}
              disableGutters
              secondaryAction={mayDelete(file) && (
                <Tooltip title={t('filesPanel.delete')}>
                  <IconButton edge="end" aria-label={t('filesPanel.delete')} onClick={() => setDeleting(file)} data-testid={`files-panel-delete-${file.id}`}>
                    <DeleteOutline />
                  </IconButton>
                </Tooltip>
              )}
            >
              <Box sx={{ mr: 1.5, display: 'flex' }}><FileThumbnail file={file} size={32} /></Box>
              <ListItemText
                primary={<Link href={file.url} target="_blank" rel="noopener">{file.name}</Link>}
                secondary={[formatFileSize(file.size, locale), file.uploaded_by?.name, formatDateTime(file.created_at, locale)].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('filesPanel.confirmDelete')}
        text={deleting?.name ?? ''}
        onConfirm={async () => {
          if (deleting) await api.delete(filesContract.itemPath(deleting.id)).catch(() => undefined);
          setDeleting(null);
          await client.invalidateQueries({ queryKey: key });
        }}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
