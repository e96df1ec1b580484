import { useMemo, useState } from 'react';
import { Link, Paper, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatMinutes, TABLE_MAX_HEIGHT, type ProjectReportRow } from '@harmony/shared';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatCost, formatHours } from '../../lib/time/hours-format';
import { BudgetBar } from '../../components/budget-bar';
import { sumAmounts } from './report-math';
import { customerName } from './reports-api';

type ProjectRow = ProjectReportRow;

type SortKey = 'name' | 'customer' | 'minutes' | 'hours_percent' | 'cost' | 'cost_percent';

const sortValue = (row: ProjectRow, key: SortKey): string | number => {
  if (key === 'name') return row.project.name;
  if (key === 'customer') return customerName(row.project.customer);
  return row[key] ?? -1;
};

export function sortProjects(rows: ProjectRow[], key: SortKey, asc: boolean): ProjectRow[] {
  return [...rows].sort((a, b) => {
    const x = sortValue(a, key);
    const y = sortValue(b, key);
    const c = typeof x === 'string' || typeof y === 'string' ? String(x).localeCompare(String(y)) : x - y;
    return (asc ? c : -c) || a.project.id - b.project.id;
  });
}

/** Every project with hours, cost and budget use; the last row sums hours and cost. */
export function ProjectsReportTable({ rows, search }: { rows: ProjectRow[]; search: string }) {
  const { t } = useTranslation();
  const { locale, to } = useLocale();
  const [sort, setSort] = useState<{ key: SortKey; asc: boolean }>({ key: 'minutes', asc: false });
  const sorted = useMemo(() => sortProjects(rows, sort.key, sort.asc), [rows, sort]);
  const total = sumAmounts(rows);
  const head = (key: SortKey, align?: 'right') => (
    <TableCell align={align} sortDirection={sort.key === key ? (sort.asc ? 'asc' : 'desc') : false} sx={{ whiteSpace: 'nowrap' }}>
      <TableSortLabel active={sort.key === key} direction={sort.key === key && !sort.asc ? 'desc' : 'asc'} onClick={() => setSort((s) => ({ key, asc: s.key === key ? !s.asc : key === 'name' || key === 'customer' }))}>
        {t(`webTime.reports.columns.${key}`)}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: TABLE_MAX_HEIGHT }}>
      <Table stickyHeader size="small" data-testid="report-table" aria-label={t('webTime.reports.projectsTable')}>
        <TableHead>
          <TableRow>
            {head('name')}
            {head('customer')}
            {head('minutes', 'right')}
            {head('hours_percent')}
            {head('cost', 'right')}
            {head('cost_percent')}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((row) => (
            <TableRow key={row.project.id} hover data-testid={`report-row-${row.project.id}`}>
              <TableCell component="th" scope="row" sx={{ minWidth: 180 }}>
                <Link component={RouterLink} to={to(`/raporty/projekty/${row.project.id}`) + search}>
                  {row.project.name}
                </Link>
              </TableCell>
              <TableCell>{customerName(row.project.customer) || '—'}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatMinutes(row.minutes)}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                <BudgetBar percent={row.hours_percent} locale={locale} label={t('webTime.reports.columns.hours_percent')} />
                {row.budget_hours !== null && (
                  <Typography variant="caption" color="text.secondary">
                    {t('webTime.reports.ofBudget', { budget: `${formatHours(row.budget_hours, locale)} h` })}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatCost(row.cost, locale)}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                <BudgetBar percent={row.cost_percent} locale={locale} label={t('webTime.reports.columns.cost_percent')} />
                {row.budget_amount !== null && (
                  <Typography variant="caption" color="text.secondary">
                    {t('webTime.reports.ofBudget', { budget: formatCost(row.budget_amount, locale) })}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow data-testid="report-total" sx={{ '& td, & th': { color: 'text.primary', fontSize: '0.875rem', fontWeight: 600, borderBottom: 0 } }}>
            <TableCell component="th" scope="row" colSpan={2}>
              {t('webTime.reports.total')}
            </TableCell>
            <TableCell align="right" data-testid="report-total-hours">{formatMinutes(total.minutes)}</TableCell>
            <TableCell />
            <TableCell align="right" data-testid="report-total-cost" sx={{ whiteSpace: 'nowrap' }}>{formatCost(total.cost, locale)}</TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
