import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '@harmony/shared';
import type { Database } from '../../src/db/client.js';
import { projectAllocations, projects, rolePermissions, roles, timeEntries } from '../../src/db/schema.js';
import { createUser } from '../../src/db/seed/users.js';
import { TestClient } from './client.js';

/** Fixtures of the project tests (projects, categories, allocations, users' projects, budget alerts). */

let counter = 0;
const unique = () => `${process.pid}${Date.now().toString(36)}${++counter}`;

/** A user group with the given permissions ([subject, verb] pairs). */
export async function makeRole(database: Database, name: string, permissions: [string, string][]): Promise<string> {
  const [role] = await database.db.insert(roles).values({ name }).returning({ id: roles.id });
  if (permissions.length) {
    await database.db.insert(rolePermissions).values(permissions.map(([subject, action]) => ({ roleId: role!.id, subject, action })));
  }
  return name;
}

/** A user in the given groups (by name), with the demo password. */
export async function makeUser(database: Database, roleNames: string[], name = { first: 'Test', last: `Osoba ${unique()}` }) {
  const email = `user.${unique()}@firma.test`;
  const id = await createUser(database.db, { email, password: DEMO_PASSWORD, firstName: name.first, lastName: name.last, roles: roleNames });
  return { id, email, name: `${name.first} ${name.last}` };
}

export async function signInEmail(app: FastifyInstance, email: string, headers?: Record<string, string>): Promise<TestClient> {
  const client = new TestClient(app, { headers });
  const res = await client.post('/login', { email, password: DEMO_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`Sign-in as ${email} failed: ${res.statusCode} ${res.body}`);
  return client;
}

export async function insertProject(database: Database, values: Partial<typeof projects.$inferInsert> = {}): Promise<number> {
  const [row] = await database.db.insert(projects).values({ name: `Projekt ${unique()}`, ...values }).returning({ id: projects.id });
  return row!.id;
}

/** A time entry written straight to the table: `minutes` long, starting at `hour` UTC on `day`. */
export async function insertEntry(database: Database, e: { userId: number; projectId: number; day: string; minutes: number; hour?: number }) {
  const startedAt = new Date(`${e.day}T${String(e.hour ?? 8).padStart(2, '0')}:00:00Z`);
  const endedAt = new Date(startedAt.getTime() + e.minutes * 60_000);
  await database.db.insert(timeEntries).values({ userId: e.userId, projectId: e.projectId, day: e.day, startedAt, endedAt, minutes: e.minutes });
}

/** Plans `hours` for a user on a project in a month (YYYY-MM). */
export async function allocate(database: Database, projectId: number, userId: number, month: string, hours = 10) {
  await database.db.insert(projectAllocations).values({ projectId, userId, month: `${month}-01`, plannedHours: hours.toFixed(2) });
}
