import { usersContract, type PasswordChangeInput, type ProfileInput, type SessionUser } from '@harmony/shared';
import { api } from '../../lib/api';
import { USER_QUERY_KEY } from '../../lib/auth/user-query';
import { queryClient } from '../../lib/query-client';

/** PUT /api/user/profile: your own name and e-mail; the signed-in user everywhere shows the new ones at once. */
export async function saveProfile(values: ProfileInput): Promise<SessionUser> {
  const res = await api.put<{ message: string; user: SessionUser }>('/api/user/profile', values);
  queryClient.setQueryData(USER_QUERY_KEY, res.user);
  return res.user;
}

/** The seed's PUT /api/users/{id}/password with the current password; the server ends your other sessions. */
export const changeOwnPassword = (userId: number, values: PasswordChangeInput) => api.put<{ message: string }>(`${usersContract.itemPath(userId)}/password`, values);
