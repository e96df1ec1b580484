import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { loginFailures } from '../../db/schema.js';

/**
 * Login throttling per e-mail + IP, counted in the database so every API instance sees the same
 * numbers. Returns the seconds to wait, or 0 when another attempt is allowed.
 */
export async function secondsUntilAllowed(db: DbOrTx, email: string, ip: string): Promise<number> {
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
  const [row] = await db
    .select({ failures: count(), oldest: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)));
  if (!row || row.failures < LOGIN_MAX_FAILURES || !row.oldest) return 0;
  const oldest = new Date(row.oldest as unknown as string | Date).getTime();
  return Math.max(1, Math.ceil((oldest + LOGIN_FAILURE_WINDOW_MS - Date.now()) / 1000));
}

export async function recordFailure(db: DbOrTx, email: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ email, ip });
  // Keep the table small: anything older than the window no longer counts.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - 10 * LOGIN_FAILURE_WINDOW_MS)));
}

export async function clearFailures(db: DbOrTx, email: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
}
