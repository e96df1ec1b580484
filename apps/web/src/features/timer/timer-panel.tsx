import { useMemo, useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Stop from '@mui/icons-material/Stop';
import { useTranslation } from 'react-i18next';
import type { RunningTimer } from '@harmony/shared';
import { formatMinutes } from '@harmony/shared';
import { GrowingTextField } from '../../components/growing-text-field';
import { useLocale } from '../../lib/i18n/use-locale';
import { ElapsedClock } from '../../components/elapsed-clock';
import { RefPicker } from './ref-picker';
import { RecentChoices } from './recent-choices';
import { StopRepair } from './stop-repair';
import type { NamedRef, TimerInput } from '../../lib/timer/timer-api';
import { formatClock } from '../../lib/time/hours-format';
import { useTimerActions } from './use-timer-actions';
import { DiscardTimerDialog } from './discard-timer-dialog';

export interface TimerPanelProps {
  timer: RunningTimer | null;
  projects: NamedRef[];
  /** The kinds of work (categories) an entry may have. */
  categories: NamedRef[];
  /** The page's timer writes (shared with today's list, whose "continue" starts the timer); default: the panel's own. */
  actions?: ReturnType<typeof useTimerActions>;
}

/** Longer than an entry may be: the stop will be refused, so the repair shows at once. */
const MAX_RUN_MS = 24 * 3600_000;

const inputOf = (timer: RunningTimer | null): TimerInput => ({
  project_id: timer?.project?.id ?? null,
  category_id: timer?.category?.id ?? null,
  description: timer?.description ?? '',
});

/** Project, description, the ticking clock and the buttons; while a timer runs the form edits it. */
export function TimerPanel({ timer, projects, categories, actions: shared }: TimerPanelProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const own = useTimerActions();
  const actions = shared ?? own;
  const [form, setForm] = useState<TimerInput>(() => inputOf(timer));
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  // The server's timer changed (another window, a save): the form follows it. Edits in progress are kept otherwise.
  const snapshot = timer ? JSON.stringify(inputOf(timer)) + timer.started_at : 'idle';
  const [synced, setSynced] = useState(snapshot);
  if (synced !== snapshot) {
    setSynced(snapshot);
    if (timer) setForm(inputOf(timer));
  }
  const running = timer !== null;
  const saved = inputOf(timer);
  const dirty =
    running && (form.project_id !== saved.project_id || form.category_id !== saved.category_id || form.description.trim() !== saved.description.trim());

  // The running timer's project stays pickable even if it is no longer among the bookable ones.
  const options = useMemo(
    () => (timer?.project && !projects.some((p) => p.id === timer.project!.id) ? [timer.project, ...projects] : projects),
    [projects, timer],
  );
  const fieldError = (name: string) => actions.errors?.[name]?.[0];
  const stale = running && Date.now() - Date.parse(timer.started_at) > MAX_RUN_MS;
  const repairing = running && (actions.refused || stale);
  // Errors of no field of the form (the whole write, or the times): the repair shows them itself when it is open.
  const formError = repairing ? undefined : (actions.errors?._ ?? actions.errors?.started_at ?? actions.errors?.ended_at)?.[0];

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('webTime.timer.title')}>
      <Stack spacing={2}>
        <Box sx={{ textAlign: 'center' }}>
          <ElapsedClock startedAt={timer?.started_at ?? null} testId="timer-elapsed" sx={{ fontSize: '2.75rem', fontWeight: 500, lineHeight: 1.2 }} />
          <Typography variant="body2" color="text.secondary" data-testid="timer-status">
            {running ? t('webTime.timer.runningSince', { time: formatClock(timer.started_at, locale) }) : t('webTime.timer.idle')}
          </Typography>
        </Box>
        <RefPicker
          value={form.project_id}
          options={options}
          onChange={(project_id) => setForm((f) => ({ ...f, project_id }))}
          label="webTime.timer.project"
          none="webTime.timer.noProject"
          testId="timer-project"
          error={fieldError('project_id')}
          disabled={actions.busy}
        />
        {categories.length > 0 && (
          <RefPicker
            value={form.category_id}
            options={categories}
            onChange={(category_id) => setForm((f) => ({ ...f, category_id }))}
            label="webTime.timer.category"
            none="webTime.timer.noCategory"
            testId="timer-category"
            error={fieldError('category_id')}
            disabled={actions.busy}
          />
        )}
        <GrowingTextField
          label={t('webTime.timer.description')}
          value={form.description}
          onChange={(e) => setForm((f) => ({ ...f, description: e.target.value }))}
          minRows={2}
          maxRows={5}
          size="small"
          fullWidth
          error={Boolean(fieldError('description'))}
          helperText={fieldError('description')}
          disabled={actions.busy}
          slotProps={{ htmlInput: { 'data-testid': 'timer-description', maxLength: 2000 } }}
        />
        {formError && <Alert severity="error">{formError}</Alert>}
        {actions.stopped && (
          <Alert severity="info" data-testid="timer-previous-stopped">
            {t('webTime.timer.previousStopped', {
              duration: formatMinutes(actions.stopped.minutes),
              project: actions.stopped.project?.name ?? '—',
            })}
          </Alert>
        )}
        {repairing && <StopRepair key={timer.started_at} timer={timer} />}
        {running ? (
          <Stack spacing={1}>
            <Button
              variant="contained"
              color="error"
              size="large"
              startIcon={<Stop />}
              data-testid="timer-stop"
              disabled={actions.busy}
              onClick={() => actions.stop.mutate(dirty ? form : null, { onSuccess: () => setForm((f) => ({ ...f, description: '' })) })}
            >
              {t('webTime.timer.stop')}
            </Button>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'space-between' }}>
              <Button variant="outlined" data-testid="timer-save" disabled={!dirty || actions.busy} onClick={() => actions.update.mutate(form)}>
                {t('webTime.timer.save')}
              </Button>
              <Button
                variant="outlined"
                data-testid="timer-switch"
                title={t('webTime.timer.switchHint')}
                disabled={actions.busy}
                onClick={() => actions.start.mutate(form)}
              >
                {t('webTime.timer.switch')}
              </Button>
              <Button color="error" data-testid="timer-discard" disabled={actions.busy} onClick={() => setConfirmDiscard(true)}>
                {t('webTime.timer.discard')}
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Button
            variant="contained"
            size="large"
            startIcon={<PlayArrow />}
            data-testid="timer-start"
            disabled={actions.busy}
            onClick={() => actions.start.mutate(form)}
          >
            {t('webTime.timer.start')}
          </Button>
        )}
        {!running && <RecentChoices disabled={actions.busy} onPick={(input) => actions.start.mutate(input)} />}
      </Stack>
      <DiscardTimerDialog open={confirmDiscard} onClose={() => setConfirmDiscard(false)} discard={() => actions.discard.mutateAsync()} />
    </Paper>
  );
}
