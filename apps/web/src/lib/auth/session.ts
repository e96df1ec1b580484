import type { SessionUser } from '@harmony/shared';
import { queryClient } from '../query-client';
import { notificationsStore } from '../notifications/notifications-store';
import { setImpersonating } from '../impersonation/impersonation-flag';
import { USER_QUERY_KEY } from './user-query';

/**
 * Whether the last session ended because the user asked (logout button, timer pop-up) rather than
 * because the API answered 401. The auth guard reads it: a deliberate logout lands on a plain /login,
 * an expired session on /login?redirect=… with the "sign in to continue" alert.
 */
let endedByUser = false;

export const sessionEndedByUser = (): boolean => endedByUser;

export function startSession(user: SessionUser): void {
  endedByUser = false;
  queryClient.setQueryData(USER_QUERY_KEY, user);
}

/** Forgets the user; the route guard then takes the browser to /login. */
export function endSession({ byUser }: { byUser: boolean }): void {
  endedByUser = byUser;
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
  queryClient.setQueryData(USER_QUERY_KEY, null);
  notificationsStore.set([]);
  setImpersonating(false);
}
