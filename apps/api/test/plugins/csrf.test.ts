import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, rolesContract } from '@harmony/shared';
import { hmac, newToken } from '../../src/lib/tokens.js';
import { TEST_SECRET, TestClient, withApp } from '../helpers/index.js';

const CREDENTIALS = { email: 'admin@demo.local', password: DEMO_PASSWORD };
const CSRF_MESSAGE = 'Sesja formularza wygasła (token CSRF). Odśwież stronę i spróbuj ponownie.';

const t = withApp();

/** A client holding both CSRF cookies, as the SPA does after its first request. */
async function primed(): Promise<TestClient> {
  const client = t.anonymous();
  await client.primeCsrf();
  expect(client.cookie('harmony_csrf')).toBeDefined();
  expect(client.cookie('XSRF-TOKEN')).toBeDefined();
  return client;
}

describe('CSRF protection (signed double-submit cookie)', () => {
  it('hands out a readable XSRF-TOKEN and an HttpOnly harmony_csrf on the first API response', async () => {
    const res = await t.anonymous().get('/api/health');
    expect(res.statusCode).toBe(200);
    const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    const secret = res.cookies.find((c) => c.name === 'harmony_csrf');
    expect(xsrf).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(xsrf!.httpOnly).toBeFalsy();
    expect(secret).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: true });
    // The readable token is the HMAC of the hidden secret under the server's key.
    expect(xsrf!.value).toBe(hmac(TEST_SECRET, secret!.value));
    const raw = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(raw.find((h) => h.startsWith('XSRF-TOKEN='))).not.toMatch(/HttpOnly/i);
    expect(raw.find((h) => h.startsWith('harmony_csrf='))).toMatch(/; HttpOnly/);
  });

  it('does not hand out new cookies once the client has them', async () => {
    const client = await primed();
    const res = await client.get('/api/health');
    expect(res.cookies.map((c) => c.name)).toEqual([]);
  });

  it('refuses POST /login without X-XSRF-TOKEN with 419 and the Polish message', async () => {
    const client = await primed();
    const res = await client.post('/login', CREDENTIALS, { csrf: false });
    expect(res.statusCode).toBe(419);
    expect(res.json()).toEqual({ message: CSRF_MESSAGE });
    expect(client.cookie('harmony_session')).toBeUndefined();
  });

  it('answers 419 in English under X-Locale: en', async () => {
    const res = await (await primed()).post('/login', CREDENTIALS, { csrf: false, headers: { 'x-locale': 'en' } });
    expect(res.statusCode).toBe(419);
    expect(res.json()).toEqual({ message: 'The form session expired (CSRF token). Reload the page and try again.' });
  });

  it('refuses a request with no CSRF cookies at all, even with some header', async () => {
    const res = await t.anonymous().post('/login', CREDENTIALS, {
      csrf: false, headers: { 'x-xsrf-token': 'anything', 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.statusCode).toBe(419);
  });

  it('refuses a wrong token', async () => {
    const client = await primed();
    const res = await client.post('/login', CREDENTIALS, {
      csrf: false, headers: { 'x-xsrf-token': 'wrong-token', 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.statusCode).toBe(419);
    expect(res.json()).toEqual({ message: CSRF_MESSAGE });
  });

  it('refuses a token that is valid for another browser\'s csrf cookie', async () => {
    const victim = await primed();
    const attacker = await primed();
    expect(attacker.cookie('XSRF-TOKEN')).not.toBe(victim.cookie('XSRF-TOKEN'));
    const res = await victim.post('/login', CREDENTIALS, {
      csrf: false, headers: { 'x-xsrf-token': attacker.cookie('XSRF-TOKEN')!, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.statusCode).toBe(419);
  });

  it('refuses a self-made cookie pair not signed with the server\'s secret', async () => {
    const client = t.anonymous();
    const secret = newToken();
    const forged = hmac('not-the-server-secret', secret);
    client.setCookie('harmony_csrf', secret);
    client.setCookie('XSRF-TOKEN', forged);
    const res = await client.post('/login', CREDENTIALS);
    expect(res.statusCode).toBe(419);
  });

  it('accepts the right token', async () => {
    const client = await primed();
    const res = await client.post('/login', CREDENTIALS);
    expect(res.statusCode).toBe(200);
  });

  it('protects every state-changing route, signed in or not (logout, impersonate, delete)', async () => {
    const admin = await t.signIn('Administrator');
    expect((await admin.post('/logout', undefined, { csrf: false })).statusCode).toBe(419);
    expect((await admin.post('/api/v1/admin/users/4/impersonate', undefined, { csrf: false })).statusCode).toBe(419);
    expect((await admin.delete('/api/notifications/1', { csrf: false })).statusCode).toBe(419);
    // Still signed in: the refused logout changed nothing.
    expect((await admin.get('/api/user')).statusCode).toBe(200);
  });

  it('rotates the CSRF secret at sign-in: the pre-login token stops working, the new one works', async () => {
    const client = await primed();
    const before = { secret: client.cookie('harmony_csrf')!, token: client.cookie('XSRF-TOKEN')! };
    expect((await client.post('/login', CREDENTIALS)).statusCode).toBe(200);
    expect(client.cookie('harmony_csrf')).not.toBe(before.secret);
    expect(client.cookie('XSRF-TOKEN')).not.toBe(before.token);
    const stale = await client.post('/logout', undefined, { headers: { 'x-xsrf-token': before.token } });
    expect(stale.statusCode).toBe(419);
    expect((await client.post('/logout')).statusCode).toBe(200);
  });

  it('never asks for the token on GET requests', async () => {
    const anonymous = t.anonymous();
    expect((await anonymous.get('/api/health', { csrf: false })).statusCode).toBe(200);
    const admin = await t.signIn('Administrator');
    admin.cookies.delete('XSRF-TOKEN');
    admin.cookies.delete('harmony_csrf');
    expect((await admin.get('/api/user')).statusCode).toBe(200);
    expect((await admin.get(rolesContract.path)).statusCode).toBe(200);
    expect((await admin.get('/api/v1/admin/users/impersonating')).statusCode).toBe(200);
    // HEAD is safe too.
    expect((await admin.request('HEAD', '/api/user')).statusCode).toBe(200);
  });
});
