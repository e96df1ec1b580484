import { QueryClient } from '@tanstack/react-query';

/** One client for the app, so lib functions (sign-in, impersonation) can update the cache without hooks. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});
