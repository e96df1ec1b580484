import { useImpersonationSync } from '../../lib/impersonation/use-impersonation-sync';
import { useNotificationsSync } from '../../lib/notifications/use-notifications-sync';
import { useTimerSync } from '../../features/timer/timer-sync';

/**
 * The background state of a signed-in user: notifications, the impersonation flag, timer changes made
 * in other windows. Its own chunk, loaded once someone is signed in: the sign-in page needs none of it.
 */
export default function SignedInSync({ userId }: { userId: number }) {
  useNotificationsSync(true);
  useImpersonationSync(true, userId);
  // A start or stop in the timer pop-up (or another tab) refreshes the top bar and whatever screen is open.
  useTimerSync();
  return null;
}
