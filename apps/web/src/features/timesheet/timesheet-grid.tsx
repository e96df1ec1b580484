import type { KeyboardEvent } from 'react';
import { Box, IconButton, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import Lock from '@mui/icons-material/Lock';
import { useTranslation } from 'react-i18next';
import { formatMinutes, TABLE_MAX_HEIGHT, type Locale } from '@harmony/shared';
import { dateFormat } from '../../lib/i18n/intl-formats';
import { useLocale } from '../../lib/i18n/use-locale';
import { cellKey, type SheetRow, type Totals } from './timesheet-model';
import { TimesheetCell } from './timesheet-cell';

interface Props {
  days: string[];
  today: string;
  rows: SheetRow[];
  totals: Totals;
  /** Days in a locked month (a lock in the header); `readOnlyDays` of them for anyone but an administrator. */
  lockedDays: ReadonlySet<string>;
  readOnlyDays: ReadonlySet<string>;
  /** No write at all (a group that may only list). */
  readOnly: boolean;
  /** Messages by cell key. */
  errors: Record<string, string>;
  onChange(row: string, day: string, text: string): void;
  onRemove(row: string): void;
}

const intlLocale = (locale: Locale) => (locale === 'pl' ? 'pl-PL' : 'en-GB');

/** A day's column heading: "pon." over "23.11" / "Mon" over "23/11". */
function dayHeading(day: string, locale: Locale) {
  const date = new Date(`${day}T12:00:00Z`);
  return {
    weekday: dateFormat(intlLocale(locale), { weekday: 'short', timeZone: 'UTC' }).format(date),
    date: dateFormat(intlLocale(locale), { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(date),
    long: dateFormat(intlLocale(locale), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(date),
  };
}

/**
 * Enter and the up and down arrows move to the same day in the next or previous row, as in a spreadsheet;
 * Tab walks the row. Cells carry `data-cell="row:day"` (indexes) for this.
 */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  const at = target.dataset.cell?.split(':').map(Number);
  if (!at || event.altKey || event.ctrlKey || event.metaKey) return;
  const down = (event.key === 'Enter' && !event.shiftKey) || event.key === 'ArrowDown';
  const up = (event.key === 'Enter' && event.shiftKey) || event.key === 'ArrowUp';
  if (!down && !up) return;
  event.preventDefault();
  const table = event.currentTarget;
  for (let row = at[0]! + (down ? 1 : -1); table.querySelector(`[data-row-index="${row}"]`); row += down ? 1 : -1) {
    const next = table.querySelector<HTMLInputElement>(`input[data-cell="${row}:${at[1]}"]:not([readonly])`);
    if (next) {
      next.focus();
      next.select();
      return;
    }
  }
}

/** Projects × days of one week: hours typed per cell, totals per row, per day and for the week. */
export function TimesheetGrid({ days, today, rows, totals, lockedDays, readOnlyDays, readOnly, errors, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const headings = days.map((d) => dayHeading(d, locale));
  // Today is marked by a bar under its heading and the word, not by colour: the theme's yellow is too light for text.
  // The project column stays in view while a narrow screen scrolls the days sideways.
  const sticky = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, minWidth: { xs: 120, sm: 220 }, maxWidth: { xs: 140, sm: 320 } } as const;

  return (
    <TableContainer
      sx={{ maxHeight: TABLE_MAX_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1 }}
      onKeyDown={moveFocus}
      data-testid="timesheet-grid"
    >
      <Table size="small" stickyHeader aria-label={t('timesheet.grid.label', { week: days[0] })}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...sticky, bgcolor: 'background.default', zIndex: 3 }}>{t('timesheet.grid.project')}</TableCell>
            {days.map((day, i) => (
              <TableCell
                key={day}
                align="center"
                sx={{ minWidth: 76, px: 0.5, ...(day === today ? { fontWeight: 700, boxShadow: (theme) => `inset 0 -3px 0 ${theme.palette.primary.main}` } : {}) }}
                data-testid={`timesheet-day-${day}`}
              >
                <Tooltip title={lockedDays.has(day) ? t('timesheet.grid.locked') : headings[i]!.long}>
                  <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center' }}>
                    <span>
                      {headings[i]!.weekday}
                      {lockedDays.has(day) && <Lock sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'text-top' }} titleAccess={t('timesheet.grid.locked')} />}
                    </span>
                    <Typography variant="caption" color="text.secondary">
                      {day === today ? `${headings[i]!.date} · ${t('timesheet.grid.today')}` : headings[i]!.date}
                    </Typography>
                  </Box>
                </Tooltip>
              </TableCell>
            ))}
            <TableCell align="right" sx={{ minWidth: 72 }}>
              {t('timesheet.grid.total')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, r) => {
            const name = row.category ? `${row.project.name} · ${row.category.name}` : row.project.name;
            const removable = !readOnly && Object.values(row.saved).every((m) => !m);
            return (
              <TableRow key={row.key} data-row-index={r} data-testid={`timesheet-row-${row.key}`} hover>
                <TableCell sx={sticky} component="th" scope="row">
                  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 0.5 }}>
                    <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                      <span>{row.project.name}</span>
                      {row.category && (
                        <Typography variant="caption" component="div" color="text.secondary">
                          {row.category.name}
                        </Typography>
                      )}
                    </Box>
                    {removable && (
                      <Tooltip title={t('timesheet.grid.removeRow')}>
                        <IconButton size="small" onClick={() => onRemove(row.key)} aria-label={`${t('timesheet.grid.removeRow')}: ${name}`} data-testid={`timesheet-remove-${row.key}`}>
                          <Close fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </Box>
                </TableCell>
                {days.map((day, d) => (
                  <TableCell key={day} align="center" sx={{ px: 0.5 }}>
                    <TimesheetCell
                      row={row}
                      day={day}
                      position={`${r}:${d}`}
                      label={t('timesheet.grid.cell', { row: name, day: headings[d]!.long })}
                      readOnly={readOnly || readOnlyDays.has(day)}
                      error={errors[cellKey(row.key, day)]}
                      onChange={(text) => onChange(row.key, day, text)}
                    />
                  </TableCell>
                ))}
                <TableCell align="right" data-testid={`timesheet-row-total-${row.key}`}>
                  <strong>{formatMinutes(totals.rows[row.key] ?? 0)}</strong>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell sx={sticky} component="th" scope="row">
              {t('timesheet.grid.total')}
            </TableCell>
            {days.map((day) => (
              <TableCell key={day} align="center" data-testid={`timesheet-day-total-${day}`}>
                <strong>{formatMinutes(totals.days[day] ?? 0)}</strong>
              </TableCell>
            ))}
            <TableCell align="right" data-testid="timesheet-week-total">
              <strong>{formatMinutes(totals.week)}</strong>
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
