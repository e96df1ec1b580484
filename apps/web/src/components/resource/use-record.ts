import { useQuery } from '@tanstack/react-query';
import { fetchItem, resourceKeys } from './resource-api';
import type { AnyResource, ResourceRow } from './types';

/**
 * One record of a resource as its item call answers it (every field and child set — a list row may leave some
 * out), fetched fresh each time a form opens it; nothing is fetched without an id (a create form).
 */
export const useRecord = (resource: AnyResource, id: number | string | undefined) =>
  useQuery({
    queryKey: resourceKeys.item(resource.name, id ?? 'new'),
    queryFn: () => fetchItem<ResourceRow>(resource, id!),
    enabled: id !== undefined,
    staleTime: 0,
  });
