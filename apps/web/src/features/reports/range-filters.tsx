import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { NamedRef } from '../../lib/timer/timer-api';

export interface RangeFiltersProps {
  kind: 'month' | 'date';
  from: string;
  to: string;
  onChange(patch: { from?: string; to?: string }): void;
  users?: NamedRef[];
  userId?: string;
  onUser?(id: string): void;
}

/** From/to (months or days) and, when there is more than one user to choose from, the user. */
export function RangeFilters({ kind, from, to, onChange, users, userId, onUser }: RangeFiltersProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1.5 }} data-testid="report-filters">
      <TextField
        type={kind}
        size="small"
        label={t('webTime.reports.from')}
        value={from}
        onChange={(e) => e.target.value && onChange({ from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'report-from', max: to } }}
      />
      <TextField
        type={kind}
        size="small"
        label={t('webTime.reports.to')}
        value={to}
        onChange={(e) => e.target.value && onChange({ to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'report-to', min: from } }}
      />
      {users && users.length > 1 && onUser && (
        <TextField
          select
          size="small"
          label={t('webTime.reports.user')}
          value={userId ?? ''}
          onChange={(e) => onUser(e.target.value)}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'report-user' } }}
        >
          <MenuItem value="">{t('webTime.reports.allUsers')}</MenuItem>
          {users.map((u) => (
            <MenuItem key={u.id} value={String(u.id)}>
              {u.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
