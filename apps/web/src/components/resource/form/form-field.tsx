import type { ChangeEvent } from 'react';
import { Box, Chip, FormControl, FormControlLabel, FormHelperText, InputAdornment, MenuItem, Switch, TextField, type TextFieldProps } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GrowingTextField } from '../../growing-text-field';
import type { FormField, FormFieldProps } from '../types';
import { useOptions } from '../use-options';
import { isRichKind, RICH_FIELDS } from './fields/rich-fields';

export type { FormFieldProps } from '../types';

const inputProps = (field: FormField) => ({ 'data-testid': field.testId ?? `field-${field.name}` });
/** The helper text: the error, else the reason a read-only field can't change. */
const helperOf = ({ error, readOnly }: FormFieldProps) => error ?? (typeof readOnly === 'string' ? readOnly : undefined);

function SelectField(props: FormFieldProps) {
  const { field, control, label, error, readOnly } = props;
  const options = useOptions(field.options);
  const multiple = field.kind === 'multiselect';
  const labelOf = (value: string) => options.find((o) => o.value === value)?.label ?? value;
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: f }) => (
        <TextField
          select
          fullWidth
          label={label}
          name={f.name}
          inputRef={f.ref}
          onBlur={f.onBlur}
          value={multiple ? (Array.isArray(f.value) ? f.value : []) : (f.value ?? '')}
          onChange={(e) => f.onChange(e.target.value)}
          error={Boolean(error)}
          helperText={helperOf(props)}
          disabled={Boolean(readOnly)}
          slotProps={{
            select: {
              // The visible combobox, not the hidden native input, is what a user (and an e2e test) clicks.
              SelectDisplayProps: inputProps(field) as object,
              ...(multiple && {
                multiple: true,
                renderValue: (selected: unknown) => (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {(selected as string[]).map((v) => <Chip key={v} size="small" label={labelOf(v)} />)}
                  </Box>
                ),
              }),
            },
          }}
        >
          {field.clearable && !multiple && (
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
}

function ColorField({ field, control, label, error }: FormFieldProps) {
  const { t } = useTranslation();
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: f }) => (
        <TextField
          fullWidth
          label={label}
          name={f.name}
          inputRef={f.ref}
          onBlur={f.onBlur}
          value={f.value ?? ''}
          onChange={(e) => f.onChange(e.target.value)}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            htmlInput: { ...inputProps(field), maxLength: 7, spellCheck: false },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Box
                    component="input"
                    type="color"
                    aria-label={t('resourceForm.pickColor')}
                    value={/^#[0-9a-f]{6}$/i.test(String(f.value)) ? String(f.value) : '#000000'}
                    onChange={(e: ChangeEvent<HTMLInputElement>) => f.onChange(e.target.value)}
                    sx={{ width: 32, height: 28, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
                  />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}

function SwitchField({ field, control, label, error, readOnly }: FormFieldProps) {
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: f }) => (
        <FormControl error={Boolean(error)}>
          <FormControlLabel
            label={label}
            disabled={Boolean(readOnly)}
            control={<Switch checked={Boolean(f.value)} onChange={(e) => f.onChange(e.target.checked)} onBlur={f.onBlur} slotProps={{ input: { ...inputProps(field), ref: f.ref } as object }} />}
          />
          {error && <FormHelperText>{error}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

/**
 * A number is typed into a text input (with the decimal keypad): a browser's number input reports what it
 * can't hold (1e309) or read as an empty value, which would save "none" without a word; as text, the shared
 * schema sees what was typed and says what is wrong.
 */
const INPUT_TYPES: Partial<Record<FormField['kind'], string>> = { password: 'password', date: 'date', time: 'time' };

/** A multi-line field: three lines, growing with its text. */
const MultilineField = (props: TextFieldProps) => <GrowingTextField {...props} minRows={3} />;

/** One field of a declared form, by kind: text, password, number, date, time, color, select, multi-select, switch, custom, or a rich kind (fields/). */
export function ResourceFormField(props: FormFieldProps) {
  const { field, control, label, error, readOnly } = props;
  if (field.kind === 'custom' && field.component) return <field.component {...props} />;
  if (isRichKind(field.kind)) {
    const Rich = RICH_FIELDS[field.kind];
    return <Rich {...props} />;
  }
  if (field.kind === 'select' || field.kind === 'multiselect') return <SelectField {...props} />;
  if (field.kind === 'color') return <ColorField {...props} />;
  if (field.kind === 'switch') return <SwitchField {...props} />;
  const Field = field.multiline ? MultilineField : TextField;
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: f }) => (
        <Field
          fullWidth
          label={label}
          type={INPUT_TYPES[field.kind] ?? 'text'}
          name={f.name}
          inputRef={f.ref}
          onBlur={f.onBlur}
          value={f.value ?? ''}
          onChange={(e) => f.onChange(e.target.value)}
          error={Boolean(error)}
          helperText={helperOf(props)}
          slotProps={{
            htmlInput: {
              ...inputProps(field),
              readOnly: Boolean(readOnly),
              ...(field.kind === 'password' && { autoComplete: 'new-password' }),
              ...(field.kind === 'number' && { inputMode: 'decimal' }),
            },
            // Date and time inputs show their own placeholder (dd.mm.rrrr), which a floating label would cover.
            ...((field.kind === 'date' || field.kind === 'time') && { inputLabel: { shrink: true } }),
          }}
        />
      )}
    />
  );
}
