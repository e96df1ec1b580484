import type { ReactNode } from 'react';
import { Button, IconButton, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { shiftDay, weekMonday } from '@harmony/shared';
import type { ResolvedOption } from '../../components/resource/use-options';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatDay } from '../../lib/time/time-format';

interface Props {
  /** The week's Monday. */
  week: string;
  today: string;
  /** The person picker's choice (the caller's id when it is their own week); null: no picker. */
  person: string | null;
  people: ResolvedOption[];
  onWeek(day: string): void;
  onPerson(userId: string): void;
}

/** Previous / next / this week, a day to jump to, and whose week (for those whose scope covers others). */
export function TimesheetToolbar({ week, today, person, people, onWeek, onPerson }: Props) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const step = (label: string, days: number, icon: ReactNode, testId: string) => (
    <Tooltip title={label}>
      <IconButton onClick={() => onWeek(shiftDay(week, days))} aria-label={label} data-testid={testId}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      {step(t('timesheet.toolbar.previous'), -7, <ChevronLeft />, 'timesheet-prev')}
      <TextField
        size="small"
        type="date"
        label={t('timesheet.toolbar.day')}
        value={week}
        onChange={(e) => e.target.value && onWeek(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'timesheet-day' } }}
        sx={{ width: 170 }}
      />
      {step(t('timesheet.toolbar.next'), 7, <ChevronRight />, 'timesheet-next')}
      <Button onClick={() => onWeek(today)} disabled={weekMonday(today) === week} data-testid="timesheet-this-week">
        {t('timesheet.toolbar.thisWeek')}
      </Button>
      <Typography aria-live="polite" sx={{ fontWeight: 500, mr: 2 }} data-testid="timesheet-range">
        {t('timesheet.toolbar.range', { from: formatDay(week, locale), to: formatDay(shiftDay(week, 6), locale) })}
      </Typography>
      {person !== null && (
        <TextField
          select
          size="small"
          label={t('timesheet.toolbar.user')}
          value={people.some((o) => o.value === person) ? person : ''}
          onChange={(e) => onPerson(e.target.value)}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'timesheet-user' } as object } }}
          sx={{ minWidth: 220 }}
        >
          {people.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
