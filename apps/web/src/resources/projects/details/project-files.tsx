import { useRef, useState } from 'react';
import { Alert, Button, IconButton, Link, List, ListItem, ListItemText, Paper, Stack, Tooltip, Typography } from '@mui/material';
import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLES, FILE_EXTENSIONS, PROJECT_SUBJECTS, type StoredFile } from '@harmony/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../components/resource/renderers';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/use-auth';
import { useCan } from '../../../lib/can/use-can';
import { formatFileSize } from '../../../lib/i18n/file-size';
import { useLocale } from '../../../lib/i18n/use-locale';
import { deleteFile, fetchProjectFiles, projectDetailsKeys, uploadProjectFiles } from './project-details-api';

const ACCEPT = FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/**
 * Files attached to the project (GET/POST /api/projects/{id}/files): download, upload several at once, delete.
 * As the files API decides: attaching needs edycja on projects; deleting, besides, being the uploader or an administrator.
 */
export function ProjectFiles({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const allows = useCan();
  const canWrite = allows({ permission: PROJECT_SUBJECTS, verb: 'edycja' });
  const mayDelete = (file: StoredFile) => canWrite && (allows({ roles: ADMIN_ROLES }) || (user !== null && file.uploaded_by?.id === user.id));
  const { locale } = useLocale();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<StoredFile | null>(null);
  const key = projectDetailsKeys.files(projectId);
  const files = useQuery({ queryKey: key, queryFn: () => fetchProjectFiles(projectId) });

  const upload = async (list: FileList | null) => {
    if (!list?.length) return;
    setProblems([]);
    setBusy(true);
    try {
      await uploadProjectFiles(projectId, [...list]);
      await client.invalidateQueries({ queryKey: key });
    } catch (error) {
      setProblems(isApiError(error) && error.fieldErrors ? Object.values(error.fieldErrors).flat() : []);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="project-files-title" data-testid="project-files">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" id="project-files-title">
          {t('webProjects.details.files')}
        </Typography>
        {canWrite && (
          <>
            <input ref={input} type="file" multiple hidden accept={ACCEPT} onChange={(e) => void upload(e.target.files)} data-testid="project-files-input" />
            <Button startIcon={<AttachFile />} onClick={() => input.current?.click()} disabled={busy} data-testid="project-files-upload">
              {t('webProjects.details.attach')}
            </Button>
          </>
        )}
      </Stack>
      {problems.length > 0 && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {problems.join(' ')}
        </Alert>
      )}
      {files.error ? (
        <Alert severity="info">{t('webProjects.details.filesUnavailable')}</Alert>
      ) : !files.isPending && !files.data?.data.length ? (
        <Typography color="text.secondary">{t('webProjects.details.noFiles')}</Typography>
      ) : (
        <List dense>
          {(files.data?.data ?? []).map((file) => (
            <ListItem
              key={file.id}
              disableGutters
              secondaryAction={
                mayDelete(file) && (
                  <Tooltip title={t('resourceList.delete')}>
                    <IconButton edge="end" aria-label={t('resourceList.delete')} onClick={() => setDeleting(file)} data-testid={`project-file-delete-${file.id}`}>
                      <DeleteOutline />
                    </IconButton>
                  </Tooltip>
                )
              }
            >
              <ListItemText
                primary={
                  <Link href={file.url} target="_blank" rel="noopener">
                    {file.name}
                  </Link>
                }
                secondary={[formatFileSize(file.size, locale), file.uploaded_by?.name, formatDateTime(file.created_at, locale)].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('webProjects.details.deleteFile')}
        text={deleting?.name ?? ''}
        onConfirm={async () => {
          if (deleting) await deleteFile(deleting.id).catch(() => undefined);
          setDeleting(null);
          await client.invalidateQueries({ queryKey: key });
        }}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
