import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../schemas/auth.js';
import type { Permission, Subject, Verb } from './catalogue.js';
import { mayOnProject, reachesAllProjects } from './project-access.js';

const user = (id: number, grants: [Verb, Subject][]): SessionUser =>
  ({ id, permissions: grants.map(([action, subject]): Permission => ({ action, subject })) }) as SessionUser;

const WRITES: Verb[] = ['dodawanie', 'edycja', 'usuwanie'];
const admin = user(1, ['listowanie', ...WRITES].map((verb): [Verb, Subject] => [verb as Verb, 'Projekty__wszystkie']));
const leader = user(9, ['listowanie', ...WRITES].map((verb): [Verb, Subject] => [verb as Verb, 'Projekty__wlasne']));
const contractor = user(5, [['listowanie', 'Projekty__wlasne']]);

describe('mayOnProject', () => {
  it('lets Projekty__wszystkie do its verbs on any project, led by anyone or no one', () => {
    for (const verb of ['listowanie', ...WRITES] as Verb[]) {
      expect(mayOnProject(admin, verb, { leaderId: 4 })).toBe(true);
      expect(mayOnProject(admin, verb, { leaderId: null })).toBe(true);
    }
    expect(reachesAllProjects(admin, 'edycja')).toBe(true);
    expect(reachesAllProjects(leader, 'edycja')).toBe(false);
  });

  it('lets Projekty__wlasne write only the projects the user leads', () => {
    for (const verb of WRITES) {
      expect(mayOnProject(leader, verb, { leaderId: 9 })).toBe(true);
      expect(mayOnProject(leader, verb, { leaderId: 4 })).toBe(false);
      // Being allocated does not make a project one's own to change.
      expect(mayOnProject(leader, verb, { leaderId: 4, member: true })).toBe(false);
    }
  });

  it('lets Projekty__wlasne read what the user leads or is allocated to', () => {
    expect(mayOnProject(contractor, 'listowanie', { leaderId: 5 })).toBe(true);
    expect(mayOnProject(contractor, 'listowanie', { leaderId: 4, member: true })).toBe(true);
    expect(mayOnProject(contractor, 'listowanie', { leaderId: 4 })).toBe(false);
  });

  it('refuses a verb the user was not granted, a project without a leader, and no user at all', () => {
    expect(mayOnProject(contractor, 'edycja', { leaderId: 5 })).toBe(false);
    expect(mayOnProject(leader, 'edycja', { leaderId: null })).toBe(false);
    expect(mayOnProject(leader, 'edycja', { leaderId: undefined })).toBe(false);
    expect(mayOnProject(null, 'listowanie', { leaderId: 9 })).toBe(false);
    expect(mayOnProject(user(9, []), 'listowanie', { leaderId: 9 })).toBe(false);
  });
});
