import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIST_COUNT_UP_TO, productsContract } from '@harmony/shared';
import { withApp } from '../../helpers/index.js';

/**
 * The products list at a shop's scale (issue 25): it counts its matches up to LIST_COUNT_UP_TO and says "more"
 * beyond, with a next page while pages are full; it opens newest first. 1,001 products are written by SQL.
 */
const t = withApp();
const admin = t.client('Administrator');
const { path } = productsContract;

describe('a list that counts up to a limit', () => {
  it('says "more" past the limit, pages on while pages are full, and counts exactly below it', async () => {
    await t.db.execute(sql`insert into products (name, slug, sku, search_text, created_at)
      select 'Skala ' || i, 'skala-' || i, 'SKALA-' || i, 'skala ' || i || case when i % 100 = 0 then ' setka' else '' end,
        timestamptz '2026-01-01 00:00:00+00' + i * interval '1 minute'
      from generate_series(1, ${LIST_COUNT_UP_TO + 1}) i`);

    const first = (await admin.get(path, { query: { search: 'skala', per_page: '25' } })).json();
    expect(first.meta).toEqual({ total: LIST_COUNT_UP_TO, page: 1, per_page: 25, last_page: LIST_COUNT_UP_TO / 25, more: true });
    // Newest first: the last one written leads.
    expect(first.data[0].name).toBe(`Skala ${LIST_COUNT_UP_TO + 1}`);

    // Page 41 holds the 1,001st: the last page as far as anyone can tell without counting on.
    const beyond = (await admin.get(path, { query: { search: 'skala', per_page: '25', page: String(LIST_COUNT_UP_TO / 25 + 1) } })).json();
    expect(beyond.data.map((p: { name: string }) => p.name)).toEqual(['Skala 1']);
    expect(beyond.meta).toMatchObject({ more: true, page: 41, last_page: 41 });
    // A full page past the limit has a next one.
    const full = (await admin.get(path, { query: { search: 'skala', per_page: '20', page: '50' } })).json();
    expect(full.meta).toMatchObject({ more: true, page: 50, last_page: 51 });

    const few = (await admin.get(path, { query: { search: 'setka', per_page: '25' } })).json();
    expect(few.meta).toEqual({ total: 10, page: 1, per_page: 25, last_page: 1 });
  });
});
