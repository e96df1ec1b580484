import { asc, eq } from 'drizzle-orm';
import type { MenuSectionRow } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { menuSections } from '../../db/schema.js';

export async function allSections(db: DbOrTx): Promise<MenuSectionRow[]> {
  return db.select({ key: menuSections.key, name: menuSections.name, enabled: menuSections.enabled, position: menuSections.position })
    .from(menuSections).orderBy(asc(menuSections.position), asc(menuSections.key));
}

export async function updateSection(tx: DbOrTx, row: MenuSectionRow): Promise<void> {
  await tx.update(menuSections).set({ name: row.name, enabled: row.enabled, position: row.position }).where(eq(menuSections.key, row.key));
}
