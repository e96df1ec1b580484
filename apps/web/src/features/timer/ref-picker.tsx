import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { NamedRef } from './timer-api';

export interface ProjectPickerProps {
  value: number | null;
  projects: NamedRef[];
  onChange(id: number | null): void;
  error?: string;
  disabled?: boolean;
}

/** A native select: quick with the keyboard in the small pop-up, and the project may stay empty until stop. */
export function ProjectPicker({ value, projects, onChange, error, disabled }: ProjectPickerProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={t('webTime.timer.project')}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
      slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'timer-project' }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('webTime.timer.noProject')}</option>
      {projects.map((p) => (
        <option key={p.id} value={String(p.id)}>
          {p.name}
        </option>
      ))}
    </TextField>
  );
}
