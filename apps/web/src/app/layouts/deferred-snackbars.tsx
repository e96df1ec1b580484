import { lazy, Suspense, useState } from 'react';
import type { AlertSnackbarProps } from '../../components/alert-snackbar';
import { alertStore, toastStore } from '../../lib/alerts/alerts-store';

// Snackbar, Alert and their transitions load with the first message, not with the sign-in page.
const AlertSnackbar = lazy(() => import('../../components/alert-snackbar').then((m) => ({ default: m.AlertSnackbar })));
const ToastHost = lazy(() => import('../../components/toast-host').then((m) => ({ default: m.ToastHost })));

/** True from the first time `shown` is true on: the snackbar then stays mounted to animate its exits. */
function useOnceShown(shown: boolean): boolean {
  const [once, setOnce] = useState(shown);
  if (shown && !once) setOnce(true);
  return once || shown;
}

/** The layout's alert snackbar, mounted when the first alert it would show is shown. */
export function DeferredAlertSnackbar(props: AlertSnackbarProps) {
  const alert = alertStore.use();
  const needed = useOnceShown(alert.shown && !props.hidden?.includes(alert.message));
  return needed ? (
    <Suspense fallback={null}>
      <AlertSnackbar {...props} />
    </Suspense>
  ) : null;
}

/** The top-centre toasts, mounted when the first toast is shown. */
export function DeferredToastHost() {
  const needed = useOnceShown(toastStore.use().shown);
  return needed ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
