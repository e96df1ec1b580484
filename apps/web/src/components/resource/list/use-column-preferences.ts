import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { api } from '../../../lib/api';
import type { AnyResource } from '../types';

export const columnsPreferenceKey = (resource: string) => `list-columns:${resource}`;

/** The stored value, if it is a column → visible map; anything else (404, old shape, error) means defaults. */
export function readColumnPreference(body: unknown): GridColumnVisibilityModel | null {
  const value = body && typeof body === 'object' && 'value' in body ? (body as { value: unknown }).value : null;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value).filter(([, v]) => typeof v === 'boolean');
  return Object.fromEntries(entries) as GridColumnVisibilityModel;
}

/**
 * Which columns a user shows, remembered per user and resource on the server
 * (GET/PUT /api/preferences/list-columns:<resource>). Reads and writes are silent: a missing
 * preference or a failing endpoint just means the declared defaults.
 */
export function useColumnPreferences(resource: AnyResource) {
  const client = useQueryClient();
  const key = columnsPreferenceKey(resource.name);
  const queryKey = useMemo(() => ['preferences', key] as const, [key]);
  const defaults = useMemo(
    () => Object.fromEntries(resource.list.columns.filter((c) => c.hidden).map((c) => [c.field, false])) as GridColumnVisibilityModel,
    [resource],
  );
  const query = useQuery({
    queryKey,
    queryFn: () => api.get<unknown>(`/api/preferences/${key}`, { silent: true }).then(readColumnPreference).catch(() => null),
    staleTime: Infinity,
  });

  const save = useCallback(
    (model: GridColumnVisibilityModel) => {
      client.setQueryData(queryKey, model);
      void api.put(`/api/preferences/${key}`, { value: model }, { silent: true }).catch(() => undefined);
    },
    [client, key, queryKey],
  );

  return { model: query.data ?? defaults, save, ready: !query.isPending };
}
