import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLES } from '@harmony/shared';
import { UnsavedChangesDialog } from '../../components/resource/form/unsaved-changes-dialog';
import { useUnsavedChangesGuard } from '../../components/resource/form/unsaved-changes';
import { resourceKeys } from '../../components/resource/resource-api';
import { useOptions } from '../../components/resource/use-options';
import { isApiError } from '../../lib/api';
import { useCan } from '../../lib/can/use-can';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatDay } from '../../lib/time/time-format';
import { bookableProjectOptions, categoryOptionsFor, timeCategoryOptions, timeProjectOptions } from '../../components/time/time-options';
import { fetchTimesheet, saveTimesheet, timesheetKeys } from './timesheet-api';
import { TimesheetAddRow } from './timesheet-add-row';
import { TimesheetGrid } from './timesheet-grid';
import { cellErrors, changesOf, rowKey, rowsOf, totalsOf, withCell, withRow, type SheetRow } from './timesheet-model';

const NO_ERRORS = { cells: {} as Record<string, string>, general: [] as string[] };

/**
 * One person's week, edited: the grid, "add a row", and one save for every changed cell (the API writes them
 * all or none and answers the new week). Mounted per week and person, so another week starts clean; leaving
 * with changes — another screen, week or person — asks first.
 */
interface Props {
  week: string;
  today: string;
  userId?: number;
  /** The screen's Czasy subjects (its route's permission): writing needs one of them with a write verb. */
  subject: string;
}

export function TimesheetEditor({ week, today, userId, subject }: Props) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const allows = useCan();
  const client = useQueryClient();
  const key = timesheetKeys.week(userId, week);
  const sheet = useQuery({ queryKey: key, queryFn: () => fetchTimesheet(week, userId), staleTime: 0, refetchOnWindowFocus: false });
  const [rows, setRows] = useState<SheetRow[] | null>(null);
  const [errors, setErrors] = useState(NO_ERRORS);
  const [saving, setSaving] = useState(false);

  const days = sheet.data?.days ?? [];
  const isAdmin = allows({ roles: ADMIN_ROLES });
  const readOnly = !(['dodawanie', 'edycja', 'usuwanie'] as const).some((verb) => allows({ permission: subject, verb }));
  const locked = useMemo(() => new Set(sheet.data?.locked_days ?? []), [sheet.data]);
  // A locked month is read-only, except to administrators (the API's rule, rules.ts).
  const readOnlyDays = useMemo(() => (isAdmin ? new Set<string>() : locked), [isAdmin, locked]);
  const changes = useMemo(() => changesOf(rows ?? [], days, readOnlyDays), [rows, days, readOnlyDays]);
  const dirty = changes.cells.length > 0 || changes.invalid.length > 0;
  const guard = useUnsavedChangesGuard(dirty, { watchSearch: true });

  // The server's week replaces the grid when a new answer comes and nothing is being edited — only then: typing a
  // cell back to its saved value must not drop a row just added.
  const editing = useRef(dirty);
  editing.current = dirty;
  useEffect(() => {
    if (sheet.data && !editing.current) setRows(rowsOf(sheet.data));
  }, [sheet.data]);

  const projects = useOptions(useMemo(() => (userId ? bookableProjectOptions(userId) : timeProjectOptions), [userId]));
  const categories = useOptions(useMemo(() => (userId ? categoryOptionsFor(userId) : timeCategoryOptions), [userId]));
  const totals = useMemo(() => totalsOf(rows ?? [], days), [rows, days]);

  const save = async () => {
    if (changes.invalid.length) {
      setErrors({ cells: Object.fromEntries(changes.invalid.map((k) => [k, t('timesheet.grid.invalid')])), general: [] });
      return;
    }
    setSaving(true);
    try {
      const answer = await saveTimesheet({ week, ...(userId ? { user_id: userId } : {}), cells: changes.cells });
      setErrors(NO_ERRORS);
      setRows(rowsOf(answer));
      client.setQueryData(key, answer);
      void client.invalidateQueries({ queryKey: resourceKeys.all('time-entries') });
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) setErrors(cellErrors(error.fieldErrors, changes.refs));
      else if (isApiError(error) && error.message) setErrors({ cells: {}, general: [error.message] });
    } finally {
      setSaving(false);
    }
  };
  const discard = () => {
    setErrors(NO_ERRORS);
    if (sheet.data) setRows(rowsOf(sheet.data));
  };

  if (sheet.error) {
    return <Alert severity="error">{(isApiError(sheet.error) && sheet.error.message) || t('timesheet.loadFailed')}</Alert>;
  }
  if (!sheet.data || !rows) return <CircularProgress aria-label={t('app.loading')} />;

  const nameOf = (key: string) => {
    const row = rows.find((r) => r.key === key);
    return row?.category ? `${row.project.name} · ${row.category.name}` : (row?.project.name ?? key);
  };
  const cellList = Object.entries(errors.cells);
  return (
    <Stack spacing={2} data-testid="timesheet-editor">
      {(cellList.length > 0 || errors.general.length > 0) && (
        <Alert severity="error" data-testid="timesheet-errors">
          {errors.general.join(' ')}
          {cellList.length > 0 && (
            <>
              {t('timesheet.fixCells')}
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {cellList.map(([cell, message]) => {
                  const [row, day] = cell.split('/');
                  return <li key={cell}>{`${nameOf(row!)}, ${formatDay(day, locale)}: ${message}`}</li>;
                })}
              </Box>
            </>
          )}
        </Alert>
      )}
      {rows.length === 0 ? (
        <Typography color="text.secondary" data-testid="timesheet-empty">
          {t('timesheet.grid.empty')}
        </Typography>
      ) : (
        <TimesheetGrid
          days={days}
          today={today}
          rows={rows}
          totals={totals}
          lockedDays={locked}
          readOnlyDays={readOnlyDays}
          readOnly={readOnly}
          errors={errors.cells}
          onChange={(row, day, text) => setRows((current) => withCell(current ?? [], row, day, text))}
          onRemove={(row) => setRows((current) => (current ?? []).filter((r) => r.key !== row))}
        />
      )}
      {!readOnly && (
        <>
          <TimesheetAddRow
            projects={projects}
            categories={categories}
            has={(projectId, categoryId) => rows.some((r) => r.key === rowKey(projectId, categoryId))}
            onAdd={(project, category) => setRows((current) => withRow(current ?? [], project, category))}
          />
          <Typography variant="body2" color="text.secondary">
            {t('timesheet.grid.help')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={discard} disabled={!dirty || saving} data-testid="timesheet-discard">
              {t('timesheet.discard')}
            </Button>
            <Button variant="contained" onClick={() => void save()} disabled={!dirty || saving} data-testid="timesheet-save">
              {t('timesheet.save')}
            </Button>
          </Stack>
        </>
      )}
      <UnsavedChangesDialog open={guard.blocker.state === 'blocked'} onStay={() => guard.blocker.reset?.()} onLeave={() => guard.blocker.proceed?.()} />
    </Stack>
  );
}
