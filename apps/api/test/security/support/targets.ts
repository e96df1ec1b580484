import fs from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import {
  activities, categories, categoryTypes, events, files, formFieldLinks, formFields, forms, monthLocks, notes, notifications, projectAllocations, projects, rates, roles,
  statuses, timeEntries, types, userRoles, users,
} from '../../../src/db/schema.js';
import { FileStorage } from '../../../src/lib/files/index.js';
import { DEMO_ACCOUNTS, DEMO_ROLES, roleIdByName, userIdByEmail, type TestApp, type TestClient } from '../../helpers/index.js';
import {
  activitiesContract, categoriesContract, categoryTypesContract, eventsContract, filesContract, notesContract, projectsContract, rolesContract,
  statusesContract, timeEntriesContract, typesContract,
} from '@harmony/shared';

/** The API's routes as the app registers them, and the real records their path parameters point at. */

export interface Endpoint {
  method: string;
  /** As Fastify registered it, e.g. /api/users/:id/rates. */
  route: string;
  /** The route opts out of the CSRF check (`config.csrf: false`): a website's visitor reports to it. */
  csrfExempt?: true;
}

export const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Routes that change the caller's session (sign-in, sign-out, impersonation): each request gets its own client. */
export const CHANGES_SESSION = /^\/(login|logout)$|impersonat/;
export const key = (e: Endpoint) => `${e.method} ${e.route}`;

/** An onRoute hook for createTestApp, and the API routes it saw (no static files, no automatic HEAD twins). */
export function routeCollector() {
  const seen: Endpoint[] = [];
  return {
    onRoute(route: RouteOptions) {
      const exempt = (route.config as { csrf?: boolean } | undefined)?.csrf === false;
      for (const method of ([] as string[]).concat(route.method)) seen.push({ method, route: route.url, ...(exempt && { csrfExempt: true as const }) });
    },
    endpoints(webDist: string): Endpoint[] {
      const gets = new Set(seen.filter((r) => r.method === 'GET').map((r) => r.route));
      const isStatic = (url: string) => url !== '/' && fs.existsSync(path.join(webDist, url));
      const unique = new Map<string, Endpoint>();
      for (const e of seen) {
        if (isStatic(e.route) || (e.method === 'HEAD' && gets.has(e.route)) || e.method === 'OPTIONS') continue;
        unique.set(key(e), e);
      }
      return [...unique.values()].sort((a, b) => order(a) - order(b) || key(a).localeCompare(key(b)));
    },
  };
}

/** Deletes after every other write (they would take the records away), undoing deletes after those. */
function order(e: Endpoint): number {
  if (/\/restore$/.test(e.route)) return 3;
  if (e.method === 'DELETE' || /bulk-delete$/.test(e.route)) return 2;
  return 1;
}

/** A list (or report, export, picker): a GET whose path does not end at one record. */
export const isListLike = (e: Endpoint) => e.method === 'GET' && !/\/:\w+$/.test(e.route);

export interface Fixtures {
  /** A record per collection URL that `:id` of a route under it points at. */
  byCollection: Record<string, number>;
  /** A status carrying notes and files (the notable record of /api/:type/:id/...). */
  status: number;
  /** A locked month (YYYY-MM) for /api/month-locks/:month. */
  lockedMonth: string;
  /** A website form's UUID for /api/public/forms/:uuid. */
  formUuid: string;
  /** Every id above plus the demo users and groups: *_id fields draw from these. */
  ids: number[];
  adminId: number;
}

let serial = 0;

/**
 * One record of every kind, made for the fuzzing client to point at — never the signed-in administrator's
 * own account or group, so no fuzzed request can lock the administrator out and end the run early.
 */
export async function makeFixtures(t: TestApp): Promise<Fixtures> {
  const { db } = t.database;
  const tag = `${process.pid}-${++serial}`;
  const one = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows)[0]!.id;
  const demoUsers = await Promise.all(DEMO_ROLES.map((r) => userIdByEmail(t.database, DEMO_ACCOUNTS[r])));
  const demoRoles = await Promise.all(DEMO_ROLES.map((r) => roleIdByName(t.database, r)));
  const adminId = await userIdByEmail(t.database, DEMO_ACCOUNTS.Administrator);

  const user = await one(db.insert(users).values({ firstName: 'Fuzz', lastName: tag, email: `fuzz.${tag}@firma.test` }).returning({ id: users.id }));
  await db.insert(userRoles).values({ userId: user, roleId: await roleIdByName(t.database, 'Kontraktor') });
  const role = await one(db.insert(roles).values({ name: `Fuzz ${tag}` }).returning({ id: roles.id }));
  const status = await one(db.insert(statuses).values({ name: `Fuzz ${tag}`, appliesTo: 'projects' }).returning({ id: statuses.id }));
  const type = await one(db.insert(types).values({ name: `Fuzz ${tag}`, appliesTo: 'projects' }).returning({ id: types.id }));
  const project = await one(db.insert(projects).values({ name: `Fuzz ${tag}`, leaderId: adminId }).returning({ id: projects.id }));
  await db.insert(projectAllocations).values([user, adminId].map((userId) => ({ projectId: project, userId, month: '2036-01-01', plannedHours: '10' })));
  const category = await one(db.insert(categories).values({ name: `Fuzz ${tag}` }).returning({ id: categories.id }));
  const categoryType = await one(db.insert(categoryTypes).values({ name: `Fuzz ${tag}` }).returning({ id: categoryTypes.id }));
  const startedAt = new Date('2036-01-05T08:00:00Z');
  const entry = await one(db.insert(timeEntries).values({
    userId: user, projectId: project, day: '2036-01-05', startedAt, endedAt: new Date(startedAt.getTime() + 3_600_000), minutes: 60,
  }).returning({ id: timeEntries.id }));
  const rate = await one(db.insert(rates).values({ userId: user, hourlyRate: '50', validFrom: '2036-01-01' }).returning({ id: rates.id }));
  const event = await one(db.insert(events).values({
    userId: adminId, title: `Fuzz ${tag}`, startsAt: new Date('2036-02-02T09:00:00Z'), endsAt: new Date('2036-02-02T10:00:00Z'),
  }).returning({ id: events.id }));
  const note = await one(db.insert(notes).values({ notableType: 'statuses', notableId: String(status), body: 'Fuzz', userId: adminId })
    .returning({ id: notes.id }));
  const notification = await one(db.insert(notifications).values({ userId: adminId, title: 'Fuzz' }).returning({ id: notifications.id }));
  const activity = await one(db.insert(activities).values({ action: 'update', subjectType: 'statuses', subjectId: String(status) })
    .returning({ id: activities.id }));
  const storage = new FileStorage(t.filesDir);
  const storageKey = FileStorage.newKey();
  const tmp = await storage.tmpPath();
  fs.writeFileSync(tmp, 'Fuzz');
  await storage.place(tmp, storageKey);
  const file = await one(db.insert(files).values({ originalName: 'fuzz.txt', storageKey, mime: 'text/plain', size: 4, uploadedBy: adminId })
    .returning({ id: files.id }));
  // A website form with one required field: its public routes (:uuid) answer, and a fuzzed answer meets its checks.
  const [form] = await db.insert(forms).values({ name: `Fuzz ${tag}`, isContact: true }).returning({ id: forms.id, uuid: forms.uuid });
  const field = await one(db.insert(formFields).values({ key: `fuzz_${tag.replace(/\W/g, '_')}`, kind: 'text', labelPl: 'Fuzz', rules: 'required|max:50' })
    .returning({ id: formFields.id }));
  await db.insert(formFieldLinks).values({ formId: form!.id, fieldId: field });
  const lockedMonth = '2037-03';
  await db.insert(monthLocks).values({ month: `${lockedMonth}-01` });

  const byCollection: Record<string, number> = {
    '/api/users': user, '/api/v1/admin/users': user, [rolesContract.path]: role, [statusesContract.path]: status, [typesContract.path]: type,
    [projectsContract.path]: project, '/api/reports/projects': project, [categoriesContract.path]: category, [categoryTypesContract.path]: categoryType,
    [timeEntriesContract.path]: entry, '/api/rates': rate, [eventsContract.path]: event, [notesContract.path]: note, '/api/notifications': notification,
    [activitiesContract.path]: activity, [filesContract.path]: file,
  };
  return { byCollection, status, lockedMonth, adminId, formUuid: form!.uuid, ids: [...new Set([...Object.values(byCollection), ...demoUsers, ...demoRoles])] };
}

/**
 * The real records an endpoint's path parameters point at. A route under a collection the fixtures don't
 * know takes the first record its own list shows, so a new resource is fuzzed without editing this file.
 */
export async function paramsOf(e: Endpoint, f: Fixtures, admin: TestClient): Promise<Record<string, string>> {
  const values: Record<string, string> = { uuid: f.formUuid, month: f.lockedMonth, token: 'x'.repeat(43), version: '1', slug: 'fuzz', event: 'view', z: '5', x: '17', y: '10', campaign: '1', link: '0' };
  if (/^\/api\/:type\/:id\//.test(e.route)) Object.assign(values, { type: 'statuses', id: String(f.status) });
  if (e.route.startsWith('/api/settings/')) values.key = 'appName';
  if (e.route.startsWith('/api/preferences/')) values.key = 'fuzz.columns';
  if (e.route.includes('/:id') && !values.id) {
    const collection = e.route.slice(0, e.route.indexOf('/:id'));
    values.id = String(f.byCollection[collection] ?? (await firstListed(admin, collection)) ?? 1);
  }
  return values;
}

/** The route with its parameters filled in (`odd` replaces the first one: an id that is no id). */
export function fill(e: Endpoint, values: Record<string, string>, odd?: string | null): string {
  let first = true;
  return e.route.replace(/:(\w+)/g, (_, name: string) => {
    if (odd != null && first) {
      first = false;
      return odd;
    }
    first = false;
    if (values[name] === undefined) throw new Error(`${key(e)}: no value for :${name} (add it to paramsOf)`);
    return encodeURIComponent(values[name]);
  });
}

async function firstListed(admin: TestClient, collection: string): Promise<number | undefined> {
  const res = await admin.get(collection);
  if (res.statusCode !== 200) return undefined;
  const body = res.json() as { data?: { id?: number }[] };
  return Array.isArray(body.data) ? body.data.find((r) => typeof r.id === 'number')?.id : undefined;
}
