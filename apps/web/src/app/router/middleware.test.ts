import { describe, expect, it } from 'vitest';
import { defaultPermissionsOf, ROUTES, type RouteDef, type SessionUser } from '@harmony/shared';
import i18n from '../../lib/i18n/i18n';
import { checkRoute, resolveMiddleware, type GuardContext } from './middleware';

const user = (role: 'Administrator' | 'Lider' | 'Kontraktor'): SessionUser => ({
  id: 1, first_name: 'A', last_name: 'B', email: 'a@b.c', roles: [role], permissions: defaultPermissionsOf(role), impersonator_id: null,
});

const ctx = (over: Partial<GuardContext> = {}): GuardContext => ({
  user: null,
  locale: 'pl',
  path: '/projekty?page=2',
  redirectParam: null,
  endedByUser: false,
  t: (key, vars) => i18n.getFixedT('pl')(key, vars),
  ...over,
});

const route = (path: string) => ROUTES.find((r) => r.path === path)!;

describe('middleware resolver', () => {
  it('fails with 500 "Unknown middleware x" for a name it does not know', () => {
    expect(resolveMiddleware(['auth', 'x'], ctx({ user: user('Administrator') }))).toEqual({
      type: 'error', status: 500, message: 'Unknown middleware x',
    });
    expect(resolveMiddleware(['toString'], ctx())).toMatchObject({ status: 500, message: 'Unknown middleware toString' });
  });

  it('auth: a stranger goes to /login remembering the path, with the "sign in" alert', () => {
    expect(resolveMiddleware(['auth'], ctx())).toEqual({
      type: 'redirect', to: '/login?redirect=%2Fprojekty%3Fpage%3D2', alert: 'Zaloguj się aby kontynuować.',
    });
    expect(resolveMiddleware(['auth'], ctx({ locale: 'en', path: '/en/czasy' }))).toMatchObject({ to: '/en/login?redirect=%2Fen%2Fczasy' });
  });

  it('auth: after a deliberate logout, plain /login and no alert', () => {
    expect(resolveMiddleware(['auth'], ctx({ endedByUser: true }))).toEqual({ type: 'redirect', to: '/login' });
  });

  it('guest: a signed-in user goes to the remembered path only when it is safe', () => {
    const signedIn = user('Kontraktor');
    expect(resolveMiddleware(['guest'], ctx({ user: signedIn, redirectParam: '/czasy' }))).toEqual({ type: 'redirect', to: '/czasy' });
    expect(resolveMiddleware(['guest'], ctx({ user: signedIn, redirectParam: '//evil.example' }))).toEqual({ type: 'redirect', to: '/' });
    expect(resolveMiddleware(['guest'], ctx({ user: signedIn, locale: 'en', redirectParam: 'https://x.y' }))).toEqual({ type: 'redirect', to: '/en' });
    expect(resolveMiddleware(['guest'], ctx())).toEqual({ type: 'pass' });
  });

  it('admin: only Superadministrator or Administrator, else 403', () => {
    expect(resolveMiddleware(['auth', 'admin'], ctx({ user: user('Administrator') }))).toEqual({ type: 'pass' });
    expect(resolveMiddleware(['auth', 'admin'], ctx({ user: user('Kontraktor') }))).toMatchObject({ type: 'error', status: 403 });
  });
});

describe('route check', () => {
  it('fails the validity check with 404 before anything else', () => {
    expect(checkRoute(route('/projekty/:id/edycja'), { id: 'abc' }, ctx())).toMatchObject({ status: 404, message: 'This page could not be found' });
  });

  it('fails a missing listowanie permission with 403', () => {
    expect(checkRoute(route('/kategorie'), {}, ctx({ user: user('Kontraktor') }))).toMatchObject({ type: 'error', status: 403 });
    expect(checkRoute(route('/kategorie'), {}, ctx({ user: user('Administrator') }))).toEqual({ type: 'pass' });
  });

  it('checks a create or edit screen with the verb its API needs, not with listowanie (issue #23)', () => {
    const contractor = ctx({ user: user('Kontraktor') });
    expect(checkRoute(route('/projekty'), {}, contractor)).toEqual({ type: 'pass' });
    expect(checkRoute(route('/projekty/:id/szczegoly'), { id: '3' }, contractor)).toEqual({ type: 'pass' });
    expect(checkRoute(route('/projekty/:id/alokacja'), { id: '3' }, contractor)).toEqual({ type: 'pass' });
    expect(checkRoute(route('/projekty/dodaj'), {}, contractor)).toMatchObject({ type: 'error', status: 403, message: 'Nie masz uprawnień do tej strony.' });
    expect(checkRoute(route('/projekty/:id/edycja'), { id: '3' }, contractor)).toMatchObject({ type: 'error', status: 403 });
    // A contractor lists and edits their own time entries.
    expect(checkRoute(route('/czasy/:id/edycja'), { id: '3' }, contractor)).toEqual({ type: 'pass' });
    const leader = ctx({ user: user('Lider') });
    expect(checkRoute(route('/projekty/dodaj'), {}, leader)).toEqual({ type: 'pass' });
    expect(checkRoute(route('/projekty/:id/edycja'), { id: '3' }, leader)).toEqual({ type: 'pass' });
    expect(checkRoute(route('/kategorie/dodaj'), {}, leader)).toMatchObject({ status: 403 });
  });

  it('asks an administrator screen for the permission of the API behind it, besides the role', () => {
    const admin = user('Administrator');
    const withoutUsers = { ...admin, permissions: admin.permissions.filter((p) => !(p.subject === 'Administracja__uzytkownicy' && p.action !== 'listowanie')) };
    expect(checkRoute(route('/administrator/uzytkownicy'), {}, ctx({ user: withoutUsers }))).toEqual({ type: 'pass' });
    expect(checkRoute(route('/administrator/uzytkownicy/dodaj'), {}, ctx({ user: withoutUsers }))).toMatchObject({ status: 403 });
    expect(checkRoute(route('/administrator/uzytkownicy/:id/edytuj'), { id: '4' }, ctx({ user: withoutUsers }))).toMatchObject({ status: 403 });
    expect(checkRoute(route('/administrator/uzytkownicy/:id/edytuj'), { id: '4' }, ctx({ user: admin }))).toEqual({ type: 'pass' });
  });

  it('runs a route whose middleware is unknown into the 500', () => {
    const odd: RouteDef = { path: '/x', name: 'x', layout: 'crm', middleware: ['x'], module: 'shell' };
    expect(checkRoute(odd, {}, ctx())).toMatchObject({ status: 500, message: 'Unknown middleware x' });
  });
});
