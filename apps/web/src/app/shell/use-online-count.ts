import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

const POLL_MS = 30_000;

/** Users with a running timer; polled, and asked only by administrators (the API refuses others). */
export function useOnlineCount(enabled: boolean): number | null {
  const query = useQuery({
    queryKey: ['online-count'],
    queryFn: () => api.get<{ count: number }>('/api/v1/admin/times/onlineCount', { silent: true }),
    enabled,
    refetchInterval: POLL_MS,
    staleTime: POLL_MS,
  });
  return query.data?.count ?? null;
}
