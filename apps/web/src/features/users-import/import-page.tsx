import { useRef } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IMPORT_EXTENSIONS, USER_IMPORT_COLUMNS, usersContract, type ImportCommitResult, type ImportPreview, type RouteDef } from '@harmony/shared';
import { PageHeading } from '../../components/page-heading';
import { resourceKeys } from '../../components/resource/resource-api';
import { useImportFlow } from '../../components/import/use-import-flow';
import { commitImport, previewImport } from './import-api';
import { ImportColumnsHelp } from './import-columns-help';
import { ImportPreviewTable } from '../../components/import/import-preview-table';
import { ImportResult } from './import-result';

const ACCEPT = IMPORT_EXTENSIONS.map((e) => `.${e}`).join(',');
const COLUMNS = Object.keys(USER_IMPORT_COLUMNS);

/**
 * /administrator/uzytkownicy/import: pick a CSV or XLSX file, see every row with its errors, and import
 * all rows at once (or none) when every row is valid. Each imported user gets a set-password e-mail.
 */
export function UsersImportPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const { file, preview, fileError, refusal, result, busy, ready, pick, commit, again } = useImportFlow<ImportPreview, ImportCommitResult>(
    { preview: previewImport, commit: commitImport },
    () => void client.invalidateQueries({ queryKey: resourceKeys.all('users') }),
  );
  const choose = (picked: File | undefined) => {
    if (input.current) input.current.value = '';
    void pick(picked);
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <PageHeading>{t(`routes.${route.name}`)}</PageHeading>
      {result && preview ? (
        <ImportResult result={result} rows={preview.rows} onAgain={again} />
      ) : (
        <>
          <ImportColumnsHelp />
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="import-file-title">
            <Typography variant="h6" component="h2" id="import-file-title" gutterBottom>
              {t('userImport.fileTitle')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Button variant="contained" startIcon={<UploadFile />} onClick={() => input.current?.click()} disabled={busy !== null}>
                {t(file ? 'userImport.pickAnother' : 'userImport.pick')}
              </Button>
              <input
                ref={input}
                type="file"
                hidden
                accept={ACCEPT}
                aria-label={t('userImport.pick')}
                data-testid="import-file-input"
                onChange={(e) => choose(e.target.files?.[0])}
              />
              {file && <Typography data-testid="import-file-name">{t('userImport.chosen', { name: file.name })}</Typography>}
              {busy === 'preview' && <CircularProgress size={24} aria-label={t('userImport.checking')} />}
            </Stack>
            {fileError && (
              <Alert severity="error" sx={{ mt: 2 }} data-testid="import-file-error">
                {fileError}
              </Alert>
            )}
          </Paper>
          {preview && (
            <Box component="section" aria-label={t('userImport.previewTitle')}>
              {refusal && (
                <Alert severity="error" sx={{ mb: 2 }} data-testid="import-refused">
                  {refusal}
                </Alert>
              )}
              <ImportPreviewTable preview={preview} columns={COLUMNS.map((key) => ({ key, label: t(usersContract.labelKey(key)) }))} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' }, justifyContent: 'flex-end' }}>
                {!ready && (
                  <Typography color="error" variant="body2" data-testid="import-blocked">
                    {t(preview.rows.length ? 'userImport.fixFirst' : 'userImport.nothing')}
                  </Typography>
                )}
                <Button variant="contained" disabled={!ready || busy !== null} onClick={() => void commit()} data-testid="import-commit">
                  {busy === 'commit' ? <CircularProgress size={20} color="inherit" /> : t('userImport.commit', { count: preview.rows.length })}
                </Button>
              </Stack>
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}
