import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client.js';
import { Meter } from './bulk.js';

/*
 * The newsletter of `npm run seed:large` (issue 28): one list of 100,000 confirmed subscribers, the audience of
 * the benchmark's campaign (scripts/bench/campaign.mjs finds it by its name). One INSERT … SELECT over
 * generate_series: the database makes each subscriber's random token itself.
 */
export const BENCH_LIST_NAME = 'Benchmark: 100 000 subskrybentów';
export const DEFAULT_NEWSLETTER_SIZES = { subscribers: 100_000 };

export async function seedLargeNewsletter(tx: DbOrTx, sizes: { subscribers: number }): Promise<number> {
  const meter = new Meter('subscribers');
  const [list] = (await tx.execute(sql`insert into newsletter_lists (name, description)
    values (${BENCH_LIST_NAME}, 'The audience of npm run bench''s campaign.') returning id`) as unknown as { rows: { id: number }[] }).rows;
  await tx.execute(sql`insert into newsletter_subscribers (list_id, email, name, status, confirmed_at, created_at)
    select ${list!.id}, 'subskrybent' || n || '@bench.example', 'Subskrybent ' || n, 'confirmed', now(), now()
    from generate_series(1, ${sizes.subscribers}) n`);
  meter.done(sizes.subscribers);
  return sizes.subscribers;
}
