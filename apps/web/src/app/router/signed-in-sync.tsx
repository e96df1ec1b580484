import { useImpersonationSync } from '../../lib/impersonation/use-impersonation-sync';
import { useNotificationsSync } from '../../lib/notifications/use-notifications-sync';
import { useTimerSync } from '../../lib/timer/timer-sync';
import { useTimerLogoutListener } from '../../lib/timer-popup/use-timer-logout-listener';

/**
 * The background state of a signed-in user: notifications, the impersonation flag, timer changes made
 * in other windows, a logout made in the timer pop-up. Its own chunk, loaded once someone is signed in:
 * the sign-in page needs none of it.
 */
export default function SignedInSync({ userId }: { userId: number }) {
  useNotificationsSync(true);
  useImpersonationSync(true, userId);
  // A start or stop in the timer pop-up (or another tab) refreshes the top bar and whatever screen is open.
  useTimerSync();
  // Main window: a logout in the pop-up ends this session too (the server's is already gone).
  useTimerLogoutListener();
  return null;
}
