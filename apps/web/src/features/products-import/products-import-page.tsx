import { useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  encodeRule, formatRuleMessage, importColumnHeader, IMPORT_EXTENSIONS, IMPORT_MAX_BYTES, IMPORT_MAX_MB, PRODUCT_IMPORT_COLUMNS, PRODUCTS_IMPORT_PATH,
  type Locale, type ProductImportColumn, type ProductImportCommitResult, type ProductImportPreview, type RouteDef,
} from '@harmony/shared';
import { fileErrorOf, importCalls, previewInError } from '../../components/import/import-api';
import { ImportPreviewTable } from '../../components/import/import-preview-table';
import { downloadCsvText, templateCsv } from '../../components/import/import-template';
import { PageHeading } from '../../components/page-heading';
import { resourceKeys } from '../../components/resource/resource-api';
import { useLocale } from '../../lib/i18n/use-locale';

const ACCEPT = IMPORT_EXTENSIONS.map((e) => `.${e}`).join(',');
const COLUMNS = Object.keys(PRODUCT_IMPORT_COLUMNS) as ProductImportColumn[];
const calls = importCalls<ProductImportPreview, ProductImportCommitResult>(PRODUCTS_IMPORT_PATH);
const SAMPLES: Record<Locale, string[][]> = {
  pl: [['KUB-001', 'Kubek ceramiczny', '5901234123457', '24,39', '23', '120', '10', 'tak', 'kuchnia|prezenty', '', '<p>Pojemność 300 ml</p>']],
  en: [['MUG-001', 'Ceramic mug', '5901234123457', '24.39', '23', '120', '10', 'yes', 'kitchen|gifts', '', '<p>300 ml</p>']],
};
const template = (locale: Locale) => templateCsv(COLUMNS.map((c) => importColumnHeader(PRODUCT_IMPORT_COLUMNS, c, locale)), SAMPLES[locale]);

/**
 * /produkty/import: a CSV or XLSX file of products (the template, or a file exported from the list), every row
 * with its errors and whether it creates a product or updates the one of its SKU; imported all at once or not at all.
 */
export function ProductsImportPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ProductImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ProductImportCommitResult | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const pick = (picked: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!picked) return;
    setFile(picked);
    setPreview(null);
    setError(null);
    setResult(null);
    if (picked.size > IMPORT_MAX_BYTES) return setError(formatRuleMessage(encodeRule('file_size', IMPORT_MAX_MB), locale, picked.name));
    void run(async () => {
      try {
        setPreview(await calls.preview(picked));
      } catch (e) {
        setError(fileErrorOf(e) ?? t('errors.genericToast'));
      }
    });
  };

  const commit = () => void run(async () => {
    try {
      setResult(await calls.commit(file!));
      void client.invalidateQueries({ queryKey: resourceKeys.all('products') });
    } catch (e) {
      const again = previewInError<ProductImportPreview>(e);
      if (again) setPreview(again);
      setError(fileErrorOf(e) ?? t('errors.genericToast'));
    }
  });

  const ready = Boolean(preview && preview.rows.length > 0 && preview.invalid === 0);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1400 }}>
      <PageHeading>{t(`routes.${route.name}`)}</PageHeading>
      <Typography>{t('productImport.intro')}</Typography>
      {result && (
        <Alert severity="success" data-testid="import-result">
          {result.message}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button variant="contained" startIcon={<UploadFile />} onClick={() => input.current?.click()} disabled={busy}>
            {t(file ? 'userImport.pickAnother' : 'userImport.pick')}
          </Button>
          <input ref={input} type="file" hidden accept={ACCEPT} aria-label={t('userImport.pick')} data-testid="import-file-input" onChange={(e) => pick(e.target.files?.[0])} />
          <Button startIcon={<Download />} onClick={() => downloadCsvText(locale === 'pl' ? 'import-produktow.csv' : 'product-import.csv', template(locale))} data-testid="import-template">
            {t('userImport.template')}
          </Button>
          {file && <Typography data-testid="import-file-name">{t('userImport.chosen', { name: file.name })}</Typography>}
          {busy && <CircularProgress size={24} aria-label={t('userImport.checking')} />}
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="import-file-error">
            {error}
          </Alert>
        )}
      </Paper>
      {preview && !result && (
        <Box component="section" aria-label={t('userImport.previewTitle')}>
          <ImportPreviewTable
            preview={preview}
            columns={COLUMNS.map((key) => ({ key, label: t(`productBulk.fields.${key}`) }))}
            extra={{ label: t('productImport.action'), render: (row) => t(`productImport.${row.action}`) }}
          />
          <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button variant="contained" disabled={!ready || busy} onClick={commit} data-testid="import-commit">
              {t('productImport.commit', { count: preview.rows.length })}
            </Button>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
