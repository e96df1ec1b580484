import { Suspense, useRef } from 'react';
import { Box, Button, IconButton, Popover, Tooltip } from '@mui/material';
import Stop from '@mui/icons-material/Stop';
import Timer from '@mui/icons-material/Timer';
import { useTranslation } from 'react-i18next';
import type { RunningTimer } from '@harmony/shared/resources/timer-state';
import { ElapsedClock } from '../../components/elapsed-clock';
import { useQuickStop } from '../../features/timer/use-quick-stop';
import { lazyScreen } from '../../lib/pwa/lazy-screen';

// The repair is rare: it loads when a stop is refused, not with every page's top bar.
const StopRepair = lazyScreen<{ timer: RunningTimer; onDone?(): void }>(() =>
  import('../../features/timer/stop-repair').then((m) => ({ default: m.StopRepair })),
);

export interface RunningTimerButtonProps {
  timer: RunningTimer;
  onOpen(): void;
}

/**
 * A running timer in the top bar: a filled pill with its project (hidden on a phone) and elapsed time that
 * opens the pop-up, and a one-click stop. A refused stop opens the repair under it.
 */
export function RunningTimerButton({ timer, onOpen }: RunningTimerButtonProps) {
  const { t } = useTranslation();
  const anchor = useRef<HTMLDivElement>(null);
  const { stop, refused, closeRepair } = useQuickStop();
  const project = timer.project?.name ?? t('webTime.timer.noProject');

  return (
    <Box ref={anchor} data-testid="timer-bar" sx={{ display: 'flex', alignItems: 'center', gap: 0.25, mx: 0.5, minWidth: 0 }}>
      <Tooltip title={t('webTime.bar.running', { project })}>
        <Button
          data-testid="timer-button"
          data-running="true"
          variant="contained"
          color="primary"
          size="small"
          startIcon={<Timer />}
          aria-label={t('webTime.bar.running', { project })}
          onClick={onOpen}
          sx={{ borderRadius: 4, textTransform: 'none', minWidth: 0, maxWidth: { xs: 130, sm: 300 }, whiteSpace: 'nowrap' }}
        >
          <Box
            component="span"
            data-testid="timer-bar-project"
            sx={{ display: { xs: 'none', sm: 'inline' }, overflow: 'hidden', textOverflow: 'ellipsis', mr: 1, maxWidth: 160 }}
          >
            {project}
          </Box>
          <ElapsedClock startedAt={timer.started_at} testId="timer-bar-elapsed" />
        </Button>
      </Tooltip>
      <Tooltip title={t('webTime.bar.stop')}>
        <span>
          <IconButton
            data-testid="timer-bar-stop"
            color="error"
            aria-label={t('webTime.bar.stop')}
            disabled={stop.isPending}
            onClick={() => stop.mutate()}
          >
            <Stop />
          </IconButton>
        </span>
      </Tooltip>
      <Popover
        open={refused}
        anchorEl={anchor.current}
        onClose={closeRepair}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { p: 2, width: 380, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <Suspense fallback={null}>
          <StopRepair timer={timer} onDone={closeRepair} />
        </Suspense>
      </Popover>
    </Box>
  );
}
