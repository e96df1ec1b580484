import { TextField } from '@mui/material';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormFieldProps } from '../../types';
import { instantOfWarsawWallTime, warsawWallTime } from './warsaw-wall-time';

/**
 * A moment in time: the value is an ISO instant (as the API has it), the input shows and takes Warsaw wall
 * time whatever the browser's zone, so a user travelling abroad sees the same hour as the office.
 */
export function DateTimeField({ field, control, label, error, readOnly }: FormFieldProps) {
  const { t } = useTranslation();
  const { field: f } = useController({ name: field.name, control });
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
      helperText={error ?? (typeof readOnly === 'string' ? readOnly : t('fieldKinds.dateTime.zone'))}
      slotProps={{
        htmlInput: { 'data-testid': field.testId ?? `field-${field.name}`, readOnly: Boolean(readOnly) },
        inputLabel: { shrink: true },
      }}
    />
  );
}
