import type { ListResponse } from '@harmony/shared';
import { api } from '../../lib/api';
import { itemPathOf } from './define-resource';
import type { ResourceRow } from './types';

/** The generic CRUD contract of apps/api/src/lib/crud/register-crud.ts, one function per call. */
export interface Created<T> {
  id: number;
  message: string;
  data: T;
}

export const fetchList = <T extends ResourceRow>(path: string, query: URLSearchParams, signal?: AbortSignal) =>
  api.get<ListResponse<T>>(`${path}?${query.toString()}`, { signal });

export const fetchOne = <T extends ResourceRow>(path: string, id: number | string) => api.get<T>(`${path}/${id}`);

/** One record of a resource, read out of its item call's answer where the resource says how (`readItem`). */
export const fetchItem = async <T extends ResourceRow>(resource: { path: string; itemPath?: string; readItem?(body: unknown): T }, id: number | string) => {
  const body = await fetchOne<T>(itemPathOf(resource), id);
  return resource.readItem ? resource.readItem(body) : body;
};

export const createRecord = <T extends ResourceRow>(path: string, body: unknown) => api.post<Created<T>>(path, body);

export const updateRecord = <T extends ResourceRow>(path: string, id: number | string, body: unknown) =>
  api.put<{ message: string; data: T }>(`${path}/${id}`, body);

/** Silent: the list shows the server's message itself, in the snackbar that offers the undo. */
export const deleteRecord = (path: string, id: number) => api.delete<{ id: number; message: string }>(`${path}/${id}`, { silent: true });

export const bulkDeleteRecords = (path: string, ids: number[]) =>
  api.post<{ ids: number[]; message: string }>(`${path}/bulk-delete`, { ids }, { silent: true });

export const restoreRecord = <T extends ResourceRow>(path: string, id: number) => api.post<Created<T>>(`${path}/${id}/restore`);

/** Query keys: everything of a resource starts with ['resource', name], so one invalidation refreshes it. */
export const resourceKeys = {
  all: (name: string) => ['resource', name] as const,
  lists: (name: string) => ['resource', name, 'list'] as const,
  list: (name: string, query: string) => ['resource', name, 'list', query] as const,
  item: (name: string, id: number | string) => ['resource', name, 'item', String(id)] as const,
};
