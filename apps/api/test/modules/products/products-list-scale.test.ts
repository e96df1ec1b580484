import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIST_COUNT_UP_TO, productsContract } from '@harmony/shared';
import { withApp } from '../../helpers/index.js';

/**
 * The products list at a shop's scale (issue 25): it counts its matches up to LIST_COUNT_UP_TO and says "more"
 * beyond, with a next page while pages are full; far beyond it PostgreSQL's estimate is the total ("about");
 * it opens newest first. 12,000 products are written by SQL, priced 1…12,000 grosze.
 */
const t = withApp();
const admin = t.client('Administrator');
const { path } = productsContract;
const COUNT = 12_000;
const list = async (query: Record<string, string>) => (await admin.get(path, { query: { per_page: '25', ...query } })).json();

describe('a list that counts up to a limit', () => {
  it('counts exactly below the limit, says "more" past it, and gives the estimate far past it', async () => {
    await t.db.execute(sql`insert into products (name, slug, sku, search_text, price_net, price_gross, created_at)
      select 'Skala ' || i, 'skala-' || i, 'SKALA-' || i, 'skala ' || i, i, i, timestamptz '2026-01-01 00:00:00+00' + i * interval '1 minute'
      from generate_series(1, ${COUNT}) i`);
    await t.db.execute(sql`analyze products`);

    const few = await list({ price_max: '10' });
    expect(few.meta).toEqual({ total: 10, page: 1, per_page: 25, last_page: 1 });

    // 1,001 matches: counted up to the limit; page 41 holds the 1,001st, the last page as far as anyone can tell.
    const window = { price_min: '1', price_max: String(LIST_COUNT_UP_TO + 1) };
    const counted = await list(window);
    expect(counted.meta).toEqual({ total: LIST_COUNT_UP_TO, page: 1, per_page: 25, last_page: LIST_COUNT_UP_TO / 25, more: true });
    expect(counted.data[0].name).toBe(`Skala ${LIST_COUNT_UP_TO + 1}`);
    const beyond = await list({ ...window, page: String(LIST_COUNT_UP_TO / 25 + 1) });
    expect(beyond.data.map((p: { name: string }) => p.name)).toEqual(['Skala 1']);
    expect(beyond.meta).toMatchObject({ more: true, page: 41, last_page: 41 });
    const full = await list({ ...window, per_page: '20', page: '50' });
    expect(full.meta).toMatchObject({ more: true, page: 50, last_page: 51 });

    // Planned just over ten times the limit, shown rounded down to it: decided on as planned, so not counted.
    const over = await list({ price_min: '1', price_max: '10300' });
    expect(over.meta).toMatchObject({ more: true, estimated: true, total: 10_000 });

    // All 12,000 (and the demo's): the estimate, rounded, newest first, pages on while full.
    const all = await list({ search: 'skala' });
    expect(all.meta).toMatchObject({ more: true, estimated: true, page: 1, last_page: 2 });
    expect(all.meta.total).toBeGreaterThanOrEqual(LIST_COUNT_UP_TO * 10);
    expect(all.meta.total).toBeLessThan(COUNT * 1.5);
    expect(all.meta.total % 100).toBe(0);
    expect(all.data[0].name).toBe(`Skala ${COUNT}`);
    const last = await list({ search: 'skala', page: String(COUNT / 25) });
    expect(last.data.at(-1).name).toBe('Skala 1');
    expect((await list({ search: 'skala', page: String(COUNT / 25 + 1) })).data).toEqual([]);
  });
});
