import type { ReactNode } from 'react';
import { Paper, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '@harmony/shared';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatCost } from '../../lib/time/hours-format';
import { sumAmounts } from './report-math';
import type { Amount } from './reports-api';

export interface AmountRow extends Amount {
  key: string | number;
  label: ReactNode;
}

/** A label, hours and cost per row, and their sums in the last row (one table of a project report). */
export function AmountTable({ title, labelHeader, rows, testId, totalTestId }: { title: string; labelHeader: string; rows: AmountRow[]; testId: string; totalTestId: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const total = sumAmounts(rows);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary" variant="body2">{t('webTime.reports.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" data-testid={testId}>
            <TableHead>
              <TableRow>
                <TableCell>{labelHeader}</TableCell>
                <TableCell align="right">{t('webTime.reports.columns.minutes')}</TableCell>
                <TableCell align="right">{t('webTime.reports.columns.cost')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key} hover>
                  <TableCell component="th" scope="row">{row.label}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatMinutes(row.minutes)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatCost(row.cost, locale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow data-testid={totalTestId} sx={{ '& td, & th': { color: 'text.primary', fontSize: '0.875rem', fontWeight: 600, borderBottom: 0 } }}>
                <TableCell component="th" scope="row">{t('webTime.reports.total')}</TableCell>
                <TableCell align="right">{formatMinutes(total.minutes)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatCost(total.cost, locale)}</TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
