import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { NamedRef } from '../../lib/timer/timer-api';

export interface RefPickerProps {
  value: number | null;
  options: NamedRef[];
  onChange(id: number | null): void;
  /** i18n keys of the label and of the empty choice. */
  label: string;
  none: string;
  testId: string;
  error?: string;
  disabled?: boolean;
}

/** A native select: quick with the keyboard in the small pop-up, and it may stay empty (until stop, for the project). */
export function RefPicker({ value, options, onChange, label, none, testId, error, disabled }: RefPickerProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={t(label)}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
      slotProps={{ select: { native: true }, htmlInput: { 'data-testid': testId }, inputLabel: { shrink: true } }}
    >
      <option value="">{t(none)}</option>
      {options.map((o) => (
        <option key={o.id} value={String(o.id)}>
          {o.name}
        </option>
      ))}
    </TextField>
  );
}
