import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, TestClient } from '../helpers/index.js';
import { fill, key, makeFixtures, MUTATING, paramsOf, routeCollector } from './support/targets.js';

/**
 * CSRF on every state-changing route, enumerated from the app (csrf.test.ts covers the mechanism itself:
 * cookie pair, rotation at sign-in, forged pairs). A request without the token, or with another browser's
 * token, is refused with 419 before anything runs — signed in or not. Session fixation at sign-in and at
 * impersonation is tested in auth.test.ts ("rotates the session id") and impersonation.test.ts.
 */
const collector = routeCollector();
const t = await createTestApp({ onRoute: collector.onRoute });
const fixtures = await makeFixtures(t);
const admin = await signIn(t.app, 'Administrator');
const all = collector.endpoints(t.webDist).filter((e) => MUTATING.has(e.method));
// The routes a website's visitor calls from another origin with no session (a pop-up's view or click, a form's
// answer), and the service worker's report of a push notification shown or clicked (no session: its delivery's
// token): exempt by design, and only these. The newsletter's public side too: a website's subscribe form, and the
// subscriber's one-click unsubscribe (RFC 8058: a mail client's POST) and preferences, which go by the token in their path.
const EXEMPT = [
  'POST /api/newsletter/preferences/:token', 'POST /api/newsletter/subscribe', 'POST /api/newsletter/unsubscribe/:token',
  'POST /api/public/forms/:uuid', 'POST /api/public/popups/:id/:event', 'POST /api/push/events',
];
const mutating = all.filter((e) => !e.csrfExempt);

afterAll(async () => {
  await t.close();
});

describe('CSRF on every mutating route', () => {
  it('covers the routes (an empty list would make the rest vacuous), and exempts only the public ones it names', () => {
    expect(mutating.length).toBeGreaterThan(40);
    expect(all.filter((e) => e.csrfExempt).map(key)).toEqual(EXEMPT);
  });

  it('answers 419 without the token, with another browser\'s token, and to an anonymous caller', async () => {
    const other = new TestClient(t.app);
    await other.primeCsrf();
    const anonymous = new TestClient(t.app);
    await anonymous.primeCsrf();
    const got: Record<string, number[]> = {};
    for (const e of mutating) {
      const url = fill(e, await paramsOf(e, fixtures, admin));
      const body = { name: 'CSRF', ids: [1] };
      got[key(e)] = [
        (await admin.request(e.method as never, url, { body, csrf: false })).statusCode,
        (await admin.request(e.method as never, url, {
          body, csrf: false, headers: { 'x-xsrf-token': other.cookie('XSRF-TOKEN')!, 'x-requested-with': 'XMLHttpRequest' },
        })).statusCode,
        (await anonymous.request(e.method as never, url, { body, csrf: false })).statusCode,
      ];
    }
    expect(got).toEqual(Object.fromEntries(mutating.map((e) => [key(e), [419, 419, 419]])));
    // None of it took effect: the administrator is still signed in (POST /logout was among the routes).
    expect((await admin.get('/api/user')).statusCode).toBe(200);
  }, 120_000);
});
