import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userPreferences } from '../../db/schema.js';

export async function findPreference(db: DbOrTx, userId: number, key: string) {
  const [row] = await db.select({ value: userPreferences.value }).from(userPreferences)
    .where(and(eq(userPreferences.userId, userId), eq(userPreferences.key, key))).limit(1);
  return row ?? null;
}

/** Any JSON value, null included (sent as JSON text, so a JSON null is not an SQL NULL). */
export async function savePreference(db: DbOrTx, userId: number, key: string, value: unknown): Promise<void> {
  const json = sql`${JSON.stringify(value)}::jsonb`;
  await db.insert(userPreferences).values({ userId, key, value: json })
    .onConflictDoUpdate({ target: [userPreferences.userId, userPreferences.key], set: { value: json, updatedAt: new Date() } });
}
