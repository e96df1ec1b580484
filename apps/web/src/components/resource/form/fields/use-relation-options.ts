import { useCallback, useMemo, useRef } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useDebounced } from '../../../../lib/hooks/use-debounced';
import { fetchOptions, type RelationOption } from './options-api';

const PER_PAGE = 20;
/** Typing pauses this long before a search goes out: one request per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A relation's options as the user types: debounced search, pages fetched as the list scrolls
 * (`more()`), and the labels of the chosen ids fetched by `ids=` so a saved value shows its names at once.
 */
export function useRelationOptions(path: string, search: string, chosen: number[], open: boolean) {
  const term = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const pages = useInfiniteQuery({
    queryKey: ['relation-options', path, term],
    queryFn: ({ pageParam, signal }) => fetchOptions(path, { search: term, page: pageParam, per_page: PER_PAGE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page < last.meta.last_page ? last.meta.page + 1 : undefined),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const chosenKey = [...chosen].sort((a, b) => a - b).join(',');
  const labels = useQuery({
    queryKey: ['relation-options', path, 'ids', chosenKey],
    queryFn: ({ signal }) => fetchOptions(path, { ids: chosen, per_page: Math.max(chosen.length, 1) }, signal),
    enabled: chosen.length > 0,
    staleTime: 60_000,
  });
  const options = useMemo(() => pages.data?.pages.flatMap((p) => p.data) ?? [], [pages.data]);
  const known = useMemo(() => new Map<number, RelationOption>([...(labels.data?.data ?? []), ...options].map((o) => [o.id, o])), [labels.data, options]);
  // Stand-ins keep their identity between renders: Autocomplete resets its text whenever the value object changes.
  const standIns = useRef(new Map<number, RelationOption>());
  /** The option of an id: loaded, or a stand-in (its number) until its label arrives. */
  const optionOf = useCallback(
    (id: number): RelationOption => known.get(id) ?? standIns.current.get(id) ?? standIns.current.set(id, { id, label: `#${id}` }).get(id)!,
    [known],
  );
  return {
    options,
    optionOf,
    loading: pages.isFetching,
    more: () => {
      if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
    },
  };
}
