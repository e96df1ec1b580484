import type { TimeEntry, TimeEntryListQuery } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { preparePageAndTotals, ShapeCache, type PreparedPage } from '../../db/performance/shapes.js';
import type { TimeScope } from './access.js';
import { entryPage, entryTotalsSelect, pageEntryOf } from './repository.js';
import { listSums, type Sums } from './totals.js';

const lists = new ShapeCache<PreparedPage>();

/**
 * The time list (GET /api/time-entries): a page and the count, minutes and cost of the whole filter, in one
 * statement prepared once per shape (db/performance/shapes.ts; the page's shape and the totals'). The totals come from the
 * time summaries (totals.ts), unless the filter searches descriptions: then from the matching entries.
 */
export async function listPage(db: DbOrTx, q: TimeEntryListQuery, scope: TimeScope, callerId: number): Promise<{ data: TimeEntry[]; totals: Sums }> {
  const page = entryPage(db, q, scope);
  const sums = q.search ? undefined : listSums(db, q, { scope, id: callerId });
  const query = lists.get(db, `${page.shape}|${sums?.shape ?? 'entries'}`, (name) =>
    preparePageAndTotals(db, page.select(), sums ? sums.sql() : entryTotalsSelect(db, page.where()).getSQL(), name));
  const { rows, totals: [count, minutes, cost] } = await query.execute({ ...page.values, ...sums?.values, caller: callerId });
  return { data: rows.map(pageEntryOf), totals: { count: Number(count), minutes: Number(minutes), cost: Number(cost) } };
}
