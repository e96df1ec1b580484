/** The seed's list envelope: one page of rows and where it sits in the whole. */
export interface PageMeta {
  total: number;
  page: number;
  per_page: number;
  last_page: number;
  more?: boolean;
  estimated?: boolean;
}

/**
 * Where a page sits. A list counted up to a limit (`more`: there are more than `total` rows) has no known last
 * page: it is the next one while this page is full, so a client paging by `page < last_page` goes on.
 */
export function pageMeta(total: number, q: { page: number; per_page: number }, more?: { more?: boolean; estimated?: boolean; rows: number }): PageMeta {
  const last = Math.max(1, Math.ceil(total / q.per_page));
  if (!more?.more) return { total, page: q.page, per_page: q.per_page, last_page: last };
  // An estimate's pages may end sooner than it says: the next page only while this one is full.
  const lastPage = more.estimated ? (more.rows === q.per_page ? q.page + 1 : q.page) : Math.max(last, more.rows === q.per_page ? q.page + 1 : q.page);
  return { total, page: q.page, per_page: q.per_page, last_page: lastPage, more: true, ...(more.estimated ? { estimated: true } : {}) };
}

export function pageEnvelope<T>(data: T[], total: number, q: { page: number; per_page: number }): { data: T[]; meta: PageMeta } {
  return { data, meta: pageMeta(total, q) };
}
