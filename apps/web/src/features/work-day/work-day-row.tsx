import { Box, Chip, FormControlLabel, Grid, IconButton, MenuItem, Paper, Switch, TextField, Tooltip } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { Controller, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '@harmony/shared';
import { capitalize } from '../../components/resource/renderers';
import type { ResolvedOption } from '../../components/resource/use-options';
import { spanOf } from '../../components/time/duration-field';
import type { WorkDayValues } from './work-day-schema';
import { useFieldMessage } from './use-field-message';

interface Props {
  index: number;
  control: Control<WorkDayValues>;
  projects: ResolvedOption[];
  /** The kinds of work; none: the row has no category field. */
  categories: ResolvedOption[];
  canRemove: boolean;
  onRemove(): void;
}

type RowField = 'project_id' | 'category_id' | 'start' | 'end' | 'description' | 'billable';

/** One entry of the work day: project, start, end (its duration beside), billable, category and description. */
export function WorkDayRowFields({ index, control, projects, categories, canRemove, onRemove }: Props) {
  const { t } = useTranslation();
  const messageOf = useFieldMessage();
  const { errors } = useFormState({ control, name: `entries.${index}` });
  const [start, end] = useWatch({ control, name: [`entries.${index}.start`, `entries.${index}.end`] });
  const span = spanOf(start, end);
  const rowErrors = errors.entries?.[index];
  const errorOf = (field: RowField) => messageOf(rowErrors?.[field]?.message, `time.fields.${field}`);
  const label = (field: RowField) => capitalize(t(`time.fields.${field}`));
  const testId = (field: string) => `workday-${index}-${field}`;

  const text = (field: 'start' | 'end' | 'description', extra: object = {}) => (
    <Controller
      name={`entries.${index}.${field}`}
      control={control}
      render={({ field: f }) => (
        <TextField
          fullWidth
          size="small"
          label={label(field)}
          name={f.name}
          inputRef={f.ref}
          value={f.value ?? ''}
          onChange={f.onChange}
          onBlur={f.onBlur}
          error={Boolean(errorOf(field))}
          helperText={errorOf(field)}
          {...extra}
          slotProps={{ htmlInput: { 'data-testid': testId(field) }, inputLabel: { shrink: true } }}
        />
      )}
    />
  );

  /** A select of `options`; `none` adds an empty choice ("—"). */
  const select = (field: 'project_id' | 'category_id', options: ResolvedOption[], testIdName: string, none = false) => (
    <Controller
      name={`entries.${index}.${field}`}
      control={control}
      render={({ field: f }) => (
        <TextField
          select
          fullWidth
          size="small"
          label={label(field)}
          name={f.name}
          inputRef={f.ref}
          value={options.some((o) => o.value === f.value) ? f.value : ''}
          onChange={(e) => f.onChange(e.target.value)}
          onBlur={f.onBlur}
          error={Boolean(errorOf(field))}
          helperText={errorOf(field)}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId(testIdName) } as object } }}
        >
          {none && (
            <MenuItem value="">
              <em>—</em>
            </MenuItem>
          )}
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={`workday-row-${index}`} component="fieldset" aria-label={t('webProjects.workDay.row', { row: index + 1 })}>
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 'auto' }} sx={{ pt: 1 }}>
          <Chip size="small" label={index + 1} aria-hidden="true" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>{select('project_id', projects, 'project')}</Grid>
        <Grid size={{ xs: 6, md: 2 }}>{text('start', { type: 'time' })}</Grid>
        <Grid size={{ xs: 6, md: 2 }}>{text('end', { type: 'time' })}</Grid>
        <Grid size={{ xs: 6, md: 1 }} sx={{ pt: 1 }}>
          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }} data-testid={testId('duration')} aria-label={t('time.fields.duration')}>
            {span === null ? '—' : formatMinutes(span)}
          </Box>
        </Grid>
        <Grid size={{ xs: 6, md: 'grow' }}>
          <Controller
            name={`entries.${index}.billable`}
            control={control}
            render={({ field: f }) => (
              <FormControlLabel
                label={label('billable')}
                control={<Switch checked={Boolean(f.value)} onChange={(e) => f.onChange(e.target.checked)} slotProps={{ input: { 'data-testid': testId('billable') } as object }} />}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 'auto' }}>
          <Tooltip title={t('webProjects.workDay.removeRow')}>
            <span>
              <IconButton onClick={onRemove} disabled={!canRemove} aria-label={t('webProjects.workDay.removeRow')} data-testid={`workday-remove-${index}`}>
                <DeleteOutline />
              </IconButton>
            </span>
          </Tooltip>
        </Grid>
        {categories.length > 0 && <Grid size={{ xs: 12, md: 4 }}>{select('category_id', categories, 'category', true)}</Grid>}
        <Grid size={{ xs: 12, md: categories.length > 0 ? 8 : 12 }}>{text('description')}</Grid>
      </Grid>
    </Paper>
  );
}
