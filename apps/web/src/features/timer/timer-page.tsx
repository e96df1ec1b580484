import { Alert, CircularProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '@harmony/shared';
import { PageHeading } from '../../components/page-heading';
import { fetchTimeOptions, fetchTimer, fetchTimerToday, TIME_OPTIONS_KEY, TIMER_KEY, TIMER_TODAY_KEY, timerInputOf } from '../../lib/timer/timer-api';
import { TimerPanel } from './timer-panel';
import { TodayEntries } from './today-entries';
import { useTimerActions } from './use-timer-actions';

/** /timer, in the timer layout (usually the 400x600 pop-up from the top bar). */
export function TimerPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const timer = useQuery({ queryKey: TIMER_KEY, queryFn: fetchTimer, staleTime: 0, refetchOnWindowFocus: true });
  const today = useQuery({ queryKey: TIMER_TODAY_KEY, queryFn: fetchTimerToday, staleTime: 0, refetchOnWindowFocus: true });
  const options = useQuery({ queryKey: TIME_OPTIONS_KEY, queryFn: fetchTimeOptions, staleTime: 5 * 60_000 });
  const actions = useTimerActions();

  let body;
  if (timer.isPending) {
    body = (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('app.loading')} />
      </Stack>
    );
  } else if (timer.isError) {
    body = <Alert severity="error">{t('webTime.common.loadFailed')}</Alert>;
  } else {
    body = (
      <>
        <TimerPanel timer={timer.data} projects={options.data?.projects ?? []} categories={options.data?.categories ?? []} actions={actions} />
        <TodayEntries today={today.data} disabled={actions.busy} onContinue={(entry) => actions.start.mutate(timerInputOf(entry))} />
      </>
    );
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
      <PageHeading size="small">{t(`routes.${route.name}`)}</PageHeading>
      {body}
    </Stack>
  );
}
