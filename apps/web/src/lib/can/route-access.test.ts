import { describe, expect, it } from 'vitest';
import { defaultPermissionsOf, type RoleName, type SessionUser } from '@harmony/shared';
import { mayOpen } from './route-access';

const user = (role: RoleName): SessionUser => ({
  id: 1, first_name: 'A', last_name: 'B', email: 'a@b.c', roles: [role], permissions: defaultPermissionsOf(role), impersonator_id: null,
});

describe('mayOpen (links and buttons to a screen)', () => {
  it('answers as the router would, for paths and for route-table patterns', () => {
    expect(mayOpen(user('Kontraktor'), '/projekty')).toBe(true);
    expect(mayOpen(user('Kontraktor'), '/projekty/dodaj')).toBe(false);
    expect(mayOpen(user('Kontraktor'), '/projekty/7/edycja')).toBe(false);
    expect(mayOpen(user('Kontraktor'), '/projekty/:id/edycja')).toBe(false);
    expect(mayOpen(user('Lider'), '/projekty/:id/edycja')).toBe(true);
  });

  it('applies the administrator guard and the screen permission', () => {
    expect(mayOpen(user('Lider'), '/administrator/statusy')).toBe(false);
    expect(mayOpen(user('Administrator'), '/administrator/statusy')).toBe(true);
    expect(mayOpen(user('Administrator'), '/administrator/uzytkownicy/4/stawki')).toBe(true);
    expect(mayOpen(null, '/projekty')).toBe(false);
    expect(mayOpen(user('Administrator'), '/nie-ma-takiej-strony')).toBe(false);
  });
});
