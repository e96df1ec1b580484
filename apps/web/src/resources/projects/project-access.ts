import { can, PROJECTS_ALL, PROJECTS_OWN, type SessionUser, type Verb } from '@harmony/shared';

/**
 * The API's write rule of projects (modules/projects/access.ts), for hiding what would be refused:
 * Projekty__wszystkie writes any visible project; Projekty__wlasne alone only those one leads.
 */
export function mayWriteProject(user: SessionUser | null, project: { leader_id?: number | null }, verb: Verb = 'edycja'): boolean {
  if (!user) return false;
  if (can(user.permissions, verb, PROJECTS_ALL)) return true;
  return can(user.permissions, verb, PROJECTS_OWN) && project.leader_id === user.id;
}
