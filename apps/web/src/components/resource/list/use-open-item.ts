import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { fetchItem, resourceKeys } from '../resource-api';
import type { AnyResource, ResourceRow } from '../types';

const ID = /^\d{1,9}$/;

/**
 * The record open in a list's item modal. Kept in the component, or — with the declaration's `list.itemParam` —
 * in the URL query, so a link opens it (a notification's `/wiadomosci?message=7`) and Back closes it: the row of
 * the page while it is there (fresh after every refetch), else the record fetched by its id under the item's
 * cache key, which a details view reading the same record shares.
 */
export function useOpenItem(resource: AnyResource, rows: readonly ResourceRow[]) {
  const param = resource.list.itemParam;
  const [local, setLocal] = useState<ResourceRow | null>(null);
  const [params, setParams] = useSearchParams();
  const raw = param ? params.get(param) : null;
  const id = raw && ID.test(raw) ? raw : null;
  const onPage = id ? rows.find((r) => String(r.id) === id) : undefined;
  const fetched = useQuery({
    queryKey: resourceKeys.item(resource.name, id ?? 'none'),
    queryFn: () => fetchItem<ResourceRow>(resource, id!),
    enabled: Boolean(id) && !onPage,
  });

  const open = useCallback(
    (row: ResourceRow) => {
      if (!param) return setLocal(row);
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(param, String(row.id));
        return next;
      }, { preventScrollReset: true });
    },
    [param, setParams],
  );
  const close = useCallback(() => {
    if (!param) return setLocal(null);
    // Replaced, not pushed: Back from the list then leaves it instead of opening the record again.
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(param);
      return next;
    }, { replace: true, preventScrollReset: true });
  }, [param, setParams]);

  const item = param ? (onPage ?? (id ? fetched.data : undefined) ?? null) : local;
  return { item, open, close };
}
