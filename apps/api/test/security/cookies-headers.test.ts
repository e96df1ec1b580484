import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { withApp } from '../helpers/index.js';
import { isListLike, routeCollector } from './support/targets.js';
import { statusesContract } from '@harmony/shared';

/**
 * Cookie flags and security headers as served behind HTTPS (COOKIE_SECURE=true). Plain-HTTP defaults are in
 * modules/auth/auth.test.ts (no Secure) and plugins/error-handler.test.ts (headers on four URLs); this file checks every list route,
 * error answers and downloads too.
 */
const collector = routeCollector();
const t = withApp({ env: { COOKIE_SECURE: 'true' }, onRoute: collector.onRoute });
const admin = t.client('Administrator');

const setCookies = (res: LightMyRequestResponse) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);
const cookieLine = (res: LightMyRequestResponse, name: string) => setCookies(res).find((c) => c.startsWith(`${name}=`));

describe('cookies with COOKIE_SECURE=true', () => {
  it('the session cookie is HttpOnly, SameSite=Lax, Secure, host-only, and replaced at sign-in', async () => {
    const client = t.anonymous();
    await client.primeCsrf();
    const res = await client.post('/login', { email: 'admin@demo.local', password: 'Harmony!2026' });
    expect(res.statusCode).toBe(200);
    const session = cookieLine(res, 'harmony_session')!;
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; Path=\//);
    expect(session).not.toMatch(/; Domain=/i);
    // The CSRF pair rotates with the session: the secret HttpOnly, the readable token not.
    expect(cookieLine(res, 'harmony_csrf')).toMatch(/; HttpOnly.*; Secure|; Secure.*; HttpOnly/);
    const xsrf = cookieLine(res, 'XSRF-TOKEN')!;
    expect(xsrf).toMatch(/; Secure/);
    expect(xsrf).toMatch(/; SameSite=Lax/);
    expect(xsrf).not.toMatch(/HttpOnly/);
  });

  it('sign-out clears the session cookie with the same flags', async () => {
    const client = await t.signIn('Kontraktor');
    const res = await client.post('/logout');
    const cleared = cookieLine(res, 'harmony_session')!;
    expect(cleared).toMatch(/harmony_session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/; HttpOnly/);
    expect(cleared).toMatch(/; Secure/);
  });
});

/** What every answer carries, API or page, success or error. */
function expectSecurityHeaders(res: LightMyRequestResponse, label: string): void {
  const csp = String(res.headers['content-security-policy'] ?? '');
  expect(csp, label).toMatch(/frame-ancestors 'none'|sandbox/);
  expect(csp, label).toMatch(/default-src '(self|none)'/);
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['x-frame-options'], label).toBe('SAMEORIGIN');
  expect(res.headers['referrer-policy'], label).toBe('no-referrer');
  expect(res.headers['x-powered-by'], label).toBeUndefined();
  expect(res.headers['strict-transport-security'], label).toMatch(/max-age=\d{7,}/);
}

describe('security headers behind HTTPS', () => {
  it('every list route, and the app pages, carry CSP, nosniff, frame protection, no-referrer and HSTS', async () => {
    const lists = collector.endpoints(t.webDist).filter((e) => isListLike(e) && !e.route.includes(':'));
    expect(lists.length).toBeGreaterThan(20);
    for (const e of lists) expectSecurityHeaders(await admin.get(e.route), e.route);
    for (const url of ['/', '/projekty', '/en/projects', '/nie-ma-takiej']) {
      const res = await admin.get(url);
      expectSecurityHeaders(res, url);
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it('error answers carry them too: 401, 403, 404, 419, 422, 400, 413', async () => {
    const anonymous = t.anonymous();
    const kontraktor = await t.signIn('Kontraktor');
    const cases: [string, Promise<LightMyRequestResponse>, number][] = [
      ['401', anonymous.get('/api/user'), 401],
      ['403', kontraktor.get('/api/users'), 403],
      ['404', admin.get(statusesContract.itemPath(999999)), 404],
      ['419', admin.post(statusesContract.path, {}, { csrf: false }), 419],
      ['422', admin.post(statusesContract.path, {}), 422],
      ['400', admin.request('POST', statusesContract.path, { payload: '{', headers: { 'content-type': 'application/json' } }), 400],
      ['413', admin.request('POST', statusesContract.path, { payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }), headers: { 'content-type': 'application/json' } }), 413],
    ];
    for (const [label, pending, status] of cases) {
      const res = await pending;
      expect(res.statusCode, label).toBe(status);
      expectSecurityHeaders(res, label);
    }
  });
});
