import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { setImpersonating } from './impersonation-flag';

/** Keeps the browser flag true to the server session (another tab may have left, the session may have ended). */
export function useImpersonationSync(loggedIn: boolean, userId: number | undefined): void {
  const query = useQuery({
    queryKey: ['impersonating', userId],
    queryFn: () => api.get<{ isImpersonating: boolean }>('/api/v1/admin/users/impersonating', { silent: true }),
    enabled: loggedIn,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (query.data) setImpersonating(query.data.isImpersonating);
  }, [query.data]);
}
