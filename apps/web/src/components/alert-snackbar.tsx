import { Alert, Snackbar } from '@mui/material';
import { ALERT_TIMEOUT_MS } from '@harmony/shared';
import { alertStore, hideAlert } from '../lib/alerts/alerts-store';

export interface AlertSnackbarProps {
  /** Messages this layout never shows (the plain layout hides "sign in to continue"). */
  hidden?: readonly string[];
  autoHideMs?: number;
}

/** The layout's alert: shown or hidden by the alert state, closing itself after ALERT_TIMEOUT_MS. */
export function AlertSnackbar({ hidden = [], autoHideMs = ALERT_TIMEOUT_MS }: AlertSnackbarProps) {
  const alert = alertStore.use();
  const open = alert.shown && !hidden.includes(alert.message);
  return (
    <Snackbar
      key={alert.id}
      open={open}
      autoHideDuration={autoHideMs}
      onClose={(_, reason) => reason !== 'clickaway' && hideAlert()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert data-testid="alert" severity={alert.color} variant="filled" onClose={hideAlert} sx={{ width: '100%' }}>
        {alert.message}
      </Alert>
    </Snackbar>
  );
}
