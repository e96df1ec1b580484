import { ADMIN_ROLES, hasRole, ROLES, type SessionUser } from '@harmony/shared';

/** The row of a user as the users list has it: enough to decide about "Sign in as". */
export interface ImpersonationTarget {
  id: number;
  active?: boolean;
  roles?: readonly ({ name: string } | string)[];
}

const roleNames = (target: ImpersonationTarget) => (target.roles ?? []).map((r) => (typeof r === 'string' ? r : r.name));

/**
 * PRODUCT.md, Shell: administrators only; never a Superadministrator, never oneself, never nested (not
 * while already signed in as someone). Inactive accounts can't sign in, so nobody can sign in as one either.
 * The API decides the same again.
 */
export function canImpersonate(user: SessionUser | null, target: ImpersonationTarget): boolean {
  if (!user || !hasRole(user.roles, ADMIN_ROLES)) return false;
  if (user.impersonator_id !== null && user.impersonator_id !== undefined) return false;
  if (target.id === user.id || target.active === false) return false;
  return !roleNames(target).includes(ROLES.superadmin);
}
