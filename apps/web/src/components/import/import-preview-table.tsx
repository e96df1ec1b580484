import { alpha, Box, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { TABLE_MAX_HEIGHT, type ImportPreview, type ImportRow } from '@harmony/shared';
import { capitalize } from '../resource/renderers';

/** A column of an import's preview: the row's data key and its header (already in words). */
export interface ImportPreviewColumn {
  key: string;
  label: string;
}

/** Messages about something other than a column of the file (shouldn't happen, but must not be lost). */
const otherErrors = (row: ImportRow, columns: string[]) => Object.entries(row.errors).filter(([field]) => !columns.includes(field)).flatMap(([, m]) => m);

function Cell({ row, column }: { row: ImportRow; column: string }) {
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

/**
 * The file's rows as the server read them, each with its errors on the cell they belong to (any import:
 * users, products). `extra` adds a last column of the import's own (e.g. the products' create/update).
 */
export function ImportPreviewTable<R extends ImportRow>({ preview, columns, extra }: {
  preview: Omit<ImportPreview, 'rows'> & { rows: R[] };
  columns: ImportPreviewColumn[];
  extra?: { label: string; render(row: R): ReactNode };
}) {
  const { t } = useTranslation();
  const keys = columns.map((c) => c.key);
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
              {columns.map((c) => (
                <TableCell key={c.key}>{capitalize(c.label)}</TableCell>
              ))}
              {extra && <TableCell>{extra.label}</TableCell>}
              <TableCell>{t('userImport.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.rows.map((row) => {
              const invalid = Object.keys(row.errors).length > 0;
              const other = otherErrors(row, keys);
              return (
                <TableRow
                  key={row.line}
                  data-testid={`import-row-${row.line}`}
                  data-invalid={invalid || undefined}
                  aria-invalid={invalid}
                  sx={invalid ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.05) } : undefined}
                >
                  <TableCell>{row.line}</TableCell>
                  {columns.map((c) => (
                    <Cell key={c.key} row={row} column={c.key} />
                  ))}
                  {extra && <TableCell>{extra.render(row)}</TableCell>}
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
