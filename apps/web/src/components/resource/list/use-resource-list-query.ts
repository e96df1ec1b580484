import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList, resourceKeys } from '../resource-api';
import type { AnyResource, ResourceRow } from '../types';
import { toApiQuery, type ListState } from './list-state';

/** One page of the list from the server; the previous page stays on screen while the next one loads. */
export function useResourceListQuery(resource: AnyResource, state: ListState) {
  const query = toApiQuery(state, resource.list.fixedQuery).toString();
  return useQuery({
    queryKey: resourceKeys.list(resource.name, query),
    queryFn: ({ signal }) => fetchList<ResourceRow>(resource.path, new URLSearchParams(query), signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
