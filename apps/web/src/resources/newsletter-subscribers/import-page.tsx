import { useRef } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  IMPORT_EXTENSIONS, importColumnHeader, SUBSCRIBER_IMPORT_COLUMNS, subscribersContract, subscribersImportPath, type RouteDef,
  type SubscriberImportColumn, type SubscriberImportPreview, type SubscriberImportResult,
} from '@harmony/shared';
import { importCalls } from '../../components/import/import-api';
import { ImportPreviewTable } from '../../components/import/import-preview-table';
import { downloadCsvText, templateCsv } from '../../components/import/import-template';
import { useImportFlow } from '../../components/import/use-import-flow';
import { PageHeading } from '../../components/page-heading';
import { resourceKeys } from '../../components/resource/resource-api';
import { useLocale } from '../../lib/i18n/use-locale';
import { subscribersPathOf, useNewsletterList } from './list-api';

const ACCEPT = IMPORT_EXTENSIONS.map((e) => `.${e}`).join(',');
const COLUMNS = Object.keys(SUBSCRIBER_IMPORT_COLUMNS) as SubscriberImportColumn[];
type Row = SubscriberImportPreview['rows'][number];

/**
 * /newsletter/{id}/import: a CSV or XLSX file of addresses, every row shown with its errors and whether it is added
 * or already on the list (the users import's preview and flow); all added at once, each with a confirmation mail.
 */
export function SubscribersImportPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const { locale, to } = useLocale();
  const client = useQueryClient();
  const listId = Number(useParams().id);
  const list = useNewsletterList(listId);
  const input = useRef<HTMLInputElement>(null);
  const calls = importCalls<SubscriberImportPreview, SubscriberImportResult>(subscribersImportPath);
  const flow = useImportFlow({
    preview: (file) => calls.preview(file, { list_id: String(listId) }),
    commit: (file) => calls.commit(file, { list_id: String(listId) }),
  }, () => void client.invalidateQueries({ queryKey: resourceKeys.all(subscribersContract.name) }));
  const template = () => downloadCsvText(t('newsletterScreens.import.templateName'), templateCsv(COLUMNS.map((c) => importColumnHeader(SUBSCRIBER_IMPORT_COLUMNS, c, locale)),
    [['anna.nowak@example.com', 'Anna Nowak'], ['jan.kowalski@example.com', 'Jan Kowalski']]));
  const { preview, result } = flow;

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <PageHeading>{list.data ? t('newsletterScreens.import.title', { list: list.data.name }) : t(`routes.${route.name}`)}</PageHeading>
        <Button component={Link} to={to(subscribersPathOf(listId))} startIcon={<ArrowBack />}>{t('newsletterScreens.import.toList')}</Button>
      </Stack>
      {result ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="import-result">
          <Alert severity="success" sx={{ mb: 2 }}>{result.message}</Alert>
          {result.skipped > 0 && <Typography sx={{ mb: 2 }}>{t('newsletterScreens.import.skipped', { count: result.skipped })}</Typography>}
          <Stack direction="row" spacing={1}>
            <Button component={Link} to={to(subscribersPathOf(listId))} variant="contained">{t('newsletterScreens.import.toList')}</Button>
            <Button onClick={flow.again} data-testid="import-again">{t('userImport.again')}</Button>
          </Stack>
        </Paper>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="import-file-title">
            <Typography variant="h6" component="h2" id="import-file-title" gutterBottom>{t('userImport.fileTitle')}</Typography>
            <Typography variant="body2" sx={{ mb: 2 }}>{t('newsletterScreens.import.help')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Button variant="contained" startIcon={<UploadFile />} onClick={() => input.current?.click()} disabled={flow.busy !== null}>
                {t(flow.file ? 'userImport.pickAnother' : 'userImport.pick')}
              </Button>
              <input ref={input} type="file" hidden accept={ACCEPT} aria-label={t('userImport.pick')} data-testid="import-file-input"
                onChange={(e) => { void flow.pick(e.target.files?.[0]); e.target.value = ''; }} />
              <Button startIcon={<Download />} onClick={template}>{t('newsletterScreens.import.template')}</Button>
              {flow.file && <Typography data-testid="import-file-name">{t('userImport.chosen', { name: flow.file.name })}</Typography>}
              {flow.busy === 'preview' && <CircularProgress size={24} aria-label={t('userImport.checking')} />}
            </Stack>
            {flow.fileError && <Alert severity="error" sx={{ mt: 2 }} data-testid="import-file-error">{flow.fileError}</Alert>}
          </Paper>
          {preview && (
            <Box component="section" aria-label={t('userImport.previewTitle')}>
              {flow.refusal && <Alert severity="error" sx={{ mb: 2 }} data-testid="import-refused">{flow.refusal}</Alert>}
              <ImportPreviewTable<Row>
                preview={preview}
                columns={COLUMNS.map((key) => ({ key, label: t(subscribersContract.labelKey(key)) }))}
                extra={{ label: t('newsletterScreens.import.action'), render: (row) => t(`newsletterScreens.import.${row.action}`) }}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' }, justifyContent: 'flex-end' }}>
                {!flow.ready && (
                  <Typography color="error" variant="body2" data-testid="import-blocked">
                    {t(preview.rows.length ? 'userImport.fixFirst' : 'userImport.nothing')}
                  </Typography>
                )}
                <Button variant="contained" disabled={!flow.ready || flow.busy !== null} onClick={() => void flow.commit()} data-testid="import-commit">
                  {flow.busy === 'commit' ? <CircularProgress size={20} color="inherit" /> : t('newsletterScreens.import.commit', { count: preview.rows.length })}
                </Button>
              </Stack>
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}
