import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RunningTimer } from '@harmony/shared/resources/timer-state';
import { fromWarsawInput, toWarsawInput } from '@harmony/shared';
import { useLocale } from '../../lib/i18n/use-locale';
import { RefPicker } from './ref-picker';
import { fetchTimeOptions, fetchTimerCheck, TIME_OPTIONS_KEY, TIMER_CHECK_KEY } from '../../lib/timer/timer-api';
import { formatClock, formatStarted } from '../../lib/time/hours-format';
import { useStopRepair } from './use-stop-repair';
import { DiscardTimerDialog } from './discard-timer-dialog';

export interface StopRepairProps {
  timer: RunningTimer;
  /** After the timer stopped or was discarded. */
  onDone?(): void;
}

/**
 * What to do with a timer whose stop is refused (GET /api/timer/check): the reasons, the entry it runs into,
 * and one-click repairs — stop earlier, start later, change the start by hand, pick another project — or
 * discard it. Shown in the pop-up and under the top bar's stop, so a timer never stays stuck.
 */
export function StopRepair({ timer, onDone }: StopRepairProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const check = useQuery({ queryKey: TIMER_CHECK_KEY, queryFn: fetchTimerCheck, staleTime: 0 });
  const errors = check.data?.errors ?? {};
  const needsProject = Boolean(errors.project_id);
  const options = useQuery({ queryKey: TIME_OPTIONS_KEY, queryFn: fetchTimeOptions, staleTime: 5 * 60_000, enabled: needsProject });
  const repair = useStopRepair(timer, onDone);
  const [start, setStart] = useState(() => toWarsawInput(timer.started_at));
  const [startError, setStartError] = useState<string | null>(null);
  const [project, setProject] = useState<number | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  if (check.isPending) return <CircularProgress size={24} aria-label={t('app.loading')} />;
  const messages = Object.values(errors).flat();
  // Nothing refuses a stop (any more): nothing to repair.
  if (!messages.length) return null;
  const { conflict, start_at: startAt, stop_at: stopAt } = check.data ?? { conflict: null, start_at: null, stop_at: null };
  const timeProblem = Boolean(errors.started_at || errors.ended_at);
  const busy = repair.isPending;

  const changeStart = () => {
    const iso = fromWarsawInput(start);
    setStartError(iso ? null : t('webTime.timer.repair.invalidStart'));
    if (iso) repair.mutate({ started_at: iso });
  };

  return (
    <Stack spacing={1.5} data-testid="timer-repair">
      <Alert severity="warning">
        <AlertTitle>{t('webTime.timer.repair.title')}</AlertTitle>
        {messages.map((message) => (
          <Box key={message} data-testid="timer-repair-reason">
            {message}
          </Box>
        ))}
        {conflict && (
          <Box data-testid="timer-repair-conflict" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {t('webTime.timer.repair.conflict', {
              project: conflict.project.name,
              range: `${formatStarted(conflict.started_at, locale)}–${formatClock(conflict.ended_at, locale)}`,
            })}
            {conflict.description ? ` (${conflict.description})` : ''}
          </Box>
        )}
      </Alert>
      {stopAt && (
        <Button variant="contained" data-testid="timer-repair-stop-at" disabled={busy} onClick={() => repair.mutate({ ended_at: stopAt })}>
          {t('webTime.timer.repair.stopAt', { time: formatStarted(stopAt, locale) })}
        </Button>
      )}
      {startAt && (
        <Button variant="contained" data-testid="timer-repair-start-at" disabled={busy} onClick={() => repair.mutate({ started_at: startAt })}>
          {t('webTime.timer.repair.startAt', { time: formatStarted(startAt, locale) })}
        </Button>
      )}
      {timeProblem && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            type="datetime-local"
            size="small"
            label={t('webTime.timer.repair.newStart')}
            value={start}
            onChange={(e) => setStart(e.target.value)}
            error={Boolean(startError)}
            helperText={startError}
            disabled={busy}
            sx={{ flex: 1 }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'timer-repair-start-input' } }}
          />
          <Button variant="outlined" data-testid="timer-repair-start" disabled={busy} onClick={changeStart} sx={{ flexShrink: 0 }}>
            {t('webTime.timer.repair.changeStart')}
          </Button>
        </Stack>
      )}
      {needsProject && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <RefPicker
            value={project}
            options={(options.data?.projects ?? []).filter((p) => p.id !== timer.project?.id)}
            onChange={setProject}
            label="webTime.timer.project"
            none="webTime.timer.noProject"
            testId="timer-repair-project-picker"
            disabled={busy}
          />
          <Button
            variant="outlined"
            data-testid="timer-repair-project"
            disabled={busy || project === null}
            onClick={() => project !== null && repair.mutate({ project_id: project })}
            sx={{ flexShrink: 0 }}
          >
            {t('webTime.timer.repair.changeProject')}
          </Button>
        </Stack>
      )}
      <Button color="error" data-testid="timer-repair-discard" disabled={busy} onClick={() => setConfirmDiscard(true)} sx={{ alignSelf: 'flex-start' }}>
        {t('webTime.timer.repair.discard')}
      </Button>
      <DiscardTimerDialog open={confirmDiscard} onClose={() => setConfirmDiscard(false)} discard={() => repair.mutateAsync({ discard: true })} />
    </Stack>
  );
}
