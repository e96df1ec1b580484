import type { SessionUser } from '@harmony/shared';
import { api, isApiError } from '../api';

export const USER_QUERY_KEY = ['user'] as const;

/** The session probe: 401 means "signed out", not an error. It is also the call that sets the XSRF cookie. */
export async function fetchUser(): Promise<SessionUser | null> {
  try {
    return await api.get<SessionUser>('/api/user', { silent: true, ignoreUnauthorized: true });
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
