import { api } from '../../../../lib/api';

/** One option of a relation (wire conventions: `GET {path}/options`). */
export interface RelationOption {
  id: number;
  label: string;
  parent_id?: number | null;
}

export interface OptionsPage {
  data: RelationOption[];
  meta: { total: number; page: number; per_page: number; last_page: number };
}

export interface OptionsQuery {
  search?: string;
  page?: number;
  per_page?: number;
  ids?: readonly number[];
}

/** The endpoint's most per page: a tree select asks for whole trees in as few pages as it may. */
export const OPTIONS_MAX_PER_PAGE = 50;

export function fetchOptions(path: string, { search, page, per_page, ids }: OptionsQuery, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (page) query.set('page', String(page));
  if (per_page) query.set('per_page', String(per_page));
  if (ids) query.set('ids', ids.join(','));
  return api.get<OptionsPage>(`${path}/options?${query.toString()}`, { signal });
}

/** Ids of a field's value: one id, several, or none (empty strings and nulls from a blank form). */
export const idsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).map(Number).filter((id) => Number.isInteger(id) && id > 0);
