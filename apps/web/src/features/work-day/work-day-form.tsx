import { useMemo, useState } from 'react';
import { Alert, Button, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMinutes, warsawToday, WORK_DAY_ENTRIES_MAX, type WorkDayInput, routePath } from '@harmony/shared';
import { applyServerErrors } from '../../components/resource/form/server-errors';
import { capitalize } from '../../components/resource/renderers';
import { resourceKeys } from '../../components/resource/resource-api';
import { useOptions } from '../../components/resource/use-options';
import { useLocale } from '../../lib/i18n/use-locale';
import { spanOf } from '../../components/time/duration-field';
import { bookableProjectOptions, categoryOptionsFor } from '../../components/time/time-options';
import { saveWorkDay } from './work-day-api';
import { WorkDayRowFields } from './work-day-row';
import { emptyRow, isWorkDayField, workDayFormSchema, type WorkDayValues } from './work-day-schema';
import { useFieldMessage } from './use-field-message';

interface Saved {
  day: string;
  count: number;
  minutes: number;
}

/**
 * Several entries of one day for one user, sent at once. The API writes all of them or none; its errors
 * come back as entries.N.<field> and land on that row's field.
 */
export function WorkDayForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const client = useQueryClient();
  const messageOf = useFieldMessage();
  // The projects the person whose day this is may book on (the API refuses the others).
  const projects = useOptions(useMemo(() => bookableProjectOptions(userId), [userId]));
  const categories = useOptions(useMemo(() => categoryOptionsFor(userId), [userId]));
  const [general, setGeneral] = useState<string[]>([]);
  const [saved, setSaved] = useState<Saved | null>(null);
  const form = useForm<WorkDayValues>({
    resolver: zodResolver(workDayFormSchema as never) as unknown as Resolver<WorkDayValues>,
    defaultValues: { day: warsawToday(), entries: [emptyRow()] },
  });
  const rows = useFieldArray({ control: form.control, name: 'entries' });
  const entries = useWatch({ control: form.control, name: 'entries' });
  const total = (entries ?? []).reduce((sum, row) => sum + (spanOf(row?.start, row?.end) ?? 0), 0);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneral([]);
    setSaved(null);
    try {
      const answer = await saveWorkDay(userId, values as unknown as WorkDayInput);
      setSaved({ day: values.day, count: answer.data.length, minutes: answer.totals.minutes });
      form.reset({ day: values.day, entries: [emptyRow()] });
      void client.invalidateQueries({ queryKey: resourceKeys.all('time-entries') });
    } catch (error) {
      const count = form.getValues('entries').length;
      const rest = applyServerErrors(error, form.setError, (path) => isWorkDayField(path, count));
      setGeneral(rest);
    }
  });

  const addRow = () => rows.append(emptyRow(form.getValues(`entries.${rows.fields.length - 1}.end`) ?? ''));

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void onSubmit(e)} data-testid="workday-form">
      {saved && (
        <Alert severity="success" data-testid="workday-saved" onClose={() => setSaved(null)}>
          {t('webProjects.workDay.saved', { count: saved.count, total: formatMinutes(saved.minutes) })}{' '}
          <MuiLink component={Link} to={`${to(routePath('times'))}?${new URLSearchParams({ user_id: String(userId), from: saved.day, to: saved.day }).toString()}`}>
            {t('webProjects.workDay.seeEntries')}
          </MuiLink>
        </Alert>
      )}
      {(general.length > 0 || errors.entries?.root || errors.entries?.message) && (
        <Alert severity="error" data-testid="workday-errors">
          {[...general, messageOf(errors.entries?.root?.message ?? errors.entries?.message, 'time.fields.entries')].filter(Boolean).join(' ')}
        </Alert>
      )}
      <Controller
        name="day"
        control={form.control}
        render={({ field: f }) => (
          <TextField
            type="date"
            label={capitalize(t('time.fields.day'))}
            name={f.name}
            inputRef={f.ref}
            value={f.value}
            onChange={f.onChange}
            onBlur={f.onBlur}
            error={Boolean(errors.day)}
            helperText={messageOf(errors.day?.message, 'time.fields.day')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'workday-day' } }}
            sx={{ width: 220 }}
          />
        )}
      />
      {rows.fields.map((row, index) => (
        <WorkDayRowFields
          key={row.id}
          index={index}
          control={form.control}
          projects={projects}
          categories={categories}
          canRemove={rows.fields.length > 1}
          onRemove={() => rows.remove(index)}
        />
      ))}
      <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <Button startIcon={<Add />} onClick={addRow} disabled={rows.fields.length >= WORK_DAY_ENTRIES_MAX} data-testid="workday-add-row">
          {t('webProjects.workDay.addRow')}
        </Button>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography aria-live="polite">
            {t('webProjects.workDay.total')} <strong data-testid="workday-total">{formatMinutes(total)}</strong>
          </Typography>
          <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="workday-submit">
            {t('webProjects.workDay.submit')}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
