import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { itemPathOf } from '../define-resource';
import { resourceKeys } from '../resource-api';
import type { AnyResource, ResourceRow } from '../types';

/** `ids` with the item `from` moved to where `to` stands. */
export function movedIds(ids: readonly number[], from: number, to: number): number[] {
  const next = ids.filter((id) => id !== from);
  const at = ids.indexOf(to);
  next.splice(at < 0 ? next.length : at, 0, from);
  return next;
}

/**
 * The list's rows in the order the user dragged them to, shown at once and saved behind: a flat list sends
 * the whole order (`PUT <path>/order`), a tree the moved row's new place among its siblings
 * (`PUT <item path>/{id}/move`, position counted from 0). A refused save puts the server's order back.
 */
export function useRowOrder(resource: AnyResource, rows: ResourceRow[]) {
  const client = useQueryClient();
  const [order, setOrder] = useState<number[] | null>(null);
  // New rows from the server (a refetch, another page) replace whatever order was shown.
  useEffect(() => setOrder(null), [rows]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = order ? order.map((id) => byId.get(id)).filter((r): r is ResourceRow => Boolean(r)) : rows;

  const move = async (from: number, to: number) => {
    if (from === to) return;
    const ids = movedIds(ordered.map((r) => r.id), from, to);
    setOrder(ids);
    try {
      if (resource.list.tree) {
        const parent = (byId.get(from)?.parent_id as number | null | undefined) ?? null;
        const siblings = ids.filter((id) => ((byId.get(id)?.parent_id as number | null | undefined) ?? null) === parent);
        await api.put(`${itemPathOf(resource)}/${from}/move`, { parent_id: parent, position: siblings.indexOf(from) });
      } else {
        await api.put(`${resource.path}/order`, { ids });
      }
    } catch {
      // The api client has said why; the server's order comes back.
      setOrder(null);
    }
    void client.invalidateQueries({ queryKey: resourceKeys.lists(resource.name) });
  };
  return { rows: ordered, move };
}
