import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AnyResource } from '../types';
import { changeListState, parseListState, toUrlParams, type ListConfig, type ListState } from './list-state';

export function listConfigOf(resource: AnyResource): ListConfig {
  return {
    sortable: resource.list.columns.filter((c) => c.sortable).map((c) => c.field),
    filters: (resource.list.filters ?? []).map((f) => f.name),
    defaultSort: resource.list.defaultSort,
    filterDefaults: Object.fromEntries((resource.list.filters ?? []).flatMap((f) => (f.defaultValue ? [[f.name, f.defaultValue()]] : []))),
  };
}

/**
 * The list's state lives in the URL query. Paging, sorting and filtering push a history entry (back
 * returns to the previous view); typing in the search box replaces it.
 */
export function useListUrlState(resource: AnyResource) {
  const [params, setParams] = useSearchParams();
  const config = useMemo(() => listConfigOf(resource), [resource]);
  const key = params.toString();
  // `key` stands for the params' content: the params object itself changes identity on every render.
  const state = useMemo(() => parseListState(params, config), [key, config]);

  const update = useCallback(
    (change: Partial<ListState>, options: { replace?: boolean } = {}) => {
      setParams((current) => toUrlParams(changeListState(parseListState(current, config), change), config, current), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [config, setParams],
  );

  return { state, update, config };
}
