import { beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { events, files, notes, notifications, projectAllocations, rates, runningTimers, timeEntries, userPreferences } from '../../src/db/schema.js';
import fs from 'node:fs';
import { FileStorage } from '../../src/lib/files/index.js';
import { DEMO_ACCOUNTS, roleIdByName, rows, userIdByEmail, withApp } from '../helpers/index.js';
import { insertProject, makeUser } from '../helpers/projects.js';
import { eventsContract, fileContentPath, filesContract, notesContract, projectsContract, timeEntriesContract, TIMER_PATH, TIMESHEET_PATH } from '@harmony/shared';

/**
 * IDOR, across every resource that belongs to someone: a Kontraktor and a Lider ask for, change and delete
 * another user's records by id. Every answer is 403 or 404, and the record is exactly as it was afterwards.
 * The modules' own files test their scopes in depth (time-entries, events, projects, notes, files tests);
 * this one keeps the whole list in one place so a resource that forgets its scope stands out.
 */
const t = withApp();
const kontraktor = t.client('Kontraktor');
const lider = t.client('Lider');
const administrator = t.client('Administrator');
const id = { kontraktorRole: 0, superadmin: 0, superNote: 0, admin: 0, other: 0, project: 0, adminEntry: 0, otherEntry: 0, adminEvent: 0, note: 0, notification: 0, file: 0, attached: 0, rate: 0 };

beforeAll(async () => {
  const { db } = t.database;
  id.admin = await userIdByEmail(t.database, DEMO_ACCOUNTS.Administrator);
  id.kontraktorRole = await roleIdByName(t.database, 'Kontraktor');
  id.superadmin = await userIdByEmail(t.database, DEMO_ACCOUNTS.Superadministrator);
  id.superNote = (await db.insert(notes).values({ notableType: 'users', notableId: String(id.superadmin), body: 'O superadminie', userId: id.superadmin })
    .returning({ id: notes.id }))[0]!.id;
  // Another contractor, and a project only the administrator and that contractor are on (not the Lider's, not the Kontraktor's).
  id.other = (await makeUser(t.database, ['Kontraktor'])).id;
  id.project = await insertProject(t.database, { leaderId: id.admin });
  await db.insert(projectAllocations).values({ projectId: id.project, userId: id.other, month: '2031-01-01', plannedHours: '5' });
  const entry = async (userId: number, hour: number) => (await db.insert(timeEntries).values({
    userId, projectId: id.project, day: '2031-01-06', startedAt: new Date(`2031-01-06T${hour}:00:00Z`), endedAt: new Date(`2031-01-06T${hour}:30:00Z`), minutes: 30,
  }).returning({ id: timeEntries.id }))[0]!.id;
  id.adminEntry = await entry(id.admin, 10);
  id.otherEntry = await entry(id.other, 11);
  id.adminEvent = (await db.insert(events).values({
    userId: id.admin, title: 'Prywatne', startsAt: new Date('2031-06-02T09:00:00Z'), endsAt: new Date('2031-06-02T10:00:00Z'),
  }).returning({ id: events.id }))[0]!.id;
  id.note = (await db.insert(notes).values({ notableType: 'projects', notableId: String(id.project), body: 'Tajne', userId: id.admin })
    .returning({ id: notes.id }))[0]!.id;
  id.notification = (await db.insert(notifications).values({ userId: id.admin, title: 'Tylko dla administratora' })
    .returning({ id: notifications.id }))[0]!.id;
  // Real stored bytes: a request that got through would read them (200), not trip over a missing file.
  const storage = new FileStorage(t.filesDir);
  const file = async (attachableType: string | null) => {
    const storageKey = FileStorage.newKey();
    const tmp = await storage.tmpPath();
    fs.writeFileSync(tmp, 'tajne');
    await storage.place(tmp, storageKey);
    return db.insert(files).values({
      originalName: 'tajne.txt', storageKey, mime: 'text/plain', size: 5, uploadedBy: id.admin,
      attachableType, attachableId: attachableType ? String(id.project) : null,
    }).returning({ id: files.id });
  };
  id.file = (await file(null))[0]!.id;
  id.attached = (await file('projects'))[0]!.id;
  id.rate = (await db.insert(rates).values({ userId: id.admin, hourlyRate: '200', validFrom: '2031-01-01' }).returning({ id: rates.id }))[0]!.id;
  await db.insert(userPreferences).values({ userId: id.admin, key: 'idor.columns', value: ['tajne'] });
  await db.insert(runningTimers).values({ userId: id.admin, projectId: id.project, description: 'Timer administratora' });
});

const entryBody = (projectId: number) => ({
  project_id: projectId, started_at: '2031-01-06T12:00:00Z', ended_at: '2031-01-06T12:30:00Z', description: 'przejęte', billable: true,
});
const DENIED = [403, 404];

interface Case {
  what: string;
  /** Who tries (default both): the Lider's scope does cover contractors' time entries, by design. */
  intruders?: ('Kontraktor' | 'Lider' | 'Administrator')[];
  /** The record's row(s), compared before and after the attempts. */
  snapshot: () => SQL;
  attempts: (c: typeof id) => [method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown][];
}

const CASES: Case[] = [
  { what: "another contractor's time entry", intruders: ['Kontraktor'], snapshot: () => sql`select * from time_entries where id = ${id.otherEntry}`,
    attempts: (c) => [['GET', timeEntriesContract.itemPath(c.otherEntry)], ['PUT', timeEntriesContract.itemPath(c.otherEntry), entryBody(c.project)],
      ['DELETE', timeEntriesContract.itemPath(c.otherEntry)], ['POST', `${timeEntriesContract.path}/bulk-delete`, { ids: [c.otherEntry] }]] },
  { what: "the administrator's time entry", snapshot: () => sql`select * from time_entries where id = ${id.adminEntry}`,
    attempts: (c) => [['GET', timeEntriesContract.itemPath(c.adminEntry)], ['PUT', timeEntriesContract.itemPath(c.adminEntry), entryBody(c.project)],
      ['DELETE', timeEntriesContract.itemPath(c.adminEntry)], ['POST', `${timeEntriesContract.path}/bulk-delete`, { ids: [c.adminEntry] }],
      // The weekly timesheet: set to 0, the cell would delete the entry.
      ['GET', `${TIMESHEET_PATH}?week=2031-01-06&user_id=${c.admin}`],
      ['PUT', TIMESHEET_PATH, { week: '2031-01-06', user_id: c.admin, cells: [{ project_id: c.project, day: '2031-01-06', minutes: 0 }] }]] },
  // The Lider holds Projekty__wszystkie (reads and edits every project, by design): the Kontraktor only.
  { what: 'a project one is not allocated to', intruders: ['Kontraktor'], snapshot: () => sql`select * from projects where id = ${id.project}`,
    attempts: (c) => [['GET', projectsContract.itemPath(c.project)], ['PUT', projectsContract.itemPath(c.project), { name: 'Przejęty' }],
      ['DELETE', projectsContract.itemPath(c.project)], ['POST', `${projectsContract.itemPath(c.project)}/archive`], ['GET', `${projectsContract.itemPath(c.project)}/allocations`],
      ['PUT', `${projectsContract.itemPath(c.project)}/allocations`, { from: '2031-01', to: '2031-01', allocations: [] }],
      ['GET', `/api/reports/projects/${c.project}`], ['POST', `${projectsContract.path}/bulk-delete`, { ids: [c.project] }]] },
  { what: "another user's calendar event", snapshot: () => sql`select * from events where id = ${id.adminEvent}`,
    attempts: (c) => [['GET', eventsContract.itemPath(c.adminEvent)], ['DELETE', eventsContract.itemPath(c.adminEvent)],
      ['PUT', eventsContract.path, { id: c.adminEvent, title: 'Przejęte', starts_at: '2031-06-02T09:00:00Z', ends_at: '2031-06-02T10:00:00Z' }]] },
  { what: "notes on a project one can't see", intruders: ['Kontraktor'], snapshot: () => sql`select * from notes where id = ${id.note}`,
    attempts: (c) => [['GET', `${projectsContract.itemPath(c.project)}/notes`], ['POST', `${projectsContract.itemPath(c.project)}/notes`, { body: 'x' }],
      ['PUT', notesContract.itemPath(c.note), { body: 'przejęta' }], ['DELETE', notesContract.itemPath(c.note)]] },
  { what: "the administrator's library file", snapshot: () => sql`select * from files where id = ${id.file}`,
    attempts: (c) => [['GET', fileContentPath(c.file)], ['DELETE', filesContract.itemPath(c.file)]] },
  { what: "a file on a project one can't see", intruders: ['Kontraktor'], snapshot: () => sql`select * from files where id = ${id.attached}`,
    attempts: (c) => [['GET', fileContentPath(c.attached)], ['DELETE', filesContract.itemPath(c.attached)],
      ['GET', `${projectsContract.itemPath(c.project)}/files`], ['POST', `${projectsContract.itemPath(c.project)}/files`]] },
  { what: "another user's notification", snapshot: () => sql`select * from notifications where id = ${id.notification}`,
    attempts: (c) => [['DELETE', `/api/notifications/${c.notification}`]] },
  { what: "another user's rates", snapshot: () => sql`select * from rates where id = ${id.rate}`,
    attempts: (c) => [['GET', `/api/users/${c.admin}/rates`], ['POST', `/api/users/${c.admin}/rates`, { hourly_rate: 1, valid_from: '2031-02-01' }],
      ['PUT', `/api/rates/${c.rate}`, { hourly_rate: 1, valid_from: '2031-01-01' }], ['DELETE', `/api/rates/${c.rate}`]] },
  { what: "another user's account, password, projects and work day", snapshot: () => sql`select id, email, password_hash, active, first_name from users where id = ${id.admin}`,
    attempts: (c) => [['GET', `/api/users/${c.admin}`], ['PUT', `/api/users/${c.admin}`, { first_name: 'X', last_name: 'Y', email: 'x@y.pl', roles: [c.kontraktorRole], active: false }],
      ['PUT', `/api/users/${c.admin}/password`, { password: 'Przejete-2031', password_confirmation: 'Przejete-2031' }], ['DELETE', `/api/users/${c.admin}`],
      ['GET', `/api/users/${c.admin}/projects`], ['POST', `/api/users/${c.other}/work-days`, { day: '2031-01-08', entries: [{ project_id: c.project, start: '09:00', end: '10:00' }] }],
      ['POST', `/api/v1/admin/users/${c.other}/impersonate`]] },
  // A Superadministrator's account is hidden even from administrators (PRODUCT.md): 404, notes included.
  { what: "a Superadministrator's account and the notes on it", intruders: ['Administrator'],
    snapshot: () => sql`select u.id, u.email, u.password_hash, u.active, n.body from users u, notes n where u.id = ${id.superadmin} and n.id = ${id.superNote}`,
    attempts: (c) => [['GET', `/api/users/${c.superadmin}`], ['PUT', `/api/users/${c.superadmin}`, { first_name: 'X', last_name: 'Y', email: 'x@y.pl', roles: [c.kontraktorRole], active: false }],
      ['PUT', `/api/users/${c.superadmin}/password`, { password: 'Przejete-2031', password_confirmation: 'Przejete-2031' }],
      ['DELETE', `/api/users/${c.superadmin}`], ['GET', `/api/users/${c.superadmin}/notes`], ['PUT', notesContract.itemPath(c.superNote), { body: 'przejęta' }],
      ['DELETE', notesContract.itemPath(c.superNote)], ['POST', `/api/v1/admin/users/${c.superadmin}/impersonate`]] },
];

describe('no IDOR: another user\'s records by id', () => {
  for (const c of CASES) {
    const intruders = c.intruders ?? ['Kontraktor', 'Lider'];
    it(`${c.what}: 403/404 for the ${intruders.join(' and the ')}, record unchanged`, async () => {
      const before = await rows(t.database, c.snapshot());
      expect(before.length).toBeGreaterThan(0);
      for (const who of intruders) {
        const client = { Kontraktor: kontraktor, Lider: lider, Administrator: administrator }[who];
        for (const [method, url, body] of c.attempts(id)) {
          const res = await client.request(method, url, { body });
          expect(DENIED, `${who} ${method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
        }
      }
      expect(await rows(t.database, c.snapshot())).toEqual(before);
    });
  }

  it("preferences and the timer are always one's own: another user's stay unseen and untouched", async () => {
    const prefs = sql`select * from user_preferences where user_id = ${id.admin}`;
    const timer = sql`select * from running_timers where user_id = ${id.admin}`;
    const before = [await rows(t.database, prefs), await rows(t.database, timer)];
    for (const client of [kontraktor, lider]) {
      // A key one never saved reads as null: never the other user's value.
      expect((await client.get('/api/preferences/idor.columns')).json().value).toBeNull();
      expect((await client.put('/api/preferences/idor.columns', { value: ['moje'] })).statusCode).toBe(200);
      expect((await client.get('/api/preferences/idor.columns')).json().value).toEqual(['moje']);
      const running = (await client.get(TIMER_PATH)).json() as { data?: { description?: string } | null } | null;
      expect(JSON.stringify(running)).not.toContain('Timer administratora');
      await client.request('PUT', TIMER_PATH, { body: { project_id: id.project, description: 'przejęty' } });
      await client.request('DELETE', TIMER_PATH);
      await client.request('POST', `${TIMER_PATH}/stop`);
    }
    expect([await rows(t.database, prefs), await rows(t.database, timer)]).toEqual(before);
  });
});
