import { and, inArray, not } from 'drizzle-orm';
import { PROJECT_MONEY_FIELDS, type SessionUser } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { timeTotalsProjectUserYears } from '../../db/schema.js';
import { timeScope, usersInScope } from '../../lib/time-scope.js';

/**
 * Who sees a project's money (shared PROJECT_MONEY_FIELDS): whoever's time scope covers every person the money
 * sums — the rule the reports count by (lib/time-scope.ts timeScope and usersInScope, the caller's scope
 * for reading time). A cost, a budget amount or their ratio sums everyone with time on the project, so:
 *   - Czasy__wszystkie ('all'): every project;
 *   - Czasy__kontraktorow ('contractors'): the projects one leads, while everyone with time on them is within
 *     the scope (oneself or a Kontraktor); one hour by an administrator or another leader hides it again;
 *   - anyone else (a Kontraktor: 'own'): none. Hours stay visible to all who see the project.
 */

export interface ProjectLeader {
  id: number;
  leaderId: number | null;
}

/** Of `projects`, the ids whose money `user` may see. One query, and only for a leader of some of them. */
export async function projectsWithMoney(db: DbOrTx, user: SessionUser | null, projects: readonly ProjectLeader[]): Promise<Set<number>> {
  const scope = timeScope(user, 'listowanie');
  if (scope === 'all') return new Set(projects.map((p) => p.id));
  if (scope !== 'contractors' || !user) return new Set();
  const led = projects.filter((p) => p.leaderId === user.id).map((p) => p.id);
  if (!led.length) return new Set();
  // Everyone who ever booked on a project has a row per year there (none once their entries are gone).
  const y = timeTotalsProjectUserYears;
  const strangers = await db.selectDistinct({ id: y.projectId }).from(y)
    .where(and(inArray(y.projectId, led), not(usersInScope(db, scope, user.id, y.userId)!)));
  const hidden = new Set(strangers.map((r) => r.id));
  return new Set(led.filter((id) => !hidden.has(id)));
}

/** Whether `user` may see the money of one project. */
export async function seesProjectMoney(db: DbOrTx, user: SessionUser | null, project: ProjectLeader): Promise<boolean> {
  return (await projectsWithMoney(db, user, [project])).has(project.id);
}

type Row = Record<string, unknown>;

/** Projects as the API answers them (serializeProject), without the money `user` may not see. */
export async function withoutHiddenMoney<T extends Row>(db: DbOrTx, user: SessionUser | null, rows: T[]): Promise<T[]> {
  const shown = await projectsWithMoney(db, user, rows.map((r) => ({ id: r.id as number, leaderId: (r.leader_id as number | null) ?? null })));
  for (const row of rows) {
    if (!shown.has(row.id as number)) for (const field of PROJECT_MONEY_FIELDS) delete row[field];
  }
  return rows;
}
