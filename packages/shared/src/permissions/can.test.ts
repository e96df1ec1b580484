import { describe, expect, it } from 'vitest';
import { can, hasRole, normaliseRoleName } from './can.js';
import type { Permission } from './catalogue.js';

const perms: Permission[] = [
  { action: 'listowanie', subject: 'Projekty__wlasne' },
  { action: 'edycja', subject: 'Czasy__wlasne' },
];

describe('can', () => {
  it('passes when the user has the verb on one of the pipe-separated subjects', () => {
    expect(can(perms, 'listowanie', 'Projekty__wlasne')).toBe(true);
    expect(can(perms, 'listowanie', 'Projekty__wszystkie|Projekty__wlasne')).toBe(true);
    expect(can(perms, 'listowanie', ' Projekty__wszystkie | Projekty__wlasne ')).toBe(true);
    expect(can(perms, 'edycja', 'Czasy__wszystkie|Czasy__kontraktorow|Czasy__wlasne')).toBe(true);
  });

  it('fails for another verb, another subject, or no permissions at all', () => {
    expect(can(perms, 'usuwanie', 'Projekty__wlasne')).toBe(false);
    expect(can(perms, 'listowanie', 'Czasy__wlasne')).toBe(false); // has edycja, not listowanie
    expect(can(perms, 'listowanie', 'Projekty__wszystkie')).toBe(false);
    expect(can(perms, 'listowanie', 'Administracja')).toBe(false);
    expect(can(perms, 'listowanie', '')).toBe(false);
    expect(can(perms, 'listowanie', '|')).toBe(false);
    expect(can([], 'listowanie', 'Projekty__wlasne')).toBe(false);
    expect(can(undefined, 'listowanie', 'Projekty__wlasne')).toBe(false);
  });

  it('matches whole subject names only', () => {
    expect(can(perms, 'listowanie', 'Projekty')).toBe(false);
    expect(can([{ action: 'listowanie', subject: 'Administracja' }], 'listowanie', 'Administracja__uzytkownicy')).toBe(false);
    expect(can([{ action: 'listowanie', subject: 'Timer' }], 'listowanie', 'Timer__lista__online')).toBe(false);
  });
});

describe('hasRole', () => {
  it('passes if the user has any of the pipe-separated roles', () => {
    expect(hasRole(['Lider'], 'Lider')).toBe(true);
    expect(hasRole(['Lider'], 'Superadministrator|Administrator|Lider')).toBe(true);
    expect(hasRole(['Kontraktor', 'Lider'], 'Lider')).toBe(true);
    expect(hasRole(['Administrator'], 'Superadministrator|Administrator')).toBe(true);
    expect(hasRole(['Kontraktor'], 'Superadministrator|Administrator')).toBe(false);
  });

  it('reads the misspelt Superadministratore|Administratore as Superadministrator|Administrator', () => {
    const check = 'Superadministratore|Administratore';
    expect(hasRole(['Superadministrator'], check)).toBe(true);
    expect(hasRole(['Administrator'], check)).toBe(true);
    expect(hasRole(['Lider'], check)).toBe(false);
    expect(hasRole(['Kontraktor'], check)).toBe(false);
    expect(hasRole(['Lider', 'Kontraktor'], check)).toBe(false);
    expect(normaliseRoleName('Superadministratore')).toBe('Superadministrator');
    expect(normaliseRoleName(' Administratore ')).toBe('Administrator');
    expect(normaliseRoleName('Lider')).toBe('Lider');
  });

  it('fails with no roles, an empty check, or a different case', () => {
    expect(hasRole([], 'Lider')).toBe(false);
    expect(hasRole(undefined, 'Lider')).toBe(false);
    expect(hasRole(['Lider'], '')).toBe(false);
    expect(hasRole(['Lider'], 'lider')).toBe(false);
    expect(hasRole(['Administrator'], 'Admin')).toBe(false);
  });
});
