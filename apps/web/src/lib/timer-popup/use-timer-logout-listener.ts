import { useEffect } from 'react';
import { endSession } from '../auth/session';
import { listenForTimerLogout } from './timer-protocol';

/** Main window: follow a logout made in the timer pop-up (the session is already gone on the server). */
export function useTimerLogoutListener(): void {
  useEffect(() => listenForTimerLogout(() => endSession({ byUser: true })), []);
}
