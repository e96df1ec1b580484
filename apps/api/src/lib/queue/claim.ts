import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.js';

/**
 * The durable queues' claim (mail recipients, push deliveries): a worker takes due rows with FOR UPDATE SKIP
 * LOCKED and stamps each with `locked_until`; a worker killed mid-batch leaves rows whose lock runs out, and
 * another takes them over. An outcome is written only while the row still carries the lock this worker set, so a
 * slow worker whose claim was taken over never overwrites the newer attempt's outcome.
 */
export interface Claim {
  id: number;
  /** As the claim's RETURNING read it back. */
  locked_until: string | Date;
}

/** The queue's clock: the database's (one clock for every instance), or a test's moment to reach a retry. */
export const clockOf = (now?: Date): SQL => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);

/** A claim's lock: milliseconds, so the value read back compares equal when the outcome is written. */
export const lockUntil = (now: SQL, lockMs: number): SQL => sql`date_trunc('milliseconds', ${now} + ${lockMs} * interval '1 millisecond')`;

/** The row of a claim, while the claim is still this worker's. */
export const stillOurs = (claim: Claim): SQL =>
  sql`id = ${claim.id} and locked_until = ${new Date(claim.locked_until).toISOString()}::timestamptz`;

/**
 * Writes a claimed row's outcome (`change`, a SET list) and what follows from it (`rollUp`: its parent's status
 * and counts) in one transaction, only while the claim is ours; false when another worker has taken it over.
 */
export async function settleClaim(db: Db, table: PgTable, claim: Claim, change: SQL, rollUp: (tx: DbOrTx) => Promise<unknown>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx.execute(sql`update ${table} set ${change} where ${stillOurs(claim)} returning id`);
    if (!(updated as unknown as { rows: unknown[] }).rows.length) return false;
    await rollUp(tx);
    return true;
  });
}

/**
 * Gives claimed rows back untried (their attempt not counted): a worker that has held its batch for half its lock
 * (a stalled server) stops there, rather than send a message whose claim another worker may have taken over by then.
 */
export async function releaseClaims(db: Db, table: PgTable, claims: Claim[]): Promise<void> {
  if (!claims.length) return;
  await db.execute(sql`update ${table} set status = 'queued', attempts = greatest(attempts - 1, 0), locked_until = null
    where ${sql.join(claims.map((c) => sql`(${stillOurs(c)})`), sql` or `)}`);
}

/**
 * After a failed attempt: final once `attempts` reach the schedule's length + 1, else the next try after the
 * schedule's minutes for this attempt (1st failure: the first entry).
 */
export function nextAttempt(now: SQL, attempts: number, retryMinutes: readonly number[]): { final: boolean; at: SQL } {
  return {
    final: attempts > retryMinutes.length,
    at: sql`${now} + ${retryMinutes[attempts - 1] ?? 0} * interval '1 minute'`,
  };
}
