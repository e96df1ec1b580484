import type { ListResponse } from '@harmony/shared';
import type { ResourceRow } from '../types';

/** A row taken out of a page, with where it was, so an undo can put it back in place. */
export interface RemovedRow {
  row: ResourceRow;
  index: number;
}

export function removedRows(list: ListResponse<ResourceRow> | undefined, ids: readonly number[]): RemovedRow[] {
  if (!list) return [];
  return list.data.flatMap((row, index) => (ids.includes(row.id) ? [{ row, index }] : []));
}

/** The page without the given rows (seed: "after a delete the item is removed from the local list"). */
export function withoutRows(list: ListResponse<ResourceRow>, ids: readonly number[]): ListResponse<ResourceRow> {
  const data = list.data.filter((row) => !ids.includes(row.id));
  const gone = list.data.length - data.length;
  return { data, meta: { ...list.meta, total: Math.max(0, list.meta.total - gone) } };
}

/** The page with a restored row back at its old place (or refreshed, if it is there already). */
export function withRowRestored(list: ListResponse<ResourceRow>, restored: RemovedRow): ListResponse<ResourceRow> {
  if (list.data.some((row) => row.id === restored.row.id)) {
    return { ...list, data: list.data.map((row) => (row.id === restored.row.id ? restored.row : row)) };
  }
  const data = [...list.data];
  data.splice(Math.min(restored.index, data.length), 0, restored.row);
  return { data, meta: { ...list.meta, total: list.meta.total + 1 } };
}
