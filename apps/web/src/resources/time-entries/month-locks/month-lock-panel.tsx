import { useState } from 'react';
import { Button, Chip, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import Lock from '@mui/icons-material/Lock';
import LockOpen from '@mui/icons-material/LockOpen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { warsawMonth } from '@harmony/shared';
import { formatDateTime } from '../../../components/resource/renderers';
import { resourceKeys } from '../../../components/resource/resource-api';
import { useLocale } from '../../../lib/i18n/use-locale';
import { fetchMonthLocks, lockMonth, MONTH_LOCKS_KEY, unlockMonth } from './month-locks-api';

/**
 * Locking a month (administrators, on /czasy): once locked, only administrators may add, change or delete
 * entries of that month. Pick a month, see whether and by whom it is locked, and flip it.
 */
export function MonthLockPanel({ initialMonth }: { initialMonth?: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const client = useQueryClient();
  const [month, setMonth] = useState(initialMonth ?? warsawMonth());
  const locks = useQuery({ queryKey: MONTH_LOCKS_KEY, queryFn: fetchMonthLocks });
  const lock = locks.data?.find((l) => l.month === month);
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);

  const toggle = useMutation({
    mutationFn: async (): Promise<unknown> => (lock ? unlockMonth(month) : lockMonth(month)),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: MONTH_LOCKS_KEY });
      // Rows of that month change their lock flag.
      void client.invalidateQueries({ queryKey: resourceKeys.all('time-entries') });
    },
  });

  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5, flexShrink: 0 }} data-testid="month-lock-panel" component="section" aria-labelledby="month-lock-title">
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="month-lock-title" variant="body2" color="text.secondary">
          {t('webProjects.monthLocks.title')}
        </Typography>
        <TextField
          size="small"
          type="month"
          label={t('webProjects.monthLocks.month')}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'month-lock-month' } }}
          sx={{ width: 180 }}
        />
        {valid && (
          <Tooltip title={lock ? t('webProjects.monthLocks.lockedBy', { name: lock.locked_by?.name ?? '—', date: formatDateTime(lock.locked_at, locale) }) : ''}>
            <Chip
              icon={lock ? <Lock /> : <LockOpen />}
              color={lock ? 'warning' : 'default'}
              variant={lock ? 'filled' : 'outlined'}
              label={t(lock ? 'webProjects.monthLocks.locked' : 'webProjects.monthLocks.open')}
              data-testid="month-lock-state"
            />
          </Tooltip>
        )}
        <Button
          variant={lock ? 'outlined' : 'contained'}
          color={lock ? 'inherit' : 'warning'}
          startIcon={lock ? <LockOpen /> : <Lock />}
          disabled={!valid || locks.isPending || toggle.isPending}
          onClick={() => toggle.mutate()}
          data-testid="month-lock-toggle"
        >
          {t(lock ? 'webProjects.monthLocks.unlock' : 'webProjects.monthLocks.lock')}
        </Button>
      </Stack>
    </Paper>
  );
}
