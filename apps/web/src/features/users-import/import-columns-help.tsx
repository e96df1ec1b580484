import { Button, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import Download from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { usersContract, IMPORT_MAX_MB, IMPORT_MAX_ROWS, IMPORT_ROLE_SEPARATOR, USER_IMPORT_COLUMNS, USER_IMPORT_REQUIRED, type UserImportColumn } from '@harmony/shared';
import { capitalize } from '../../components/resource/renderers';
import { useLocale } from '../../lib/i18n/use-locale';
import { downloadImportTemplate } from './import-template';

const COLUMNS = Object.keys(USER_IMPORT_COLUMNS) as UserImportColumn[];

/** What the file must look like: the columns, the headers each accepts, and a template to start from. */
export function ImportColumnsHelp() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="import-help-title">
      <Typography variant="h6" component="h2" id="import-help-title" gutterBottom>
        {t('userImport.columnsTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('userImport.intro', { mb: IMPORT_MAX_MB, rows: IMPORT_MAX_ROWS })}
      </Typography>
      <Table size="small" sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('userImport.column')}</TableCell>
            <TableCell>{t('userImport.headers')}</TableCell>
            <TableCell>{t('userImport.required')}</TableCell>
            <TableCell>{t('userImport.meaning')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {COLUMNS.map((c) => (
            <TableRow key={c}>
              <TableCell>{capitalize(t(usersContract.labelKey(c)))}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{USER_IMPORT_COLUMNS[c].join(', ')}</TableCell>
              <TableCell>{t(USER_IMPORT_REQUIRED.includes(c) ? 'resourceList.yes' : 'resourceList.no')}</TableCell>
              <TableCell>{t(`userImport.columns.${c}`, { separator: IMPORT_ROLE_SEPARATOR })}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="outlined"
          startIcon={<Download />}
          onClick={() => downloadImportTemplate(locale)}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          data-testid="import-template"
        >
          {t('userImport.template')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('userImport.headersHint')}
        </Typography>
      </Stack>
    </Paper>
  );
}
