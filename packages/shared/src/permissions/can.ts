import type { Permission, Verb } from './catalogue.js';

/** The subject and verb one ability check asks about; `subjects` may be pipe-separated (any of). */
export function can(permissions: readonly Permission[] | undefined, action: Verb, subjects: string): boolean {
  if (!permissions?.length) return false;
  const wanted = subjects.split('|').map((s) => s.trim()).filter(Boolean);
  return permissions.some((p) => p.action === action && wanted.includes(p.subject));
}

/**
 * The original product checked the admin item with the misspelt names "Superadministratore|Administratore";
 * the intended names are Superadministrator|Administrator, so a trailing "e" on those two is read as a typo.
 */
const MISSPELT_ROLE_NAMES: Record<string, string> = {
  Superadministratore: 'Superadministrator',
  Administratore: 'Administrator',
};

export function normaliseRoleName(name: string): string {
  const trimmed = name.trim();
  return MISSPELT_ROLE_NAMES[trimmed] ?? trimmed;
}

/** Role check with pipe-separated names: passes if the user has any of them. */
export function hasRole(roles: readonly string[] | undefined, names: string): boolean {
  if (!roles?.length) return false;
  const wanted = names.split('|').map(normaliseRoleName).filter(Boolean);
  return roles.some((r) => wanted.includes(r));
}
