import { eq, sql } from 'drizzle-orm';
import { DEFAULT_APP_SETTINGS, DEFAULT_EXTRA_SETTINGS, DEFAULT_MENU_SECTIONS, ROLE_NAMES, defaultPermissionsOf } from '@harmony/shared';
import type { DbOrTx } from '../client.js';
import { menuSections, rolePermissions, roles, settings } from '../schema.js';

/**
 * Reference data every installation needs (both modes, idempotent): the four built-in roles with their
 * default permissions, the menu configuration and the default settings. Existing rows are left alone,
 * so an administrator's changes survive restarts.
 */
export async function seedReference(db: DbOrTx): Promise<void> {
  for (const name of ROLE_NAMES) {
    const [created] = await db.insert(roles).values({ name, builtin: true }).onConflictDoNothing().returning({ id: roles.id });
    if (!created) continue;
    const perms = defaultPermissionsOf(name).map((p) => ({ roleId: created.id, subject: p.subject, action: p.action }));
    if (perms.length) await db.insert(rolePermissions).values(perms);
  }
  await db
    .insert(menuSections)
    .values(DEFAULT_MENU_SECTIONS.map((m, position) => ({ ...m, position })))
    .onConflictDoNothing();
  await db
    .insert(settings)
    // The application settings plus company data and the mail sender (empty until an administrator fills them in).
    .values(Object.entries({ ...DEFAULT_APP_SETTINGS, ...DEFAULT_EXTRA_SETTINGS }).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
}

export async function roleIdByName(db: DbOrTx, name: string): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name)).limit(1);
  if (!row) throw new Error(`Role ${name} is missing; run the reference seed first.`);
  return row.id;
}

export async function countRows(db: DbOrTx, table: 'users'): Promise<number> {
  const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return rows[0]?.n ?? 0;
}
