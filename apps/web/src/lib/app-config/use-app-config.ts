import { useQuery } from '@tanstack/react-query';
import { DEFAULT_APP_SETTINGS, type AppConfig } from '@harmony/shared';
import { api } from '../api';

/** Settings the shell displays and the menu configuration; fetched only when signed in. */
export function useAppConfig(loggedIn: boolean) {
  const query = useQuery({
    queryKey: ['app-config'],
    queryFn: () => api.get<AppConfig>('/api/app-config', { silent: true }),
    enabled: loggedIn,
    staleTime: 5 * 60_000,
  });
  const settings = { ...DEFAULT_APP_SETTINGS, ...query.data?.settings };
  return { settings, menu: query.data?.menu ?? null, isLoading: query.isPending && loggedIn };
}
