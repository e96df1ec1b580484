import { IconButton, Stack, TextField, Tooltip } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { addMonths } from '@harmony/shared';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month picker with previous / next. */
export function MonthSwitcher({ month, onChange, disabled }: { month: string; onChange(month: string): void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Tooltip title={t('webProjects.month.previous')}>
        <span>
          <IconButton onClick={() => onChange(addMonths(month, -1))} disabled={disabled} aria-label={t('webProjects.month.previous')} data-testid="month-prev">
            <ChevronLeft />
          </IconButton>
        </span>
      </Tooltip>
      <TextField
        size="small"
        type="month"
        label={t('webProjects.month.label')}
        value={month}
        disabled={disabled}
        onChange={(e) => MONTH.test(e.target.value) && onChange(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'month-picker' } }}
        sx={{ width: 180 }}
      />
      <Tooltip title={t('webProjects.month.next')}>
        <span>
          <IconButton onClick={() => onChange(addMonths(month, 1))} disabled={disabled} aria-label={t('webProjects.month.next')} data-testid="month-next">
            <ChevronRight />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}

export const isMonth = (value: string | null): value is string => Boolean(value && MONTH.test(value));
