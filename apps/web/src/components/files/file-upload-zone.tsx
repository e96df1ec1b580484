import { useRef, useState, type DragEvent } from 'react';
import { Alert, Box, Button, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import CloudUpload from '@mui/icons-material/CloudUploadOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MAX_UPLOAD_MB, FILE_EXTENSIONS, MAX_FILES_PER_UPLOAD } from '@harmony/shared';
import { resourceKeys } from '../resource/resource-api';
import { useListUrlState } from '../resource/list/use-list-url-state';
import { showAlert } from '../../lib/alerts/alerts-store';
import { isApiError } from '../../lib/api';
import type { AnyResource } from '../resource/types';
import { useCan } from '../../lib/can/use-can';
import { useLocale } from '../../lib/i18n/use-locale';
import { ACCEPT, checkBeforeUpload, problemsOf, uploadFiles, type UploadProblem } from './upload-files';
import { UploadProgress } from './upload-progress';

/**
 * Above the files list: drop files or pick them, with the upload's progress; the refused ones are listed with the
 * reason. While the list is filtered by a folder, the files go into that folder.
 */
export function FileUploadZone({ resource }: { resource: AnyResource }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const allows = useCan();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  // The share sent of the upload under way (null: none).
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const folder = useListUrlState(resource).state.filters.folder;
  const busy = progress !== null;
  if (!allows({ permission: resource.subject, verb: 'dodawanie' })) return null;

  const send = async (files: File[]) => {
    if (!files.length || busy) return;
    const early = checkBeforeUpload(files, locale, t('filesLibrary.tooMany', { max: MAX_FILES_PER_UPLOAD }));
    setProblems(early);
    if (early.length) return;
    setProgress(0);
    try {
      showAlert((await uploadFiles(files, { folder, onProgress: setProgress })).message, 'success');
      void client.invalidateQueries({ queryKey: resourceKeys.all(resource.name) });
    } catch (error) {
      const problems = problemsOf(error, files);
      setProblems(problems.length ? problems : [{ name: '', message: (isApiError(error) && error.message) || t('errors.genericToast') }]);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void send([...event.dataTransfer.files]);
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Paper
        variant="outlined"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="files-dropzone"
        sx={{
          p: 2, textAlign: 'center', borderStyle: 'dashed', borderWidth: 2,
          borderColor: over ? 'primary.main' : 'divider', bgcolor: over ? 'action.hover' : 'background.paper',
        }}
      >
        <CloudUpload color={over ? 'primary' : 'action'} sx={{ fontSize: 40 }} aria-hidden />
        <Typography sx={{ mb: 1 }}>{t('filesLibrary.dropHere')}</Typography>
        <Button variant="contained" onClick={() => input.current?.click()} disabled={busy} data-testid="files-upload-button">
          {t('filesLibrary.pick')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={ACCEPT}
          aria-label={t('filesLibrary.pick')}
          data-testid="files-upload-input"
          onChange={(e) => void send([...(e.target.files ?? [])])}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('filesLibrary.limits', { count: MAX_FILES_PER_UPLOAD, mb: DEFAULT_MAX_UPLOAD_MB, types: FILE_EXTENSIONS.join(', ') })}
        </Typography>
        {folder && (
          <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="files-upload-folder">
            {t('filesLibrary.intoFolder', { folder })}
          </Typography>
        )}
        {progress !== null && <UploadProgress fraction={progress} />}
      </Paper>
      {problems.length > 0 && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setProblems([])} data-testid="files-upload-errors">
          {t('filesLibrary.refused')}
          <List dense disablePadding>
            {problems.map((p, i) => (
              <ListItem key={i} disableGutters>
                <ListItemText primary={p.name && !p.message.includes(p.name) ? `${p.name}: ${p.message}` : p.message} />
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
    </Box>
  );
}
