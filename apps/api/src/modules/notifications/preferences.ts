import { eq, sql } from 'drizzle-orm';
import { DEFAULT_CHANNELS, PREFERENCE_KINDS, type NotificationPreference } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { notificationPreferences } from '../../db/schema.js';

/** A user's channels for every kind they choose for, the default where they have not chosen. */
export async function preferencesOf(db: DbOrTx, userId: number): Promise<NotificationPreference[]> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return PREFERENCE_KINDS.map((kind) => {
    const row = byKind.get(kind);
    return { kind, ...(row ? { in_app: row.inApp, email: row.email, push: row.push } : DEFAULT_CHANNELS) };
  });
}

/** The kinds sent, each written over (the others keep theirs). */
export async function savePreferences(db: DbOrTx, userId: number, list: NotificationPreference[]): Promise<void> {
  if (!list.length) return;
  await db.insert(notificationPreferences)
    .values(list.map((p) => ({ userId, kind: p.kind, inApp: p.in_app, email: p.email, push: p.push })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { inApp: sql`excluded.in_app`, email: sql`excluded.email`, push: sql`excluded.push` },
    });
}
