import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { can, mayOnProject, PROJECTS_ALL, PROJECTS_OWN, reachesAllProjects, type SessionUser, type Verb } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { projectAllocations, projects } from '../../db/schema.js';
import { ApiError } from '../../lib/http-errors.js';

/**
 * Record-level rules of projects (Kimai's voters); the rule itself is `mayOnProject` in @harmony/shared,
 * which the web uses too, and `projectScope` is its reading half as SQL for whole lists. Reading: Projekty__wszystkie sees every
 * project; Projekty__wlasne alone only the projects one leads or is allocated to (in any month). Writing
 * (edycja, usuwanie, dodawanie): on Projekty__wszystkie any visible project; on Projekty__wlasne alone only
 * the projects one leads. Everything outside the read scope is a 404, never a 403 (no IDOR).
 */

/** The read scope as a condition on `projects` (undefined: everything). */
export function projectScope(user: SessionUser | null): SQL | undefined {
  if (!user) return sql`false`;
  if (can(user.permissions, 'listowanie', PROJECTS_ALL)) return undefined;
  if (!can(user.permissions, 'listowanie', PROJECTS_OWN)) return sql`false`;
  return or(
    eq(projects.leaderId, user.id),
    sql`exists (select 1 from ${projectAllocations} where ${projectAllocations.projectId} = ${projects.id} and ${projectAllocations.userId} = ${user.id})`,
  );
}

/** Whether the verb reaches every project, not only the ones the user leads. */
export const writesAll = (user: SessionUser | null, verb: Verb) => reachesAllProjects(user, verb);

/** Refuses (403) a write on a visible project the user's rights don't reach. */
export function assertMayWrite(user: SessionUser | null, project: { leaderId?: unknown }, verb: Verb): void {
  const leaderId = typeof project.leaderId === 'number' ? project.leaderId : null;
  if (mayOnProject(user, verb, { leaderId })) return;
  throw new ApiError(403, 'projects.onlyLed');
}

/** The project's own row, if it exists and the user may see it; `lock` holds it until the transaction ends. */
export async function findVisibleProject(db: DbOrTx, id: number, user: SessionUser | null, lock = false) {
  const query = db.select().from(projects).where(and(eq(projects.id, id), projectScope(user))).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}
