import { Paper, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatMonthShort, TABLE_MAX_HEIGHT, type UserReport } from '@harmony/shared';
import { useLocale } from '../../lib/i18n/use-locale';
import { AmountCell } from './amount-cell';
import { cellOf, usersReportTotals, type UsersReportTotals } from './report-math';

/**
 * Users × months, with each user's total on the right and each month's total in the last row. `totals` when the
 * caller has summed the report already (the page, for its chart too).
 */
export function UsersReportTable({ report, totals = usersReportTotals(report) }: { report: Pick<UserReport, 'months' | 'data'>; totals?: UsersReportTotals }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: TABLE_MAX_HEIGHT }}>
      <Table stickyHeader size="small" data-testid="report-table" aria-label={t('webTime.reports.usersTable')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ position: 'sticky', left: 0, zIndex: 3, bgcolor: 'background.paper' }}>{t('webTime.reports.columns.user')}</TableCell>
            {report.months.map((m) => (
              <TableCell key={m} align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMonthShort(m, locale)}
              </TableCell>
            ))}
            <TableCell align="right">{t('webTime.reports.columns.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.data.map((row, i) => (
            <TableRow key={row.user.id} hover data-testid={`report-row-${row.user.id}`}>
              <TableCell component="th" scope="row" sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper' }}>
                {row.user.name}
              </TableCell>
              {report.months.map((m, j) => (
                <AmountCell key={m} amount={cellOf(row, j)} locale={locale} />
              ))}
              <AmountCell amount={totals.rows[i]} locale={locale} strong data-testid={`report-row-total-${row.user.id}`} />
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow data-testid="report-total" sx={{ '& td, & th': { color: 'text.primary', fontSize: '0.875rem', borderBottom: 0 } }}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, position: 'sticky', left: 0, bgcolor: 'background.paper' }}>
              {t('webTime.reports.total')}
            </TableCell>
            {report.months.map((m) => (
              <AmountCell key={m} amount={totals.months[m]} locale={locale} strong />
            ))}
            <AmountCell amount={totals.total} locale={locale} strong data-testid="report-grand-total" />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
