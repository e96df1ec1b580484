import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../test/fake-api';
import { canImpersonate } from './can-impersonate';

const row = (id: number, roles: string[], active = true) => ({ id, active, roles: roles.map((name, i) => ({ id: i + 1, name })) });

describe('canImpersonate', () => {
  const admin = demoUser('Administrator', 2);

  it('lets an administrator sign in as another active user', () => {
    expect(canImpersonate(admin, row(3, ['Kontraktor']))).toBe(true);
    expect(canImpersonate(demoUser('Superadministrator', 1), row(3, ['Administrator']))).toBe(true);
  });

  it('never as a Superadministrator, oneself or an inactive account', () => {
    expect(canImpersonate(admin, row(1, ['Administrator', 'Superadministrator']))).toBe(false);
    expect(canImpersonate(admin, row(2, ['Administrator']))).toBe(false);
    expect(canImpersonate(admin, row(3, ['Kontraktor'], false))).toBe(false);
  });

  it('never for a non-administrator, nor while already signed in as someone else', () => {
    expect(canImpersonate(demoUser('Lider', 4), row(3, ['Kontraktor']))).toBe(false);
    expect(canImpersonate({ ...admin, impersonator_id: 7 }, row(3, ['Kontraktor']))).toBe(false);
    expect(canImpersonate(null, row(3, ['Kontraktor']))).toBe(false);
  });
});
