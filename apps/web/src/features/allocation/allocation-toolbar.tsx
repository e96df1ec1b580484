import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { capitalize } from '../../components/resource/renderers';
import type { ResolvedOption } from '../../components/resource/use-options';

interface Props {
  from: string;
  to: string;
  onRange(from: string, to: string): void;
  /** Changing the range would drop unsaved edits: the reason it is locked, in words. */
  rangeLocked?: string;
  rangeError?: string;
  /** People who may be added (not in the grid yet); none when the grid is read-only. */
  addable: ResolvedOption[] | null;
  onAdd(userId: number, name: string): void;
}

/** The grid's range of months and "add a person". */
export function AllocationToolbar({ from, to, onRange, rangeLocked, rangeError, addable, onAdd }: Props) {
  const { t } = useTranslation();
  const month = (label: string, value: string, set: (v: string) => void, testId: string, error?: string) => (
    <TextField
      size="small"
      type="month"
      label={capitalize(label)}
      value={value}
      onChange={(e) => e.target.value && set(e.target.value)}
      disabled={Boolean(rangeLocked)}
      error={Boolean(error)}
      helperText={error ?? rangeLocked}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
      sx={{ width: 190 }}
    />
  );
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
      {month(t('projects.fields.from'), from, (v) => onRange(v, to), 'allocation-from')}
      {month(t('projects.fields.to'), to, (v) => onRange(from, v), 'allocation-to', rangeError)}
      {addable && (
        <TextField
          select
          size="small"
          label={t('webProjects.allocation.addUser')}
          value=""
          onChange={(e) => {
            const option = addable.find((o) => o.value === e.target.value);
            if (option) onAdd(Number(option.value), option.label);
          }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'allocation-add-user' } as object } }}
          sx={{ minWidth: 240 }}
        >
          {addable.length === 0 && (
            <MenuItem value="" disabled>
              {t('webProjects.allocation.nobodyToAdd')}
            </MenuItem>
          )}
          {addable.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
