import { fakeServer } from './render-screen';
import type { RelationOption } from '../components/resource/form/fields/options-api';

/**
 * Test support: an options endpoint (wire conventions) on the fake api, searching labels case- and
 * diacritics-insensitively like the server does.
 */
export function fakeOptions(path: string, records: RelationOption[]) {
  // Ł has no combining mark to strip (NFD leaves it whole): mapped by hand, as PostgreSQL's unaccent does.
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ł/g, 'l');
  return fakeServer(({ method, path: url }) => {
    const at = new URL(url, 'http://x');
    if (method !== 'GET' || at.pathname !== `${path}/options`) return undefined;
    const q = at.searchParams;
    const ids = q.get('ids')?.split(',').map(Number);
    const search = fold(q.get('search') ?? '');
    const found = ids ? records.filter((r) => ids.includes(r.id)) : records.filter((r) => fold(r.label).includes(search));
    const page = Number(q.get('page') ?? 1);
    const perPage = Number(q.get('per_page') ?? 15);
    return {
      body: {
        data: found.slice((page - 1) * perPage, page * perPage),
        meta: { total: found.length, page, per_page: perPage, last_page: Math.max(1, Math.ceil(found.length / perPage)) },
      },
    };
  });
}
