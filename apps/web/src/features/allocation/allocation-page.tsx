import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { addMonths, ALLOCATION_RANGE_MAX_MONTHS, formatMonth, formatRuleMessage, mayOnProject, monthsBetween, monthSpan, projectsContract, warsawMonth, type RouteDef } from '@harmony/shared';
import { PageHeading } from '../../components/page-heading';
import { UnsavedChangesDialog } from '../../components/resource/form/unsaved-changes-dialog';
import { useUnsavedChangesGuard } from '../../components/resource/form/unsaved-changes';
import { fetchOne, resourceKeys } from '../../components/resource/resource-api';
import { useOptions } from '../../components/resource/use-options';
import { isApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth/use-auth';
import { useLocale } from '../../lib/i18n/use-locale';
import type { ProjectRow } from '../../components/projects/project-cells';
import { userOptions } from '../../components/projects/project-options';
import { allocationKeys, fetchAllocations, saveAllocations } from './allocation-api';
import { AllocationGrid } from './allocation-grid';
import { buildAllocationPayload, cellErrors, checkPayload, rowsOf, type GridRow } from './allocation-model';
import { AllocationToolbar } from './allocation-toolbar';

/**
 * /projekty/{id}/alokacja: who is planned on the project for how many hours in each month (editable by
 * those who may change the project), the hours they worked beside, saved as a whole for the range.
 */
export function AllocationPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const { locale, to: localise } = useLocale();
  const { user } = useAuth();
  const client = useQueryClient();
  const id = Number(useParams().id);
  const [range, setRange] = useState(() => ({ from: warsawMonth(), to: addMonths(warsawMonth(), 5) }));
  const [rows, setRows] = useState<GridRow[] | null>(null);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<{ cells: Record<string, string>; general: string[] }>({ cells: {}, general: [] });
  const [saving, setSaving] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const decimal = locale === 'pl' ? ',' : '.';

  const project = useQuery({ queryKey: resourceKeys.item('projects', id), queryFn: () => fetchOne<ProjectRow>(projectsContract.path, id) });
  const span = monthSpan(range.from, range.to);
  const rangeError =
    span < 1 ? t('projects.allocations.rangeOrder') : span > ALLOCATION_RANGE_MAX_MONTHS ? t('projects.allocations.rangeTooLong') : undefined;
  const plan = useQuery({
    queryKey: allocationKeys.range(id, range.from, range.to),
    queryFn: () => fetchAllocations(id, range.from, range.to),
    enabled: !rangeError,
    staleTime: 0,
  });
  const months = useMemo(() => (rangeError ? [] : monthsBetween(range.from, range.to)), [range, rangeError]);

  // The server's plan replaces the grid whenever it (re)loads and nothing is being edited.
  useEffect(() => {
    if (plan.data && !dirty) setRows(rowsOf(plan.data, decimal));
  }, [plan.data, dirty, decimal]);

  const canEdit = Boolean(project.data && mayOnProject(user, 'edycja', { leaderId: project.data.leader_id }));
  const people = useOptions(canEdit ? userOptions : undefined);
  const addable = canEdit ? people.filter((o) => !rows?.some((r) => String(r.user.id) === o.value)) : null;

  const edit = (next: GridRow[]) => {
    setRows(next);
    setDirty(true);
  };
  const discard = () => {
    setDirty(false);
    setErrors({ cells: {}, general: [] });
    if (plan.data) setRows(rowsOf(plan.data, decimal));
  };

  const save = async () => {
    if (!rows) return;
    const { body, cells } = buildAllocationPayload(range.from, range.to, rows, months);
    const local = checkPayload(body);
    if (local) {
      setErrors(cellErrors(local, cells));
      return;
    }
    setSaving(true);
    try {
      const saved = await saveAllocations(id, body);
      guard.allowLeave();
      setErrors({ cells: {}, general: [] });
      setRows(rowsOf(saved, decimal));
      setDirty(false);
      client.setQueryData(allocationKeys.range(id, range.from, range.to), saved);
      void client.invalidateQueries({ queryKey: allocationKeys.all(id) });
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) setErrors(cellErrors(error.fieldErrors, cells));
    } finally {
      setSaving(false);
    }
  };

  const heading = project.data ? `${t(`routes.${route.name}`)}: ${project.data.name}` : t(`routes.${route.name}`);
  const failed = project.error ?? plan.error;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <PageHeading>{heading}</PageHeading>
        <Button component={Link} to={localise(`/projekty/${id}/szczegoly`)} startIcon={<ArrowBack />} data-testid="allocation-back">
          {t('webProjects.projects.details')}
        </Button>
      </Stack>
      {failed ? (
        <Alert severity="error">{(isApiError(failed) && failed.message) || t('resourceForm.loadFailed')}</Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <AllocationToolbar
            from={range.from}
            to={range.to}
            onRange={(from, to) => setRange({ from, to })}
            rangeLocked={dirty ? t('webProjects.allocation.rangeLocked') : undefined}
            rangeError={rangeError}
            addable={addable}
            onAdd={(userId, name) => edit([...(rows ?? []), { user: { id: userId, name }, planned: {}, worked: {} }])}
          />
          {errors.general.length > 0 && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="allocation-errors">
              {errors.general.map((m) => formatRuleMessage(m, locale, t('projects.fields.allocations'))).join(' ')}
            </Alert>
          )}
          {Object.keys(errors.cells).length > 0 && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="allocation-cell-errors">
              {t('webProjects.allocation.fixCells')}
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {Object.entries(errors.cells).map(([key, message]) => {
                  const [userId, month] = key.split('/');
                  const name = rows?.find((r) => String(r.user.id) === userId)?.user.name ?? userId;
                  return <li key={key}>{`${name}, ${formatMonth(month!, locale)}: ${formatRuleMessage(message, locale, t('projects.fields.planned_hours'))}`}</li>;
                })}
              </Box>
            </Alert>
          )}
          {!rows || (plan.isPending && !rangeError) ? (
            <CircularProgress aria-label={t('app.loading')} />
          ) : rows.length === 0 ? (
            <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="allocation-empty">
              {t(canEdit ? 'webProjects.allocation.emptyEditable' : 'webProjects.allocation.empty')}
            </Typography>
          ) : (
            <AllocationGrid
              months={months}
              rows={rows}
              errors={errors.cells}
              readOnly={!canEdit}
              onChange={(userId, month, text) =>
                edit(rows.map((r) => (r.user.id === userId ? { ...r, planned: { ...r.planned, [month]: text } } : r)))
              }
              onRemove={(userId) =>
                edit(rows.flatMap((r) => (r.user.id !== userId ? [r] : Object.keys(r.worked).length ? [{ ...r, planned: {} }] : [])))
              }
            />
          )}
          {canEdit && (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
              <Button onClick={discard} disabled={!dirty || saving} data-testid="allocation-discard">
                {t('webProjects.allocation.discard')}
              </Button>
              <Button variant="contained" onClick={() => void save()} disabled={!dirty || saving} data-testid="allocation-save">
                {t('resourceForm.save')}
              </Button>
            </Stack>
          )}
        </Paper>
      )}
      <UnsavedChangesDialog open={guard.blocker.state === 'blocked'} onStay={() => guard.blocker.reset?.()} onLeave={() => guard.blocker.proceed?.()} />
    </Stack>
  );
}
