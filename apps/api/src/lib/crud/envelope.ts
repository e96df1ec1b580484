/** The seed's list envelope: one page of rows and where it sits in the whole. */
export interface PageMeta {
  total: number;
  page: number;
  per_page: number;
  last_page: number;
}

export function pageMeta(total: number, q: { page: number; per_page: number }): PageMeta {
  return { total, page: q.page, per_page: q.per_page, last_page: Math.max(1, Math.ceil(total / q.per_page)) };
}

export function pageEnvelope<T>(data: T[], total: number, q: { page: number; per_page: number }): { data: T[]; meta: PageMeta } {
  return { data, meta: pageMeta(total, q) };
}
