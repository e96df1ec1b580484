import { useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  encodeRule, formatRuleMessage, IMPORT_EXTENSIONS, USER_IMPORT_COLUMNS, usersContract, IMPORT_MAX_BYTES, IMPORT_MAX_MB, type ImportCommitResult, type ImportPreview, type RouteDef,
} from '@harmony/shared';
import { PageHeading } from '../../components/page-heading';
import { resourceKeys } from '../../components/resource/resource-api';
import { useLocale } from '../../lib/i18n/use-locale';
import { commitImport, fileErrorOf, previewImport, previewInError } from './import-api';
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
  const { locale } = useLocale();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [result, setResult] = useState<ImportCommitResult | null>(null);
  const [busy, setBusy] = useState<'preview' | 'commit' | null>(null);

  const pick = async (picked: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!picked) return;
    setFile(picked);
    setPreview(null);
    setFileError(null);
    setRefusal(null);
    setResult(null);
    // Worded as the server's refusal; a file too big is not sent at all.
    if (picked.size > IMPORT_MAX_BYTES) return setFileError(formatRuleMessage(encodeRule('file_size', IMPORT_MAX_MB), locale, picked.name));
    setBusy('preview');
    try {
      setPreview(await previewImport(picked));
    } catch (error) {
      setFileError(fileErrorOf(error) ?? t('errors.genericToast'));
    } finally {
      setBusy(null);
    }
  };

  const commit = async () => {
    if (!file || !preview) return;
    setBusy('commit');
    setRefusal(null);
    try {
      setResult(await commitImport(file));
      void client.invalidateQueries({ queryKey: resourceKeys.all('users') });
    } catch (error) {
      const again = previewInError(error);
      if (again) {
        setPreview(again);
        setRefusal(fileErrorOf(error));
      } else setFileError(fileErrorOf(error) ?? t('errors.genericToast'));
    } finally {
      setBusy(null);
    }
  };

  const again = () => {
    setFile(null);
    setPreview(null);
    setResult(null);
    setFileError(null);
    setRefusal(null);
  };

  const ready = Boolean(preview && preview.rows.length > 0 && preview.invalid === 0);
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
                onChange={(e) => void pick(e.target.files?.[0])}
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
