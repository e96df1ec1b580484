import { PER_PAGE_DEFAULT } from '@harmony/shared';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
const SEARCH_MAX = 100;

/** Everything a list shows, kept in the URL query so back/forward and reload keep it. */
export interface ListState {
  page: number;
  perPage: number;
  /** Undefined: the API's default order. */
  sort?: string;
  order: 'asc' | 'desc';
  search: string;
  filters: Record<string, string>;
}

export interface ListConfig {
  sortable: readonly string[];
  filters: readonly string[];
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** A filter's value while the URL names none; `?name=` (empty) then means "cleared". */
  filterDefaults?: Record<string, string>;
}

/** Names the list owns in the URL; anything else there is left alone. */
const ownKeys = (config: ListConfig) => ['page', 'per_page', 'sort', 'order', 'search', ...config.filters];

export function defaultListState(config: ListConfig): ListState {
  return {
    page: 1,
    perPage: PER_PAGE_DEFAULT,
    sort: config.defaultSort?.field,
    order: config.defaultSort?.order ?? 'asc',
    search: '',
    filters: Object.fromEntries(Object.entries(config.filterDefaults ?? {}).filter(([, value]) => value)),
  };
}

/** URL query → list state. Anything malformed (a hand-edited URL) falls back to its default. */
export function parseListState(params: URLSearchParams, config: ListConfig): ListState {
  const base = defaultListState(config);
  const page = Number(params.get('page'));
  const perPage = Number(params.get('per_page'));
  const sort = params.get('sort');
  const order = params.get('order');
  const filters: Record<string, string> = {};
  for (const name of config.filters) {
    const raw = params.get(name);
    const value = raw === null ? config.filterDefaults?.[name] : raw.trim();
    if (value) filters[name] = value;
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : base.page,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : base.perPage,
    sort: sort && config.sortable.includes(sort) ? sort : base.sort,
    order: order === 'asc' || order === 'desc' ? order : base.order,
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX),
    filters,
  };
}

/** List state → URL query: only what differs from the defaults, other parameters kept. */
export function toUrlParams(state: ListState, config: ListConfig, current = new URLSearchParams()): URLSearchParams {
  const base = defaultListState(config);
  const next = new URLSearchParams(current);
  ownKeys(config).forEach((key) => next.delete(key));
  if (state.page !== base.page) next.set('page', String(state.page));
  if (state.perPage !== base.perPage) next.set('per_page', String(state.perPage));
  if (state.sort && (state.sort !== base.sort || state.order !== base.order)) {
    next.set('sort', state.sort);
    next.set('order', state.order);
  }
  if (state.search) next.set('search', state.search);
  for (const name of config.filters) {
    const value = state.filters[name] ?? '';
    // The default is what an absent parameter means; a filter cleared against a default is written empty.
    if (value !== (config.filterDefaults?.[name] ?? '')) next.set(name, value);
  }
  return next;
}

/** The filters of a list (search, resource filters, sort, the declaration's fixed query) as API parameters: shared by the list and its exports. */
function filterParams(state: ListState, fixed: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (state.sort) {
    params.set('sort', state.sort);
    params.set('order', state.order);
  }
  if (state.search) params.set('search', state.search);
  Object.entries(state.filters).forEach(([name, value]) => value && params.set(name, value));
  Object.entries(fixed).forEach(([name, value]) => params.set(name, value));
  return params;
}

/** GET <path>?page&per_page&sort&order&search&<filters>&<fixed> */
export function toApiQuery(state: ListState, fixed?: Record<string, string>): URLSearchParams {
  const params = new URLSearchParams({ page: String(state.page), per_page: String(state.perPage) });
  filterParams(state, fixed).forEach((value, key) => params.set(key, value));
  return params;
}

/** GET <path>/export.csv?<same filters>: every page, so no paging. */
export const toExportQuery = (state: ListState, fixed?: Record<string, string>): URLSearchParams => filterParams(state, fixed);

/** A change of what is listed (search, filter, page size, sort) starts again at page 1. */
export function changeListState(state: ListState, change: Partial<ListState>): ListState {
  const resets = ['search', 'filters', 'perPage', 'sort', 'order'].some((k) => k in change);
  return { ...state, ...change, page: change.page ?? (resets ? 1 : state.page) };
}
