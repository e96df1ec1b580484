import { Box, IconButton, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, TextField, Tooltip, Typography } from '@mui/material';
import PersonRemove from '@mui/icons-material/PersonRemove';
import { useTranslation } from 'react-i18next';
import { formatMonthShort, formatRuleMessage, TABLE_MAX_HEIGHT } from '@harmony/shared';
import { capitalize } from '../../components/resource/renderers';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatNumber } from '../../lib/time/time-format';
import { cellKey, parseHours, type GridRow } from './allocation-model';

interface Props {
  months: string[];
  rows: GridRow[];
  /** Messages by cell key (`userId/month`): the server's sentences or the schema's encoded rules. */
  errors: Record<string, string>;
  readOnly: boolean;
  onChange(userId: number, month: string, text: string): void;
  onRemove(userId: number): void;
}

const plannedOf = (row: GridRow, month: string) => {
  const n = parseHours(row.planned[month] ?? '');
  return typeof n === 'number' ? n : 0;
};
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Users × months: planned hours to type in each cell, the hours worked shown under it; totals per row and month. */
export function AllocationGrid({ months, rows, errors, readOnly, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const h = (n: number) => formatNumber(n, locale);
  const label = t('projects.fields.planned_hours');
  const sticky = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;

  return (
    <TableContainer sx={{ maxHeight: TABLE_MAX_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="allocation-grid">
      <Table size="small" stickyHeader aria-label={t('routes.projectsAllocation')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...sticky, zIndex: 3, minWidth: 180 }}>{capitalize(t('projects.fields.user_id'))}</TableCell>
            {months.map((m) => (
              <TableCell key={m} align="center" sx={{ minWidth: 110 }}>
                {formatMonthShort(m, locale)}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ minWidth: 120 }}>
              {t('webProjects.allocation.rowTotal')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const planned = sum(months.map((m) => plannedOf(row, m)));
            const worked = sum(months.map((m) => row.worked[m] ?? 0));
            return (
              <TableRow key={row.user.id} data-testid={`allocation-row-${row.user.id}`} hover>
                <TableCell sx={sticky}>
                  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                    <span>{row.user.name}</span>
                    {!readOnly && (
                      <Tooltip title={t('webProjects.allocation.removeUser')}>
                        <IconButton size="small" onClick={() => onRemove(row.user.id)} aria-label={t('webProjects.allocation.removeUser')} data-testid={`allocation-remove-${row.user.id}`}>
                          <PersonRemove fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </Box>
                </TableCell>
                {months.map((m) => {
                  const error = errors[cellKey(row.user.id, m)];
                  const message = error ? formatRuleMessage(error, locale, label) : undefined;
                  return (
                    <TableCell key={m} align="center" sx={{ verticalAlign: 'top' }}>
                      <Tooltip title={message ?? ''}>
                        <TextField
                          size="small"
                          value={row.planned[m] ?? ''}
                          onChange={(e) => onChange(row.user.id, m, e.target.value)}
                          error={Boolean(error)}
                          placeholder="0"
                          slotProps={{
                            htmlInput: {
                              readOnly,
                              inputMode: 'decimal',
                              'aria-label': `${row.user.name}, ${formatMonthShort(m, locale)}: ${label}`,
                              'aria-invalid': Boolean(error),
                              'data-testid': `allocation-cell-${row.user.id}-${m}`,
                              style: { textAlign: 'right' },
                            },
                          }}
                          sx={{ width: 84 }}
                        />
                      </Tooltip>
                      <Typography variant="caption" component="div" color="text.secondary" data-testid={`allocation-worked-${row.user.id}-${m}`}>
                        {t('webProjects.allocation.worked', { hours: h(row.worked[m] ?? 0) })}
                      </Typography>
                    </TableCell>
                  );
                })}
                <TableCell align="right">
                  <strong>{h(planned)} h</strong>
                  <Typography variant="caption" component="div" color="text.secondary">
                    {t('webProjects.allocation.worked', { hours: h(worked) })}
                  </Typography>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
        {rows.length > 0 && (
          <TableFooter>
            <TableRow>
              <TableCell sx={sticky}>{t('webProjects.details.total')}</TableCell>
              {months.map((m) => (
                <TableCell key={m} align="center">
                  <strong>{h(sum(rows.map((r) => plannedOf(r, m))))} h</strong>
                  <Typography variant="caption" component="div" color="text.secondary">
                    {t('webProjects.allocation.worked', { hours: h(sum(rows.map((r) => r.worked[m] ?? 0))) })}
                  </Typography>
                </TableCell>
              ))}
              <TableCell align="right">
                <strong>{h(sum(rows.flatMap((r) => months.map((m) => plannedOf(r, m)))))} h</strong>
              </TableCell>
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
