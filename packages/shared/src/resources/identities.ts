import type { Subject } from '../permissions/catalogue.js';

/**
 * What names a resource everywhere: its name, API path, the Polish segment of its screens and its permission
 * subject(s). Written once here and spread into the resource's contract (defineContract adds the schemas, the
 * list query and the labels). Kept free of zod on purpose: the route table (routes.ts) reads the segments and
 * permissions, and it is in every page's first bundle, the sign-in page's too.
 */
export interface ResourceIdentity {
  /** kebab-case plural: activity subject, undo key, web resource folder, API module folder. */
  name: string;
  /** URL of the collection on the API. */
  path: `/api/${string}`;
  /** The Polish URL of the list screen in the route table (e.g. /administrator/statusy). */
  segment: `/${string}`;
  /** Permission subject(s) from the catalogue: a subject the catalogue lacks does not compile. */
  subject: Subject | readonly [Subject, ...Subject[]];
}

/** The subjects as the access check reads them ("A|B": either grants). */
export const permissionOf = (subject: ResourceIdentity['subject']): string => (typeof subject === 'string' ? subject : subject.join('|'));

const identity = <const T extends ResourceIdentity>(declared: T) => ({ ...declared, permission: permissionOf(declared.subject) });

/** The permission subjects of projects: all of them, or only those one leads or is allocated to. */
export const PROJECTS_ALL = 'Projekty__wszystkie' as const;
export const PROJECTS_OWN = 'Projekty__wlasne' as const;

/** The permission subjects of time entries: everyone's time, contractors' (and one's own), one's own. */
export const TIME_ALL = 'Czasy__wszystkie' as const;
export const TIME_CONTRACTORS = 'Czasy__kontraktorow' as const;
export const TIME_OWN = 'Czasy__wlasne' as const;

export const RESOURCES = {
  projects: identity({ name: 'projects', path: '/api/projects', segment: '/projekty', subject: [PROJECTS_ALL, PROJECTS_OWN] }),
  categories: identity({ name: 'categories', path: '/api/categories', segment: '/kategorie', subject: 'Administracja__kategorie__projektow' }),
  categoryTypes: identity({ name: 'category-types', path: '/api/category-types', segment: '/category-types', subject: 'Administracja__kategorie__projektow' }),
  statuses: identity({ name: 'statuses', path: '/api/statuses', segment: '/administrator/statusy', subject: 'Administracja' }),
  types: identity({ name: 'types', path: '/api/v1/admin/types', segment: '/typy', subject: 'Administracja' }),
  timeEntries: identity({ name: 'time-entries', path: '/api/time-entries', segment: '/czasy', subject: [TIME_ALL, TIME_CONTRACTORS, TIME_OWN] }),
  notes: identity({ name: 'notes', path: '/api/notes', segment: '/projekty/:id/szczegoly', subject: ['Projekty__wszystkie', 'Projekty__wlasne', 'Administracja__uzytkownicy', 'Administracja'] }),
  events: identity({ name: 'events', path: '/api/events', segment: '/uzytkownik/kalendarz', subject: 'Kalendarz__wlasne' }),
  files: identity({ name: 'files', path: '/api/files', segment: '/administrator/pliki', subject: 'Administracja' }),
  activities: identity({ name: 'activities', path: '/api/activities', segment: '/administrator/aktywnosci', subject: 'Administracja' }),
  users: identity({ name: 'users', path: '/api/users', segment: '/administrator/uzytkownicy', subject: 'Administracja__uzytkownicy' }),
  roles: identity({ name: 'roles', path: '/api/roles', segment: '/administrator/grupy-uzytkownikow', subject: 'Administracja' }),
};

export const PROJECT_SUBJECTS = RESOURCES.projects.permission;
