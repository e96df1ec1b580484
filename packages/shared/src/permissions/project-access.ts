import type { SessionUser } from '../schemas/auth.js';
import { can } from './can.js';
import type { Subject, Verb } from './catalogue.js';

const ALL: Subject = 'Projekty__wszystkie';
const OWN: Subject = 'Projekty__wlasne';

/**
 * What the project rule needs to know about one project. Each side names its own field here (the API's
 * Drizzle row has `leaderId`, the web's JSON row `leader_id`), so the rule itself never guesses a key.
 */
export interface ProjectFacts {
  leaderId: number | null | undefined;
  /** Allocated to the project in some month (only widens reading). */
  member?: boolean;
}

/** Whether the verb reaches every project, not only the ones the user leads (or is allocated to). */
export const reachesAllProjects = (user: SessionUser | null | undefined, verb: Verb): boolean => can(user?.permissions, verb, ALL);

/**
 * Who may do what to one project, for the API (the authority) and the web (to hide what would be refused):
 * Projekty__wszystkie reaches every project; Projekty__wlasne alone reads the projects one leads or is
 * allocated to, and writes (dodawanie, edycja, usuwanie) only the ones one leads. The API applies the
 * same reading rule to whole lists as SQL (modules/projects/access.ts `projectScope`).
 */
export function mayOnProject(user: SessionUser | null | undefined, verb: Verb, project: ProjectFacts): boolean {
  if (!user) return false;
  if (reachesAllProjects(user, verb)) return true;
  if (!can(user.permissions, verb, OWN)) return false;
  const leads = project.leaderId != null && project.leaderId === user.id;
  return verb === 'listowanie' ? leads || project.member === true : leads;
}
