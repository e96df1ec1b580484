import { hashKey, queryOptions, type QueryClient } from '@tanstack/react-query';
import { listPathOf } from '../define-resource';
import { fetchList, resourceKeys } from '../resource-api';
import type { AnyResource, ResourceRow } from '../types';
import { parseListState, toApiQuery, type ListState } from './list-state';
import { listConfigOf } from './use-list-url-state';

/**
 * A page fetched for a page load before the list rendered (prefetchListPage) counts as fresh this long, so
 * the list's first render shows it instead of asking again; any later answer is stale at once, as before.
 */
const PREFETCH_FRESH_MS = 10_000;

/** Query hash → the dataUpdatedAt of the answer the prefetch brought. */
const prefetched = new Map<string, number>();

/**
 * The cache key of a page of the list: a list with an endpoint of its own (the outbox beside the sent mail) keeps
 * its pages apart from the collection's, while one invalidation of the resource still refreshes both.
 */
export const listPageKey = (resource: AnyResource, query: string) =>
  resourceKeys.list(resource.name, resource.list.path ? `${resource.list.path}?${query}` : query);

/** The query of one page of a resource's list: the list (useResourceListQuery) and its prefetch share it. */
export function listPageQuery(resource: AnyResource, state: ListState) {
  const query = toApiQuery(state, resource.list.fixedQuery).toString();
  return queryOptions({
    queryKey: listPageKey(resource, query),
    queryFn: ({ signal }) => fetchList<ResourceRow>(listPathOf(resource), new URLSearchParams(query), signal),
    staleTime: (cached) => (prefetched.get(cached.queryHash) === cached.state.dataUpdatedAt ? PREFETCH_FRESH_MS : 0),
  });
}

/**
 * Asks for the page the list will show at `search` (a URL query) before the list has rendered: on a page
 * load the answer arrives while the screen's chunks run, instead of after the first render. Failures are
 * left to the list, which asks again.
 */
export async function prefetchListPage(client: QueryClient, resource: AnyResource, search: string): Promise<void> {
  const options = listPageQuery(resource, parseListState(new URLSearchParams(search), listConfigOf(resource)));
  await client.prefetchQuery(options);
  const answer = client.getQueryState(options.queryKey);
  if (answer?.status === 'success') prefetched.set(hashKey(options.queryKey), answer.dataUpdatedAt);
}
