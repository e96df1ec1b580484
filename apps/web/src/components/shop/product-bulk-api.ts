import { BULK_PATH, BULK_UNDO_PATH, GROUPS_ASSIGN_PATH, type BulkResult, type GroupsAssignInput, type ProductBulkInput } from '@harmony/shared';
import { api } from '../../lib/api';

/*
 * Products in bulk: the bulk edit (the products list's action) and the assignment to categories
 * (/produkty/kategorie/przypisz) share the API's one undo. Quiet: the dialogs show a refusal themselves.
 */
export const bulkEditProducts = (body: ProductBulkInput) => api.post<BulkResult>(BULK_PATH, body, { silent: true });
export const assignProductGroups = (body: GroupsAssignInput) => api.post<BulkResult>(GROUPS_ASSIGN_PATH, body, { silent: true });
export const undoProductBulk = (token: string) => api.post<{ message: string; count: number }>(BULK_UNDO_PATH, { token });

/** The list's query as the selection's `filter`: only what the API filters by (no paging, sort or order). */
export function selectionFilter(query: Record<string, string>): Record<string, string> {
  const { page: _page, per_page: _perPage, sort: _sort, order: _order, ...filter } = query;
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== ''));
}
