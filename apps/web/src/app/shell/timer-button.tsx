import { IconButton, Tooltip } from '@mui/material';
import Timer from '@mui/icons-material/Timer';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchTimer, TIMER_KEY } from '../../lib/timer/timer-api';
import { useCan } from '../../lib/can/use-can';
import { useLocale } from '../../lib/i18n/use-locale';
import { openTimerPopup } from '../../lib/timer-popup/timer-protocol';
import { RunningTimerButton } from './running-timer-button';

/**
 * The top bar's timer: while nothing runs, the button opening the 400×600 pop-up (seed); while a timer runs,
 * its project and ticking time (the same button) with a stop beside it. The state comes from GET /api/timer and
 * follows the pop-up and other tabs (timer-sync: they announce every change) and a return to the window.
 */
export function TimerButton() {
  const { t } = useTranslation();
  const { to } = useLocale();
  const allowed = useCan()({ permission: 'Timer' });
  const timer = useQuery({ queryKey: TIMER_KEY, queryFn: fetchTimer, enabled: allowed, staleTime: 30_000, refetchOnWindowFocus: true });
  if (!allowed) return null;
  const open = () => openTimerPopup(to('/timer'));
  if (timer.data) return <RunningTimerButton timer={timer.data} onOpen={open} />;
  return (
    <Tooltip title={t('topbar.timer')}>
      <IconButton data-testid="timer-button" data-running="false" color="inherit" aria-label={t('topbar.timer')} onClick={open}>
        <Timer />
      </IconButton>
    </Tooltip>
  );
}
