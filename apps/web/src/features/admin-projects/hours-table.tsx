import type { ReactNode } from 'react';
import { Alert, CircularProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { capitalize } from '../../components/resource/renderers';
import { isApiError } from '../../lib/api';

interface HoursTableProps<T extends { data: unknown[] }> {
  query: UseQueryResult<T>;
  /** data-testid of the table; `<testId>-empty` marks the empty state. */
  testId: string;
  emptyText: string;
  maxHeight?: string;
  /** Table rows for the loaded data. */
  rows: (data: T) => ReactNode;
  footer?: (data: T) => ReactNode;
}

/** The users × projects tables: loading, error and empty states, and the planned-against-worked columns. */
export function HoursTable<T extends { data: unknown[] }>({ query, testId, emptyText, maxHeight, rows, footer }: HoursTableProps<T>) {
  const { t } = useTranslation();
  const f = (field: string) => capitalize(t(`projects.fields.${field}`));
  if (query.error) return <Alert severity="error">{(isApiError(query.error) && query.error.message) || t('resourceList.loadFailed')}</Alert>;
  if (query.isPending) return <CircularProgress aria-label={t('app.loading')} />;
  if (query.data.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary" data-testid={`${testId}-empty`}>
          {emptyText}
        </Typography>
      </Paper>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight }} data-testid={testId}>
      <Table size="small" stickyHeader={Boolean(maxHeight)}>
        <TableHead>
          <TableRow>
            <TableCell>{capitalize(t('time.fields.project'))}</TableCell>
            <TableCell>{f('customer')}</TableCell>
            <TableCell align="right">{f('planned_hours')}</TableCell>
            <TableCell align="right">{capitalize(t('webProjects.adminProjects.worked'))}</TableCell>
            <TableCell>{t('webProjects.adminProjects.progress')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>{rows(query.data)}</TableBody>
        {footer?.(query.data)}
      </Table>
    </TableContainer>
  );
}
