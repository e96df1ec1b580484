import { useCallback } from 'react';
import { can, hasRole, type SessionUser, type Verb } from '@harmony/shared';
import { useAuth } from '../auth/use-auth';

export interface AccessCheck {
  /** Pipe-separated subjects, any of. */
  permission?: string;
  /** Verb for `permission`; the menu and top bar use `listowanie`. */
  verb?: Verb;
  /** Pipe-separated role names, any of (the misspelt admin names are read as intended). */
  roles?: string;
}

/** Same checks as the API (shared can/hasRole): every given condition must hold. */
export function allows(user: SessionUser | null, check: AccessCheck): boolean {
  if (!user) return false;
  if (check.roles && !hasRole(user.roles, check.roles)) return false;
  if (check.permission && !can(user.permissions, check.verb ?? 'listowanie', check.permission)) return false;
  return true;
}

export function useCan(): (check: AccessCheck) => boolean {
  const { user } = useAuth();
  return useCallback((check: AccessCheck) => allows(user, check), [user]);
}
