import { Button, InputAdornment, TextField } from '@mui/material';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormFieldProps } from '../../types';
import { instantOfWarsawWallTime, warsawWallTime } from './warsaw-wall-time';

/**
 * A moment in time: the value is an ISO instant (as the API has it), the input shows and takes Warsaw wall
 * time whatever the browser's zone, so a user travelling abroad sees the same hour as the office. A send time
 * (`emptyIsNow`) starts its picker at this minute and has a Now button that empties it.
 */
export function DateTimeField({ field, control, label, error, readOnly }: FormFieldProps) {
  const { t } = useTranslation();
  const { field: f } = useController({ name: field.name, control });
  const testId = field.testId ?? `field-${field.name}`;
  const now = field.emptyIsNow && f.value && !readOnly && (
    <InputAdornment position="end">
      <Button size="small" onClick={() => f.onChange(null)} data-testid={`${testId}-now`}>{t('fieldKinds.dateTime.now')}</Button>
    </InputAdornment>
  );
  return (
    <TextField
      fullWidth
      type="datetime-local"
      label={label}
      name={f.name}
      inputRef={f.ref}
      onBlur={f.onBlur}
      value={warsawWallTime(f.value)}
      onChange={(e) => f.onChange(instantOfWarsawWallTime(e.target.value))}
      error={Boolean(error)}
      helperText={error ?? (typeof readOnly === 'string' ? readOnly : t(field.emptyIsNow ?? 'fieldKinds.dateTime.zone'))}
      slotProps={{
        // A send time's picker starts at this minute; an earlier one typed in is refused by the schema with its reason.
        htmlInput: { 'data-testid': testId, readOnly: Boolean(readOnly), ...(field.emptyIsNow ? { min: warsawWallTime(new Date().toISOString()) } : {}) },
        inputLabel: { shrink: true },
        input: { endAdornment: now },
      }}
    />
  );
}
