import { IconButton, Tooltip } from '@mui/material';
import InstallDesktop from '@mui/icons-material/InstallDesktop';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/alerts/alerts-store';
import { instructionToastDuration, isIos } from '../../lib/pwa/install-prompt';
import { installApp, useInstallState } from '../../lib/pwa/install-store';

export function InstallButton() {
  const { t } = useTranslation();
  const { visible } = useInstallState();
  if (!visible) return null;

  const onClick = async () => {
    const outcome = await installApp();
    if (outcome === 'accepted') showToast(t('topbar.installed'), 'success');
    if (outcome === 'instructions') {
      const message = t(isIos(navigator.userAgent) ? 'topbar.installIos' : 'topbar.installManual');
      showToast(message, 'info', instructionToastDuration(message));
    }
  };

  return (
    <Tooltip title={t('topbar.install')}>
      <IconButton data-testid="install-button" color="inherit" aria-label={t('topbar.install')} onClick={() => void onClick()}>
        <InstallDesktop />
      </IconButton>
    </Tooltip>
  );
}
