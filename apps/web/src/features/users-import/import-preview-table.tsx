import { alpha, Box, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import { useTranslation } from 'react-i18next';
import { usersContract, TABLE_MAX_HEIGHT, USER_IMPORT_COLUMNS, type ImportPreview, type ImportRow, type UserImportColumn } from '@harmony/shared';
import { capitalize } from '../../components/resource/renderers';

const COLUMNS = Object.keys(USER_IMPORT_COLUMNS) as UserImportColumn[];

/** Messages about something other than a column of the file (shouldn't happen, but must not be lost). */
const otherErrors = (row: ImportRow) => Object.entries(row.errors).filter(([field]) => !(COLUMNS as string[]).includes(field)).flatMap(([, m]) => m);

function Cell({ row, column }: { row: ImportRow; column: UserImportColumn }) {
  const errors = row.errors[column] ?? [];
  return (
    <TableCell
      data-invalid={errors.length > 0 || undefined}
      sx={errors.length ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.12) } : undefined}
    >
      <Box component="span" sx={{ wordBreak: 'break-word' }}>{row.data[column] || '—'}</Box>
      {errors.map((message) => (
        <Typography key={message} variant="caption" color="error" sx={{ display: 'block' }}>
          {message}
        </Typography>
      ))}
    </TableCell>
  );
}

/** The file's rows as the server read them, each with its errors on the cell they belong to. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="import-preview">
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }} aria-live="polite">
        <Chip label={t('userImport.total', { count: preview.rows.length })} />
        <Chip color="success" icon={<CheckCircle />} label={t('userImport.valid', { count: preview.valid })} data-testid="import-valid-count" />
        <Chip
          color={preview.invalid ? 'error' : 'default'}
          icon={<ErrorOutline />}
          label={t('userImport.invalid', { count: preview.invalid })}
          data-testid="import-invalid-count"
        />
      </Stack>
      <TableContainer sx={{ maxHeight: TABLE_MAX_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={t('userImport.previewTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('userImport.line')}</TableCell>
              {COLUMNS.map((c) => (
                <TableCell key={c}>{capitalize(t(usersContract.labelKey(c)))}</TableCell>
              ))}
              <TableCell>{t('userImport.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.rows.map((row) => {
              const invalid = Object.keys(row.errors).length > 0;
              const other = otherErrors(row);
              return (
                <TableRow
                  key={row.line}
                  data-testid={`import-row-${row.line}`}
                  data-invalid={invalid || undefined}
                  aria-invalid={invalid}
                  sx={invalid ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.05) } : undefined}
                >
                  <TableCell>{row.line}</TableCell>
                  {COLUMNS.map((c) => (
                    <Cell key={c} row={row} column={c} />
                  ))}
                  <TableCell>
                    {invalid ? (
                      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'error.main' }}>
                        <ErrorOutline fontSize="small" />
                        <span>{t('userImport.rowInvalid')}</span>
                      </Stack>
                    ) : (
                      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.main' }}>
                        <CheckCircle fontSize="small" />
                        <span>{t('userImport.rowValid')}</span>
                      </Stack>
                    )}
                    {other.map((message) => (
                      <Typography key={message} variant="caption" color="error" sx={{ display: 'block' }}>
                        {message}
                      </Typography>
                    ))}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
