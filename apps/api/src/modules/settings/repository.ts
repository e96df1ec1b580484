import { eq, notInArray, sql } from 'drizzle-orm';
import { APP_SETTING_KEYS, DEFAULT_APP_SETTINGS, type Setting } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { settings } from '../../db/schema.js';

/**
 * Every setting in a stable order: the four application settings first (a missing one shows its default),
 * then the rest by key.
 */
export async function allSettings(db: DbOrTx): Promise<Setting[]> {
  const rows = await db.select().from(settings).orderBy(settings.key);
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const app = APP_SETTING_KEYS.map((key) => ({ key, value: stored.get(key) || DEFAULT_APP_SETTINGS[key] }));
  const rest = rows.filter((r) => !(APP_SETTING_KEYS as string[]).includes(r.key)).map((r) => ({ key: r.key, value: r.value }));
  return [...app, ...rest];
}

/** Makes the table exactly `list`: rows not in it are removed, the others inserted or updated. */
export async function replaceSettings(tx: DbOrTx, list: Setting[]): Promise<void> {
  const keys = list.map((s) => s.key);
  await tx.delete(settings).where(keys.length ? notInArray(settings.key, keys) : undefined);
  if (list.length) {
    await tx.insert(settings).values(list)
      .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
  }
}

export async function upsertSetting(tx: DbOrTx, key: string, value: string): Promise<void> {
  await tx.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

export async function deleteSetting(tx: DbOrTx, key: string): Promise<Setting | null> {
  const [row] = await tx.delete(settings).where(eq(settings.key, key)).returning();
  return row ?? null;
}

export async function findSetting(tx: DbOrTx, key: string): Promise<Setting | null> {
  const [row] = await tx.select().from(settings).where(eq(settings.key, key)).limit(1);
  return row ?? null;
}
