import { and, gt, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PublishState } from '@harmony/shared';
import type { DbOrTx } from '../db/client.js';

/*
 * Publishing in SQL (posts, pages; the shared rules: packages/shared resources/publishing.ts): what is live now,
 * the state a list shows, its filter, and the times a write stores.
 */

/** A table with publishing columns (posts, pages). */
export interface PublishingColumns {
  status: PgColumn;
  publishAt: PgColumn;
  unpublishAt: PgColumn;
}

/**
 * Live at the statement's time: not a draft, its start passed (or none), its end not yet come (or none). The
 * one rule of the public API (and publishStateOf in the shared package): evaluated by each query, so a
 * schedule needs no job and no restart.
 */
export const isLive = (t: PublishingColumns): SQL =>
  and(ne(t.status, 'draft'), or(isNull(t.publishAt), lte(t.publishAt, sql`now()`)), or(isNull(t.unpublishAt), gt(t.unpublishAt, sql`now()`)))!;

/** What a record is now (the lists' chip): draft, scheduled, published or expired. */
export const stateOf = (t: PublishingColumns) => sql<PublishState>`case when ${t.status} = 'draft' then 'draft'
  when ${t.publishAt} > now() then 'scheduled' when ${t.unpublishAt} <= now() then 'expired' else 'published' end`;

/** The list filter by state, as conditions the indexes can use. */
export function stateCondition(t: PublishingColumns, state: PublishState | undefined): SQL | undefined {
  switch (state) {
    case 'draft': return sql`${t.status} = 'draft'`;
    case 'scheduled': return and(ne(t.status, 'draft'), gt(t.publishAt, sql`now()`));
    case 'expired': return and(ne(t.status, 'draft'), or(isNull(t.publishAt), lte(t.publishAt, sql`now()`)), lte(t.unpublishAt, sql`now()`));
    case 'published': return isLive(t);
    default: return undefined;
  }
}

/**
 * The publishing times as the table takes them (instants); publishing with no start time starts now, so the
 * record's date is the moment it went live.
 */
export function publishingTimes(input: Record<string, unknown>): void {
  if (input.status === 'published' && !input.publish_at) input.publish_at = new Date();
  for (const key of ['publish_at', 'unpublish_at']) if (typeof input[key] === 'string') input[key] = new Date(input[key]);
}

/** Inside a window at the statement's time: its start passed (or none) and its end not come (or none): slides, pop-ups. */
export const inWindow = (from: PgColumn, to: PgColumn): SQL =>
  and(or(isNull(from), lte(from, sql`now()`)), or(isNull(to), gt(to, sql`now()`)))!;

/**
 * When a set of windowed rows (`where`) next changes by its dates: the soonest start or end still to come, or
 * null — for a public answer's cache (one query).
 */
export async function nextWindowChange(db: DbOrTx, table: PgTable, from: PgColumn, to: PgColumn, where?: SQL): Promise<Date | null> {
  const [row] = await db.select({
    at: sql<Date | string | null>`least(min(${from}) filter (where ${from} > now()), min(${to}) filter (where ${to} > now()))`,
  }).from(table).where(where);
  return row?.at ? new Date(row.at) : null;
}
