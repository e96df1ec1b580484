import { SUBJECTS, VERBS, type Permission, type Subject, type Verb } from '@harmony/shared';

const key = (subject: string, verb: string) => `${subject}/${verb}`;

/** The permissions as a set of "subject/verb" keys (unknown pairs from an older catalogue are dropped). */
export const toKeys = (permissions: readonly Permission[]): Set<string> => new Set(permissions.map((p) => key(p.subject, p.action)));

/** The set back as the API's list, in catalogue order (subjects, then verbs), so the same set always reads the same. */
export function toPermissions(keys: ReadonlySet<string>): Permission[] {
  return SUBJECTS.flatMap((subject) => VERBS.filter((verb) => keys.has(key(subject, verb))).map((action) => ({ subject, action })));
}

export const has = (keys: ReadonlySet<string>, subject: Subject, verb: Verb) => keys.has(key(subject, verb));

/** Turns the given cells all on, or all off when they are all on already (a "select all" toggle). */
export function toggleAll(keys: ReadonlySet<string>, cells: readonly [Subject, Verb][]): Set<string> {
  const next = new Set(keys);
  const allOn = cells.every(([s, v]) => next.has(key(s, v)));
  cells.forEach(([s, v]) => (allOn ? next.delete(key(s, v)) : next.add(key(s, v))));
  return next;
}

export function toggleOne(keys: ReadonlySet<string>, subject: Subject, verb: Verb): Set<string> {
  const next = new Set(keys);
  if (next.has(key(subject, verb))) next.delete(key(subject, verb));
  else next.add(key(subject, verb));
  return next;
}

export const rowCells = (subject: Subject): [Subject, Verb][] => VERBS.map((v) => [subject, v]);
export const columnCells = (verb: Verb): [Subject, Verb][] => SUBJECTS.map((s) => [s, verb]);
export const allCells = (): [Subject, Verb][] => SUBJECTS.flatMap(rowCells);

/** How many of the cells are on: none, some or all (for the toggles' checked / indeterminate state). */
export function coverage(keys: ReadonlySet<string>, cells: readonly [Subject, Verb][]): 'none' | 'some' | 'all' {
  const on = cells.filter(([s, v]) => keys.has(key(s, v))).length;
  return on === 0 ? 'none' : on === cells.length ? 'all' : 'some';
}
