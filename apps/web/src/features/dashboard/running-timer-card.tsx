import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import Timer from '@mui/icons-material/Timer';
import { useTranslation } from 'react-i18next';
import type { RunningTimer } from '@harmony/shared';
import { useLocale } from '../../lib/i18n/use-locale';
import { openTimerPopup } from '../../lib/timer-popup/timer-protocol';
import { ElapsedClock } from '../../components/elapsed-clock';
import { formatClock } from '../../lib/time/hours-format';

/** The running timer (ticking) or a note that none runs, with a button opening the timer pop-up. */
export function RunningTimerCard({ timer }: { timer: RunningTimer | null | undefined }) {
  const { t } = useTranslation();
  const { to, locale } = useLocale();
  return (
    <Card variant="outlined" data-testid="dashboard-timer" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500 }} gutterBottom>
          {t('webTime.dashboard.timer')}
        </Typography>
        {timer ? (
          <>
            <ElapsedClock startedAt={timer.started_at} testId="dashboard-timer-elapsed" sx={{ fontSize: '2rem', fontWeight: 500 }} />
            <Typography>{timer.project?.name ?? t('webTime.timer.noProject')}</Typography>
            {timer.description && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {timer.description}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('webTime.timer.runningSince', { time: formatClock(timer.started_at, locale) })}
            </Typography>
          </>
        ) : (
          <Typography color="text.secondary">{t('webTime.dashboard.noTimer')}</Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant={timer ? 'outlined' : 'contained'} startIcon={<Timer />} data-testid="dashboard-open-timer" onClick={() => openTimerPopup(to('/timer'))}>
          {t('webTime.dashboard.openTimer')}
        </Button>
      </CardActions>
    </Card>
  );
}
