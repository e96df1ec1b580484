import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LoginBody, SessionUser } from '@harmony/shared';
import { postLogin, postLogout } from './auth-api';
import { endSession, startSession } from './session';
import { userQueryOptions } from './user-query';

export interface Auth {
  user: SessionUser | null;
  loggedIn: boolean;
  /** The first session probe has not answered yet. */
  isLoading: boolean;
  error: unknown;
  login(body: LoginBody): Promise<SessionUser>;
  logout(): Promise<void>;
}

/** Auth state (seed: user and loggedIn) with sign-in and sign-out. */
export function useAuth(): Auth {
  const query = useQuery(userQueryOptions);

  const login = useCallback(async (body: LoginBody) => {
    const res = await postLogin(body);
    startSession(res.user);
    return res.user;
  }, []);

  const logout = useCallback(async () => {
    try {
      await postLogout();
    } finally {
      endSession({ byUser: true });
    }
  }, []);

  const user = query.data ?? null;
  return { user, loggedIn: user !== null, isLoading: query.isPending, error: query.error, login, logout };
}
