import type { SessionUser } from '@harmony/shared';
import { api } from '../api';
import { startSession } from '../auth/session';
import { queryClient } from '../query-client';
import { USER_QUERY_KEY } from '../auth/user-query';
import { setImpersonating } from './impersonation-flag';

interface UserAnswer {
  message: string;
  user: SessionUser;
}

function refreshAs(user: SessionUser): void {
  // Everything cached belonged to the other identity.
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
  startSession(user);
}

/** For the users screen: an administrator signs in as another user. */
export async function startImpersonation(userId: number): Promise<SessionUser> {
  const res = await api.post<UserAnswer>(`/api/v1/admin/users/${userId}/impersonate`);
  setImpersonating(true);
  refreshAs(res.user);
  return res.user;
}

/** Back to the administrator's own account; the caller navigates to the users list. */
export async function leaveImpersonation(): Promise<SessionUser> {
  const res = await api.get<UserAnswer>('/api/v1/admin/users/impersonating/leave');
  setImpersonating(false);
  refreshAs(res.user);
  await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  return res.user;
}
