import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnyResource } from '../types';
import { listPageQuery } from './list-page-query';
import type { ListState } from './list-state';

/** One page of the list from the server; the previous page stays on screen while the next one loads. */
export function useResourceListQuery(resource: AnyResource, state: ListState) {
  return useQuery({ ...listPageQuery(resource, state), placeholderData: keepPreviousData });
}
