import type { SessionUser } from '@harmony/shared';
import { api, isApiError } from '../api';

export const USER_QUERY_KEY = ['user'] as const;

/**
 * The session probe: GET /api/session answers 200 with the user or null, so a guest's console shows no
 * failed request. It is also the call that sets the XSRF cookie. A 401 (an older server) still means
 * "signed out".
 */
export async function fetchUser(): Promise<SessionUser | null> {
  try {
    const { user } = await api.get<{ user: SessionUser | null }>('/api/session', { silent: true, ignoreUnauthorized: true });
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const userQueryOptions = {
  queryKey: USER_QUERY_KEY,
  queryFn: fetchUser,
  staleTime: Infinity,
  retry: false,
} as const;
