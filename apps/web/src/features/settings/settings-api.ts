import type { Setting } from '@harmony/shared';
import { api } from '../../lib/api';

export const SETTINGS_KEY = ['settings'] as const;

const listOf = (body: unknown): Setting[] => (Array.isArray(body) ? body : ((body as { data?: Setting[] } | null)?.data ?? []));

/** GET /api/settings → {data: [{key, value}]} */
export const fetchSettings = () => api.get<unknown>('/api/settings').then(listOf);

/** PUT /api/settings {settings: [...]}: the whole list; what is left out is removed. */
export const saveSettings = (settings: Setting[]) =>
  api.put<unknown>('/api/settings', { settings }).then((body) => {
    const saved = listOf(body);
    return saved.length ? saved : settings;
  });
