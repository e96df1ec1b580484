import { useQuery, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_APP_SETTINGS, type AppConfig } from '@harmony/shared';
import { api } from '../api';

export const appConfigQuery = {
  queryKey: ['app-config'],
  queryFn: () => api.get<AppConfig>('/api/app-config', { silent: true }),
  staleTime: 5 * 60_000,
} as const;

const settling = new WeakMap<QueryClient, Promise<unknown>>();

/**
 * Settles once the app config is in the client's cache, or its fetch has failed (the shell then shows
 * the defaults). One promise per client, as React's use() needs; once settled it says so in the way
 * use() reads (status "fulfilled"), so a render after that does not suspend at all.
 */
export function appConfigSettled(client: QueryClient): Promise<unknown> {
  let settled = settling.get(client);
  if (!settled) {
    const promise = client.fetchQuery(appConfigQuery).catch(() => undefined);
    void promise.then((value) => Object.assign(promise, { status: 'fulfilled', value }));
    settling.set(client, (settled = promise));
  }
  return settled;
}

/** Settings the shell displays and the menu configuration; fetched only when signed in. */
export function useAppConfig(loggedIn: boolean) {
  const query = useQuery({ ...appConfigQuery, enabled: loggedIn });
  const settings = { ...DEFAULT_APP_SETTINGS, ...query.data?.settings };
  return { settings, menu: query.data?.menu ?? null, isLoading: query.isPending && loggedIn };
}
