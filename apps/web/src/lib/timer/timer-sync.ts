import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { TIMER_DEPENDENT_KEYS } from './timer-api';

/**
 * The timer runs in its own pop-up window with its own query cache, so a start or stop there is told to the
 * other windows of the app on a BroadcastChannel; each refetches what shows the timer (dashboard, online list).
 */
const CHANNEL = 'harmony-timer';

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

export function invalidateTimerViews(client: QueryClient): void {
  for (const key of TIMER_DEPENDENT_KEYS) void client.invalidateQueries({ queryKey: [...key] });
}

/** After a start, stop, edit or discard: refresh this window and tell the others. */
export function announceTimerChange(client: QueryClient): void {
  invalidateTimerViews(client);
  const ch = channel();
  if (!ch) return;
  ch.postMessage({ type: 'changed' });
  ch.close();
}

/** Follows timer changes made in another window (the pop-up, another tab). */
export function useTimerSync(): void {
  const client = useQueryClient();
  useEffect(() => {
    const ch = channel();
    if (!ch) return;
    ch.onmessage = () => invalidateTimerViews(client);
    return () => ch.close();
  }, [client]);
}
