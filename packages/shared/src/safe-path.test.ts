import { describe, expect, it } from 'vitest';
import { matchRoute } from './routes.js';
import { isSafeRedirect, safeRedirectOr } from './safe-path.js';

describe('isSafeRedirect', () => {
  it.each([
    '//evil.com',
    '/\\evil.com',
    'https://evil.com',
    'http://evil.com/projekty',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/%2F%2Fevil.com',
    '/%2f%2fevil.com',
    '/%5Cevil.com',
    '/%5c%5cevil.com',
    '/\t/evil.com',
    '/%09/evil.com',
    '/\n/evil.com',
    '/projekty%0d%0aSet-Cookie:x=1',
    '/%E0%A4%A',
    '\\\\evil.com',
    '///evil.com',
    'projekty',
    ' /projekty',
    '/ projekty',
    '/projekty<script>',
    '',
    '/' + 'a'.repeat(2048),
  ])('rejects %j', (path) => {
    expect(isSafeRedirect(path)).toBe(false);
  });

  it.each([undefined, null, 42, {}, ['/projekty']])('rejects a non-string %j', (value) => {
    expect(isSafeRedirect(value)).toBe(false);
  });

  it.each([
    '/',
    '/projekty?x=1',
    '/en/czasy',
    '/en',
    '/projekty/12/edycja',
    '/czasy?od=2026-01-01&do=2026-01-31&strona=2',
    '/projekty/12/szczegoly#notatki',
    '/szukaj?q=za%C5%BC%C3%B3%C5%82%C4%87',
    `/formularze/3f2b8c1e-5d4a-4b6c-9e7f-0a1b2c3d4e5f/edytuj`,
  ])('allows the internal path %j', (path) => {
    expect(isSafeRedirect(path)).toBe(true);
  });
});

describe('safeRedirectOr', () => {
  it('returns a safe path unchanged and the fallback otherwise', () => {
    expect(safeRedirectOr('/projekty?x=1')).toBe('/projekty?x=1');
    expect(safeRedirectOr('/en/czasy', '/en')).toBe('/en/czasy');
    expect(safeRedirectOr('//evil.com')).toBe('/');
    expect(safeRedirectOr('https://evil.com', '/en')).toBe('/en');
    expect(safeRedirectOr(undefined)).toBe('/');
    expect(safeRedirectOr(null, '/panel')).toBe('/panel');
  });

  it.each(['/login', '/login?redirect=%2Fprojekty', '/login#x', '/en/login', '/en/login?redirect=/czasy'])(
    'never returns the login page itself (%j)',
    (path) => {
      expect(safeRedirectOr(path)).toBe('/');
      expect(safeRedirectOr(path, '/en')).toBe('/en');
    },
  );

  it.each(['/login/', '/en/login/'])('never returns the login page with a trailing slash (%j)', (path) => {
    expect(safeRedirectOr(path)).toBe('/');
  });

  it('never returns a path that the route table resolves to the login screen', () => {
    const candidates = [
      '/login', '/login?x=1', '/login#a', '/en/login', '/en/login?redirect=/czasy', '/projekty', '/en/projekty', '/',
      '//login', '/%2Flogin', '/loginx', '/login-help',
    ];
    for (const path of candidates) {
      const result = safeRedirectOr(path);
      const matched = matchRoute(result.split(/[?#]/)[0]!);
      expect(matched?.route.name, `${path} → ${result}`).not.toBe('login');
    }
  });
});
