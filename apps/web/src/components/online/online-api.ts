import type { OnlineUser } from '@harmony/shared';
import { api } from '../../lib/api';

export const ONLINE_KEY = ['online'] as const;
/** The top bar's counter (app/shell/use-online-count) reads this key; the live list keeps it current. */
export const ONLINE_COUNT_KEY = ['online-count'] as const;
export const ONLINE_URL = '/api/v1/admin/times/online';
export const ONLINE_STREAM_URL = '/api/v1/admin/times/online/stream';

export const fetchOnline = () => api.get<{ data: OnlineUser[] }>(ONLINE_URL, { silent: true }).then((body) => body?.data ?? []);

/** The data of one `online` event of the stream, or null when it is not a list. */
export function parseOnlineEvent(raw: string): OnlineUser[] | null {
  try {
    const body = JSON.parse(raw) as { data?: unknown };
    return Array.isArray(body?.data) ? (body.data as OnlineUser[]) : null;
  } catch {
    return null;
  }
}
