import { z } from 'zod';
import { SUBJECTS, VERBS, type Permission } from '../permissions/catalogue.js';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { listQuerySchema } from './list-query.js';

const MAX_PERMISSIONS = SUBJECTS.length * VERBS.length;

/**
 * A user group (role) as the form at /administrator/grupy-uzytkownikow/dodaj and /{id}/edytuj sends it:
 * a name and the full permission set (subjects and verbs only from the catalogue). Duplicates collapse.
 */
export const roleInput = z.object({
  name: v.text(100),
  permissions: z
    .array(z.object({ subject: v.oneOf(SUBJECTS), action: v.oneOf(VERBS) }), { error: encodeRule('required') })
    .max(MAX_PERMISSIONS, { error: encodeRule('array', 0, MAX_PERMISSIONS) })
    .default([])
    .transform((list) => {
      const seen = new Set<string>();
      return list.filter((p) => {
        const key = `${p.subject}/${p.action}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    }),
});
export type RoleInput = z.input<typeof roleInput>;

export const ROLE_SORTABLE = ['id', 'name'] as const;
export const roleListQuery = listQuerySchema(ROLE_SORTABLE, 'id');

/** A row of GET /api/roles (Superadministrator is never listed). */
export interface RoleRow {
  id: number;
  name: string;
  /** The four roles of the specification: their names can't change and they can't be deleted. */
  builtin: boolean;
}
/** GET /api/roles/{id}. */
export interface Role extends RoleRow {
  permissions: Permission[];
}
