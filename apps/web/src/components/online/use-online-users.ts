import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
// By path: the dashboard shows this list, and resources/timer.ts would bring zod along.
import { ONLINE_STREAM_EVENT, type OnlineUser } from '@harmony/shared/resources/timer-state';
import { fetchOnline, ONLINE_COUNT_KEY, ONLINE_KEY, ONLINE_STREAM_URL, parseOnlineEvent } from './online-api';

/** Polling while the stream is down (or EventSource is missing). */
export const ONLINE_POLL_MS = 10_000;
const RECONNECT_MIN_MS = 2_000;
const RECONNECT_MAX_MS = 60_000;

export interface OnlineUsers {
  users: OnlineUser[];
  /** The stream is open: changes arrive as they happen. Otherwise the list is polled. */
  live: boolean;
  isPending: boolean;
  isError: boolean;
}

/**
 * Who has a timer running, live: the list is loaded once, then every `online` event of the server's stream
 * replaces it (and the top bar's counter). When the stream fails the hook polls every 10 s and reconnects
 * with a growing delay; the browser's own retry (the server asks for 3 s) covers short drops.
 */
export function useOnlineUsers(enabled = true): OnlineUsers {
  const client = useQueryClient();
  const [live, setLive] = useState(false);
  const query = useQuery({
    queryKey: ONLINE_KEY,
    queryFn: fetchOnline,
    enabled,
    staleTime: 0,
    refetchInterval: enabled && !live ? ONLINE_POLL_MS : false,
  });

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = RECONNECT_MIN_MS;
    let stopped = false;

    const onList = (event: MessageEvent<string>) => {
      const users = parseOnlineEvent(event.data);
      if (!users) return;
      delay = RECONNECT_MIN_MS;
      setLive(true);
      client.setQueryData(ONLINE_KEY, users);
      client.setQueryData(ONLINE_COUNT_KEY, { count: users.length });
    };
    const connect = () => {
      source = new EventSource(ONLINE_STREAM_URL, { withCredentials: true });
      source.addEventListener(ONLINE_STREAM_EVENT, onList as EventListener);
      source.onopen = () => setLive(true);
      source.onerror = () => {
        setLive(false);
        // CONNECTING: the browser retries by itself. CLOSED (refused, not a stream): we retry, later and later.
        if (!source || source.readyState !== EventSource.CLOSED || stopped) return;
        source.close();
        retry = setTimeout(connect, delay);
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
      setLive(false);
    };
  }, [enabled, client]);

  return { users: query.data ?? [], live, isPending: query.isPending && enabled, isError: query.isError };
}
