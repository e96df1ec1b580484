import { eq, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { can, ROLES, type SessionUser, type Verb } from '@harmony/shared';
import type { DbOrTx } from '../db/client.js';
import { roles, timeEntries, userRoles } from '../db/schema.js';

/*
 * The Czasy scope: whose time a caller may see or change, from their permissions. Time tracking
 * (modules/time-entries/access.ts), reports and project money (modules/projects/money.ts) all count by
 * it, so it sits below the modules that share it.
 */

/** all: every entry; contractors: own + of users with the Kontraktor role; own: own only; none: nothing. */
export type TimeScope = 'all' | 'contractors' | 'own' | 'none';

/** The widest scope the user's permissions give for a verb. */
export function timeScope(user: SessionUser | null, verb: Verb): TimeScope {
  if (!user) return 'none';
  if (can(user.permissions, verb, 'Czasy__wszystkie')) return 'all';
  if (can(user.permissions, verb, 'Czasy__kontraktorow')) return 'contractors';
  if (can(user.permissions, verb, 'Czasy__wlasne')) return 'own';
  return 'none';
}

/** Ids of the users holding the Kontraktor role (a subquery). */
function contractorIds(db: DbOrTx) {
  return db.select({ id: userRoles.userId }).from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(roles.name, ROLES.contractor));
}

/** The users a scope covers, as a condition on a user-id column (the caller's id may be a placeholder: db/performance/shapes.ts). */
export function usersInScope(
  db: DbOrTx, scope: TimeScope, callerId: number | Placeholder, column: PgColumn = timeEntries.userId,
): SQL | undefined {
  switch (scope) {
    case 'all': return undefined;
    case 'contractors': return or(eq(column, callerId), inArray(column, contractorIds(db)));
    case 'own': return eq(column, callerId);
    default: return sql`false`;
  }
}

/**
 * The scope as a condition to apply to any user-id column (the time totals read several summaries), or
 * undefined when it covers everyone, so a summary without people may answer.
 */
export function scopeFilter(
  db: DbOrTx, scope: TimeScope, callerId: number | Placeholder,
): ((column: PgColumn) => SQL | undefined) | undefined {
  return scope === 'all' ? undefined : (column) => usersInScope(db, scope, callerId, column);
}
