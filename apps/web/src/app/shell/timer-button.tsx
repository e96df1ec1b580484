import { IconButton, Tooltip } from '@mui/material';
import Timer from '@mui/icons-material/Timer';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/can/use-can';
import { useLocale } from '../../lib/i18n/use-locale';
import { openTimerPopup } from '../../lib/timer-popup/timer-protocol';

export function TimerButton() {
  const { t } = useTranslation();
  const { to } = useLocale();
  const allowed = useCan()({ permission: 'Timer' });
  if (!allowed) return null;
  return (
    <Tooltip title={t('topbar.timer')}>
      <IconButton data-testid="timer-button" color="inherit" aria-label={t('topbar.timer')} onClick={() => openTimerPopup(to('/timer'))}>
        <Timer />
      </IconButton>
    </Tooltip>
  );
}
