import { z } from 'zod';
import { SUBJECTS, VERBS, type Permission } from '../permissions/catalogue.js';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { defineContract } from './contract.js';
import { RESOURCES } from './identities.js';

const MAX_PERMISSIONS = SUBJECTS.length * VERBS.length;

/**
 * A user group (role) as the form at /administrator/grupy-uzytkownikow/dodaj and /{id}/edytuj sends it:
 * a name and the full permission set (subjects and verbs only from the catalogue). Duplicates collapse.
 */
/** One permission of a role: a subject and a verb from the catalogue (the API's child collection `permissions`). */
export const rolePermissionInput = z.object({ subject: v.oneOf(SUBJECTS), action: v.oneOf(VERBS) });
/** At most every subject with every verb. */
export const ROLE_PERMISSIONS_MAX = MAX_PERMISSIONS;

export const roleInput = z.object({
  name: v.text(100),
  permissions: z
    .array(rolePermissionInput, { error: encodeRule('required') })
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

export const roleRead = z.object({
  id: z.number().int(),
  name: z.string(),
  builtin: z.boolean(),
  permissions: z.array(z.object({ subject: z.enum(SUBJECTS), action: z.enum(VERBS) })).optional(),
});

/** User groups: the web form's labels and the API's 422 are one group (groupAdmin.fields). */
export const rolesContract = defineContract({
  name: 'roles',
  path: '/api/roles',
  ...RESOURCES.roles,
  input: roleInput,
  read: roleRead,
  list: { sort: ROLE_SORTABLE, defaultSort: 'id' },
  labels: 'groupAdmin.fields',
});
export const roleListQuery = rolesContract.listQuery;

/** A row of GET /api/roles (Superadministrator is never listed); `builtin`: the four roles of the specification, whose names can't change and which can't be deleted. */
export type RoleRow = Omit<z.infer<typeof roleRead>, 'permissions'>;
/** GET /api/roles/{id}. */
export type Role = RoleRow & { permissions: Permission[] };
