import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { withApp } from '../helpers/index.js';

const SERVER_ERROR = { message: 'Wystąpił błąd serwera. Spróbuj ponownie później.' };

// Test-only routes that fail the ways production code can: a thrown error and a failing SQL statement.
const t = withApp({
  beforeReady(app) {
    app.get('/api/test/throw', async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.1:5432 at Pool.connect (/srv/app/node_modules/pg/lib/pool.js:45:11)');
    });
    app.get('/api/test/sql', async () => app.db.execute(sql`select secret_column from no_such_table`));
    app.get('/api/test/status-503', async () => {
      throw Object.assign(new Error('upstream down'), { statusCode: 503 });
    });
  },
});
const client = t.anonymous();

describe('error responses', () => {
it('turns an unexpected error into 500 {message} with no stack, path or SQL', async () => {
  for (const url of ['/api/test/throw', '/api/test/sql', '/api/test/status-503']) {
    const res = await client.get(url);
    expect(res.statusCode, url).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json(), url).toEqual(SERVER_ERROR);
    expect(res.body).not.toMatch(/stack|node_modules|ECONNREFUSED|no_such_table|secret_column|select/i);
  }
  const en = await client.get('/api/test/sql', { headers: { 'x-locale': 'en' } });
  expect(en.json()).toEqual({ message: 'A server error occurred. Try again later.' });
});

  it('answers malformed JSON with 400 {message}', async () => {
    const res = await client.request('POST', '/login', {
      payload: '{"email": "admin@demo.local", "password":', headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Przesłane dane są nieprawidłowe.' });
    const en = await client.request('POST', '/login', {
      payload: '{nope', headers: { 'content-type': 'application/json', 'x-locale': 'en' },
    });
    expect(en.json()).toEqual({ message: 'The given data was invalid.' });
  });

  it('answers an unsupported content type with 415 and a body too large with 413, both {message} only', async () => {
    const unsupported = await client.request('POST', '/login', { payload: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(unsupported.statusCode).toBe(415);
    expect(Object.keys(unsupported.json())).toEqual(['message']);
    expect(unsupported.json().message).not.toMatch(/\bat\b.*\(/);

    const big = await client.request('POST', '/login', {
      payload: JSON.stringify({ email: 'a@b.pl', password: 'x'.repeat(1024 * 1024 + 10) }), headers: { 'content-type': 'application/json' },
    });
    expect(big.statusCode).toBe(413);
    expect(Object.keys(big.json())).toEqual(['message']);
  });
});

describe('security headers', () => {
  it.each(['/api/health', '/api/user', '/projekty', '/nie-ma-takiej'])('%s carries CSP, nosniff and frame-ancestors', async (url) => {
    const res = await client.get(url);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests'); // plain HTTP in tests
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
