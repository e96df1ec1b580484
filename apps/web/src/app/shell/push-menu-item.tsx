import { useEffect, useState } from 'react';
import { ListItemIcon, MenuItem } from '@mui/material';
import Notifications from '@mui/icons-material/Notifications';
import NotificationsOff from '@mui/icons-material/NotificationsOff';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../lib/alerts/alerts-store';
import { isApiError } from '../../lib/api';
import { pushState, pushSupported, turnPushOff, turnPushOn, type PushState } from '../../lib/push/browser-push';

/**
 * The user menu's switch of this browser's Web Push notifications (issue 28): "turn on" asks the browser's
 * permission and subscribes, "turn off" unsubscribes; disabled while the browser blocks them. Not shown where the
 * browser has no Push API. Its state is read each time the menu opens.
 */
export function PushMenuItem({ open, onDone }: { open: boolean; onDone(): void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState | null>(null);
  const supported = pushSupported();
  useEffect(() => {
    if (!open || !supported) return;
    let live = true;
    pushState().then((s) => live && setState(s), () => live && setState('off'));
    return () => {
      live = false;
    };
  }, [open, supported]);
  if (!supported || state === null) return null;

  const toggle = () => {
    onDone();
    (state === 'on' ? turnPushOff() : turnPushOn()).then(
      (next) => {
        setState(next);
        if (next === 'blocked') showAlert(t('pushScreens.menu.blocked'), 'warning');
      },
      // The API's refusals have been shown by the api client; the browser's own (no push service) get ours.
      (error: unknown) => {
        if (!isApiError(error)) showAlert(t('pushScreens.menu.failed'), 'error');
      },
    );
  };
  return (
    <MenuItem data-testid="push-toggle" data-state={state} disabled={state === 'blocked'} onClick={toggle}>
      <ListItemIcon>{state === 'on' ? <NotificationsOff fontSize="small" /> : <Notifications fontSize="small" />}</ListItemIcon>
      {t(state === 'on' ? 'pushScreens.menu.off' : state === 'blocked' ? 'pushScreens.menu.blocked' : 'pushScreens.menu.on')}
    </MenuItem>
  );
}
