import { Alert, Snackbar } from '@mui/material';
import { hideToast, toastStore } from '../lib/alerts/alerts-store';

/** Top-centre toasts (generic messages, install instructions), each with its own duration. */
export function ToastHost() {
  const toast = toastStore.use();
  return (
    <Snackbar
      key={toast.id}
      open={toast.shown}
      autoHideDuration={toast.duration}
      onClose={(_, reason) => reason !== 'clickaway' && hideToast()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert data-testid="toast" severity={toast.color} variant="filled" onClose={hideToast} sx={{ width: '100%' }}>
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
