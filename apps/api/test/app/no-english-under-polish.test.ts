import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_ACCOUNTS, type TestClient, withApp } from '../helpers/index.js';

/**
 * Issue #24: a validation message never falls back to zod's English under Polish ("Invalid input: expected
 * object, received array"), nor to Polish under English. Every POST/PUT/PATCH route the app registers gets
 * bodies of the wrong type — whole (a list, text, a number, null) and field by field (the fields the route
 * itself names as required) — from a signed-in administrator, in both languages.
 */
const ENGLISH = /\b(invalid|expected|received|required|must|field)\b/i;
const POLISH = /[ąćęłńśźżó]|\b(pole|jest|wymagane|nieprawidłow\w*|musi)\b/i;
const WRITES = new Set(['POST', 'PUT', 'PATCH']);
/** Whole bodies of the wrong type. */
const WHOLE: unknown[] = [[], [1, 'x'], 'x', 42, null, true];
/** What each named field gets instead of its value: a list, an object, a number, text, a flag, a list of objects. */
const WRONG: unknown[] = [['x'], { a: 1 }, 12345, 'x', true, [{ a: [] }]];
/** Generic field names for routes that answer `{}` with nothing to go on. */
const COMMON = ['name', 'email', 'first_name', 'title', 'body', 'value', 'ids', 'settings', 'menu', 'items', 'date', 'project_id', 'password'];

const routes: { method: string; url: string }[] = [];
const t = withApp({
  onRoute(route: RouteOptions) {
    for (const method of ([] as string[]).concat(route.method)) routes.push({ method, url: route.url });
  },
});

interface Session { client: TestClient; headers: Record<string, string> }

/** The administrator again when a route ended the session (sign-out, impersonation). */
async function stillAdmin(s: Session): Promise<void> {
  const me = await s.client.get('/api/user');
  if (me.statusCode === 200 && JSON.stringify(me.json()).includes(DEMO_ACCOUNTS.Administrator)) return;
  s.client = await t.signIn('Administrator', { headers: s.headers });
}

/** An existing record for `:id` (the first of its collection's list), `projects` for `:type`, a setting for `:key`. */
async function urlOf(s: Session, route: string): Promise<string> {
  let url = route.replace(':type', 'projects').replace(':key', 'companyName');
  while (url.includes(':id')) {
    const collection = url.slice(0, url.indexOf('/:id'));
    const list = await s.client.get(collection, { query: { per_page: '1' } });
    const id = list.statusCode === 200 ? (list.json().data?.[0]?.id ?? 1) : 1;
    url = url.replace(':id', String(id));
  }
  return url;
}

/** Every message of a 4xx answer. */
function textsOf(res: LightMyRequestResponse): string[] {
  if (res.statusCode < 400 || res.statusCode >= 500) return [];
  // A page for a person (the newsletter's invalid-link page): in the language asked for, and not a validation message.
  if (!String(res.headers['content-type'] ?? '').includes('json')) return [];
  const body = res.json() as { message?: string; errors?: Record<string, string[]> };
  return [body.message ?? '', ...Object.values(body.errors ?? {}).flat()];
}

async function sweep(locale: 'pl' | 'en', foreign: RegExp): Promise<{ found: string[]; answers: number }> {
  const headers: Record<string, string> = locale === 'en' ? { 'accept-language': 'en-GB,en;q=0.9' } : {};
  const s: Session = { client: await t.signIn('Administrator', { headers }), headers };
  const found: string[] = [];
  let answers = 0;
  const check = (method: string, url: string, body: unknown, res: LightMyRequestResponse) => {
    if (res.statusCode === 422) answers++;
    for (const text of textsOf(res)) if (foreign.test(text)) found.push(`${method} ${url} ${JSON.stringify(body)} → ${res.statusCode} ${text}`);
  };
  const writes = routes.filter((r) => WRITES.has(r.method) && !r.url.startsWith('/login'));
  for (const { method, url: route } of writes) {
    const url = await urlOf(s, route);
    const send = async (body: unknown) => {
      const res = await s.client.request(method as 'POST', url, { body });
      check(method, url, body, res);
      await stillAdmin(s);
      return res;
    };
    for (const body of WHOLE) await send(body);
    const empty = await send({});
    const named = empty.statusCode === 422 ? Object.keys(empty.json().errors ?? {}).map((k) => k.split('.')[0]!) : [];
    const fields = [...new Set([...named, ...COMMON])].filter((f) => f !== '_');
    for (const wrong of WRONG) await send(Object.fromEntries(fields.map((f) => [f, wrong])));
  }
  // The sign-in form too, signed out.
  const anonymous = await t.signIn('Administrator', { headers });
  await anonymous.post('/logout');
  for (const body of [...WHOLE, { email: ['x'], password: { a: 1 } }]) {
    check('POST', '/login', body, await anonymous.post('/login', body));
  }
  return { found, answers };
}

describe('validation messages stay in the request language on every write route', () => {
  it('sees the routes (an empty list would make the sweep vacuous)', () => {
    expect(routes.filter((r) => WRITES.has(r.method)).length).toBeGreaterThan(40);
  });

  it('no English under Polish', async () => {
    const { found, answers } = await sweep('pl', ENGLISH);
    expect(found).toEqual([]);
    expect(answers).toBeGreaterThan(200);
  }, 240_000);

  it('no Polish under English', async () => {
    const { found, answers } = await sweep('en', POLISH);
    expect(found).toEqual([]);
    expect(answers).toBeGreaterThan(200);
  }, 240_000);
});
