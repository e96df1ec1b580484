import { useState } from 'react';
import { TextField } from '@mui/material';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { clockToMinutes, formatMinutes, minutesToClock } from '@harmony/shared';
import type { FormFieldProps } from '../resource/types';
import { parseDuration } from '../../lib/time/time-format';

/** Minutes from start to end, when both are clock times and the end is later. */
export function spanOf(start: unknown, end: unknown): number | null {
  const s = clockToMinutes(String(start ?? ''));
  const e = clockToMinutes(String(end ?? ''));
  return s !== null && e !== null && e > s ? e - s : null;
}

/**
 * The entry's duration as H:MM: shown from start and end, and typed instead of an end ("1:30", "1,5",
 * "90m") — the end then becomes start + duration (at most midnight).
 */
export function DurationField({ control, label }: FormFieldProps) {
  const { t } = useTranslation();
  const start = useWatch({ control, name: 'start' });
  const end = useController({ control, name: 'end' });
  const [typing, setTyping] = useState<string | null>(null);
  const span = spanOf(start, end.field.value);

  const onChange = (text: string) => {
    setTyping(text);
    const minutes = parseDuration(text);
    const from = clockToMinutes(String(start ?? ''));
    if (minutes !== null && from !== null) end.field.onChange(minutesToClock(Math.min(1440, from + minutes)));
  };

  return (
    <TextField
      fullWidth
      label={label}
      value={typing ?? (span === null ? '' : formatMinutes(span))}
      onChange={(e) => onChange(e.target.value)}
      onBlur={() => setTyping(null)}
      placeholder="1:30"
      helperText={typing !== null && parseDuration(typing) === null && typing.trim() ? t('webProjects.time.durationHelp') : undefined}
      error={typing !== null && parseDuration(typing) === null && typing.trim() !== ''}
      slotProps={{ htmlInput: { 'data-testid': 'field-duration', inputMode: 'decimal' }, inputLabel: { shrink: true } }}
    />
  );
}
