import fs from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@harmony/shared';
import { notifications, statuses, types } from '../src/db/schema.js';
import {
  createTestApp, DEMO_ACCOUNTS, DEMO_ROLES, roleIdByName, signIn, TestClient, userIdByEmail, type DemoRole, type TestApp,
} from './helpers/index.js';

/**
 * STYLE rule 9: every API route × every role has its expected status written out here. A route the app
 * registers without a row here, or a row naming a route the app does not have, fails the test.
 * Mutating requests carry a valid CSRF token, so the status reflects authorization only.
 */
type Who = 'anonymous' | DemoRole;
const WHO: Who[] = ['anonymous', 'Superadministrator', 'Administrator', 'Lider', 'Kontraktor'];
type Statuses = [anonymous: number, superadmin: number, admin: number, lider: number, kontraktor: number];

interface Context {
  users: Record<Who, number>;
  roles: Record<string, number>;
  /** One unread notification of each demo user, made for this test. */
  notificationOf: Record<Who, number>;
  /** Per caller, records of each generic resource to delete (`del`) and bulk-delete (`bulk`) without stepping on each other. */
  records: Record<string, Record<Who, { del: number; bulk: number }>>;
}

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route exactly as Fastify registered it. */
  route: string;
  params?: (ctx: Context, who: Who) => Record<string, string | number>;
  body?: unknown | ((ctx: Context, who: Who) => unknown);
  /** The request changes the caller's session (sign-in, sign-out, impersonation): each cell gets a fresh client. */
  fresh?: boolean;
  expected: Statuses;
}

// prettier-ignore
const MATRIX: Row[] = [
  //                                                                                                anon  SA   Adm  Lid  Kon
  { method: 'GET',    route: '/api/health',                                      expected: [200, 200, 200, 200, 200] },
  { method: 'POST',   route: '/login', fresh: true,
    body: { email: DEMO_ACCOUNTS.Kontraktor, password: DEMO_PASSWORD },          expected: [200, 200, 200, 200, 200] },
  { method: 'POST',   route: '/logout', fresh: true,                             expected: [200, 200, 200, 200, 200] },
  { method: 'GET',    route: '/api/user',                                        expected: [401, 200, 200, 200, 200] },
  { method: 'POST',   route: '/api/v1/admin/users/:id/impersonate', fresh: true,
    params: (c) => ({ id: c.users.Kontraktor }),                                 expected: [401, 200, 200, 403, 403] },
  { method: 'GET',    route: '/api/v1/admin/users/impersonating',                expected: [401, 200, 200, 200, 200] },
  // Nobody in this row is impersonating, so a signed-in caller gets 409 (impersonation.test.ts covers 200).
  { method: 'GET',    route: '/api/v1/admin/users/impersonating/leave', fresh: true, expected: [401, 409, 409, 409, 409] },
  { method: 'GET',    route: '/api/v1/admin/times/onlineCount',                  expected: [401, 200, 200, 403, 403] },
  { method: 'GET',    route: '/api/roles',                                       expected: [401, 200, 200, 403, 403] },
  { method: 'GET',    route: '/api/roles/:id',
    params: (c) => ({ id: c.roles.Administrator! }),                             expected: [401, 200, 200, 403, 403] },
  { method: 'GET',    route: '/api/app-config',                                  expected: [401, 200, 200, 200, 200] },
  { method: 'GET',    route: '/api/notifications',                               expected: [401, 200, 200, 200, 200] },
  { method: 'DELETE', route: '/api/notifications/:id',
    params: (c, who) => ({ id: c.notificationOf[who] }),                         expected: [401, 200, 200, 200, 200] },
  ...crudRows('statuses', '/api/statuses'),
  ...crudRows('types', '/api/v1/admin/types'),
];

/** The eight routes of a generic CRUD resource guarded by the Administracja subject. */
function crudRows(name: string, path: string): Row[] {
  const admins: Statuses = [401, 200, 200, 403, 403];
  const input = (who: Who) => ({ name: `Macierz ${who}`, color: '#123456', position: 1, applies_to: 'projects' });
  return [
    { method: 'GET', route: path, expected: admins },
    { method: 'GET', route: `${path}/export.csv`, expected: admins },
    { method: 'GET', route: `${path}/:id`, params: (c) => ({ id: c.records[name]!.Kontraktor.del }), expected: admins },
    { method: 'POST', route: path, body: (_c: Context, who: Who) => input(who), expected: [401, 201, 201, 403, 403] },
    { method: 'PUT', route: `${path}/:id`, params: (c) => ({ id: c.records[name]!.Kontraktor.bulk }),
      body: input('Kontraktor'), expected: admins },
    { method: 'DELETE', route: `${path}/:id`, params: (c, who) => ({ id: c.records[name]![who].del }), expected: admins },
    { method: 'POST', route: `${path}/bulk-delete`, body: (c: Context, who: Who) => ({ ids: [c.records[name]![who].bulk] }), expected: admins },
    // Runs after the DELETE row: each administrator undoes their own delete.
    { method: 'POST', route: `${path}/:id/restore`, params: (c, who) => ({ id: c.records[name]![who].del }), expected: admins },
  ];
}

const key = (method: string, route: string) => `${method} ${route}`;

let t: TestApp;
const registered: { method: string; url: string }[] = [];
const ctx = { users: {}, roles: {}, notificationOf: {}, records: {} } as Context;
const shared = {} as Record<Who, TestClient>;

beforeAll(async () => {
  t = await createTestApp({
    onRoute(route: RouteOptions) {
      for (const method of ([] as string[]).concat(route.method)) registered.push({ method, url: route.url });
    },
  });
  for (const role of DEMO_ROLES) {
    ctx.users[role] = await userIdByEmail(t.database, DEMO_ACCOUNTS[role]);
    ctx.roles[role] = await roleIdByName(t.database, role);
    const [n] = await t.database.db.insert(notifications)
      .values({ userId: ctx.users[role], title: 'Macierz uprawnień' }).returning({ id: notifications.id });
    ctx.notificationOf[role] = n!.id;
    shared[role] = await signIn(t.app, role);
  }
  for (const [name, table] of [['statuses', statuses], ['types', types]] as const) {
    ctx.records[name] = {} as Context['records'][string];
    for (const who of WHO) {
      const make = async (tag: string) => (await t.database.db.insert(table)
        .values({ name: `${tag} ${who}`, appliesTo: 'projects' }).returning({ id: table.id }))[0]!.id;
      ctx.records[name][who] = { del: await make('Usuń'), bulk: await make('Hurtem') };
    }
  }
  ctx.users.anonymous = ctx.users.Kontraktor;
  ctx.notificationOf.anonymous = ctx.notificationOf.Kontraktor;
  shared.anonymous = new TestClient(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** API routes as registered: without the web build's static files and the automatic HEAD twin of each GET. */
function apiRoutes(): string[] {
  const gets = new Set(registered.filter((r) => r.method === 'GET').map((r) => r.url));
  const isStaticFile = (url: string) => url !== '/' && fs.existsSync(path.join(t.webDist, url));
  return [...new Set(
    registered
      .filter((r) => !isStaticFile(r.url))
      .filter((r) => !(r.method === 'HEAD' && gets.has(r.url)))
      .map((r) => key(r.method, r.url)),
  )].sort();
}

function urlOf(row: Row, who: Who): string {
  const params = row.params?.(ctx, who) ?? {};
  return row.route.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${key(row.method, row.route)}: no value for :${name}`);
    return encodeURIComponent(String(params[name]));
  });
}

async function clientFor(row: Row, who: Who): Promise<TestClient> {
  if (!row.fresh) return shared[who];
  return who === 'anonymous' ? new TestClient(t.app) : signIn(t.app, who);
}

async function statusesOf(row: Row, method: string): Promise<Statuses> {
  const out: number[] = [];
  for (const who of WHO) {
    const client = await clientFor(row, who);
    const body = typeof row.body === 'function' ? row.body(ctx, who) : row.body;
    const res = await client.request(method as never, urlOf(row, who), { body });
    out.push(res.statusCode);
  }
  return out as Statuses;
}

describe('authorization matrix', () => {
  it('has a row for every registered API route', () => {
    const rows = new Set(MATRIX.map((r) => key(r.method, r.route)));
    const missing = apiRoutes().filter((r) => !rows.has(r));
    expect(missing, 'API routes with no row in MATRIX').toEqual([]);
  });

  it('names only routes the app registers, each once', () => {
    const routes = new Set(apiRoutes());
    const keys = MATRIX.map((r) => key(r.method, r.route));
    expect(keys.filter((k) => !routes.has(k)), 'MATRIX rows for routes that do not exist').toEqual([]);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i), 'duplicate MATRIX rows').toEqual([]);
    // Sanity: the collection saw the API at all (an empty list would make the check above vacuous).
    expect(routes.size).toBeGreaterThanOrEqual(MATRIX.length);
  });

  it('answers every route × role with the expected status', async () => {
    const expected: Record<string, Record<Who, number>> = {};
    const actual: Record<string, Record<Who, number>> = {};
    const byWho = (s: Statuses) => Object.fromEntries(WHO.map((w, i) => [w, s[i]])) as Record<Who, number>;
    for (const row of MATRIX) {
      expected[key(row.method, row.route)] = byWho(row.expected);
      actual[key(row.method, row.route)] = byWho(await statusesOf(row, row.method));
    }
    expect(actual).toEqual(expected);
  });

  it('answers HEAD like GET on every GET route (no way around the checks)', async () => {
    const expected: Record<string, Record<Who, number>> = {};
    const actual: Record<string, Record<Who, number>> = {};
    const byWho = (s: Statuses) => Object.fromEntries(WHO.map((w, i) => [w, s[i]])) as Record<Who, number>;
    for (const row of MATRIX.filter((r) => r.method === 'GET')) {
      expected[key('HEAD', row.route)] = byWho(row.expected);
      actual[key('HEAD', row.route)] = byWho(await statusesOf(row, 'HEAD'));
    }
    expect(actual).toEqual(expected);
  });
});
