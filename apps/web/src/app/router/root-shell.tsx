import { Outlet } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { useLocaleSync } from '../../lib/i18n/use-locale-sync';
import { useImpersonationSync } from '../../lib/impersonation/use-impersonation-sync';
import { useNotificationsSync } from '../../lib/notifications/use-notifications-sync';
import { useTimerLogoutListener } from '../../lib/timer-popup/use-timer-logout-listener';
import { useTimerSync } from '../../features/timer/timer-sync';

/** Above every layout: the URL's language, and the background state of a signed-in user. */
export function RootShell() {
  useLocaleSync();
  const { loggedIn, user } = useAuth();
  useNotificationsSync(loggedIn);
  useImpersonationSync(loggedIn, user?.id);
  useTimerLogoutListener();
  // A start or stop in the timer pop-up (or another tab) refreshes the top bar and whatever screen is open.
  useTimerSync();
  return <Outlet />;
}
