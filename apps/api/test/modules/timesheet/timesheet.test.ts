import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, monthLocks, projectAllocations, projects, runningTimers, timeEntries } from '../../../src/db/schema.js';
import { formatRuleMessage, translate, timeEntriesContract, TIMESHEET_PATH } from '@harmony/shared';
import { rows, TestClient, userIdByEmail, withApp } from '../../helpers/index.js';
import { makeRole, makeUser, signInEmail } from '../../helpers/projects.js';

/**
 * The weekly timesheet (/czasy/tydzien, GET and PUT /api/timesheet): reading a week, cells saved as entries
 * (more time placed in the first free gap from 08:00 Warsaw, less taken from the latest entries), the time
 * rules, month locks, scopes, 422 paths per cell and all-or-nothing. Weeks of 2030: January is UTC+1.
 */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const lider = t.client('Lider');
const kontraktor = t.client('Kontraktor');
const ids = { superadmin: 0, admin: 0, lider: 0, kontraktor: 0 };
const p = { alpha: 0, beta: 0 };
let kind = 0;

type Entry = { id: number; started_at: string; ended_at: string; minutes: number; project: { id: number }; category: { id: number } | null; description: string };

beforeAll(async () => {
  for (const [role, email] of [['superadmin', 'superadmin'], ['admin', 'admin'], ['lider', 'lider'], ['kontraktor', 'kontraktor']] as const) {
    ids[role] = await userIdByEmail(t.database, `${email}@demo.local`);
  }
  const made = await t.database.db.insert(projects).values([{ name: 'Alpha' }, { name: 'Beta' }]).returning({ id: projects.id });
  [p.alpha, p.beta] = made.map((r) => r.id) as [number, number];
  // The contractor may book on Alpha only; the others hold Projekty__wszystkie.
  await t.database.db.insert(projectAllocations).values({ projectId: p.alpha, userId: ids.kontraktor, month: '2030-01-01' });
  kind = (await t.database.db.insert(categories).values({ name: 'Rozwój', color: '#123456' }).returning({ id: categories.id }))[0]!.id;
});

const cell = (day: string, minutes: number, extra: Record<string, unknown> = {}) => ({ project_id: p.alpha, day, minutes, ...extra });
const save = (client: TestClient, week: string, cells: unknown[], extra: Record<string, unknown> = {}) =>
  client.put(TIMESHEET_PATH, { week, cells, ...extra });
/** The user's entries of some days, oldest first, from the time list. */
async function entries(userId: number, from: string, to = from): Promise<Entry[]> {
  const res = await admin.get(timeEntriesContract.path, { query: { user_id: String(userId), from, to, sort: 'started_at', order: 'asc', per_page: '100' } });
  return res.json().data;
}
const times = (list: Entry[]) => list.map((e) => [e.started_at, e.ended_at, e.minutes]);
/** An entry written straight to the table (what other screens or the past left there). */
async function insert(userId: number, projectId: number, startedAt: string, endedAt: string, categoryId: number | null = null) {
  const start = new Date(startedAt);
  const end = new Date(endedAt);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(start);
  await t.database.db.insert(timeEntries).values({
    userId, projectId, categoryId, day, startedAt: start, endedAt: end, minutes: Math.round((end.getTime() - start.getTime()) / 60_000),
  });
}
const logged = async (action: string) =>
  (await rows<{ n: number }>(t.database, sql`select count(*)::int as n from activities where subject_type = 'time-entries' and action = ${action}`))[0]!.n;

describe('GET /api/timesheet', () => {
  it('answers the caller\'s week from any of its days, with seven days, no rows and zero totals when empty', async () => {
    const res = await kontraktor.get(TIMESHEET_PATH, { query: { week: '2030-01-17' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      week: '2030-01-14',
      days: ['2030-01-14', '2030-01-15', '2030-01-16', '2030-01-17', '2030-01-18', '2030-01-19', '2030-01-20'],
      user: { id: ids.kontraktor, name: 'Konrad Kontraktor' },
      rows: [],
      totals: { days: Object.fromEntries(['14', '15', '16', '17', '18', '19', '20'].map((d) => [`2030-01-${d}`, 0])), week: 0 },
      locked_days: [],
    });
  });

  it('defaults to this week in Warsaw, and refuses a week that is no date', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
    const body = (await kontraktor.get(TIMESHEET_PATH)).json();
    expect(body.days).toContain(today);
    expect(new Date(`${body.week}T12:00:00Z`).getUTCDay()).toBe(1);
    const bad = await kontraktor.get(TIMESHEET_PATH, { query: { week: '2030-02-30' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ week: [formatRuleMessage('date', 'pl', 'tydzień')] });
  });

  it('sums the week by project, kind of work and Warsaw day (00:30 Warsaw belongs to that day, not the one before)', async () => {
    await insert(ids.lider, p.beta, '2030-10-21T07:00:00Z', '2030-10-21T09:00:00Z');
    await insert(ids.lider, p.beta, '2030-10-21T10:00:00Z', '2030-10-21T10:30:00Z');
    await insert(ids.lider, p.alpha, '2030-10-22T07:00:00Z', '2030-10-22T08:00:00Z', kind);
    await insert(ids.lider, p.alpha, '2030-10-22T09:00:00Z', '2030-10-22T09:45:00Z');
    // Monday 00:30 Warsaw (UTC+2) is still Sunday in UTC: it counts on Monday.
    await insert(ids.lider, p.alpha, '2030-10-20T22:30:00Z', '2030-10-20T23:00:00Z');
    // After the clocks go back (UTC+1), 23:30 UTC on Sunday is the next Monday in Warsaw: not this week.
    await insert(ids.lider, p.alpha, '2030-10-27T23:30:00Z', '2030-10-28T00:00:00Z');
    const body = (await lider.get(TIMESHEET_PATH, { query: { week: '2030-10-21' } })).json();
    expect(body.rows).toEqual([
      { project: { id: p.alpha, name: 'Alpha' }, category: null, days: { '2030-10-21': 30, '2030-10-22': 45 } },
      { project: { id: p.alpha, name: 'Alpha' }, category: { id: kind, name: 'Rozwój', color: '#123456' }, days: { '2030-10-22': 60 } },
      { project: { id: p.beta, name: 'Beta' }, category: null, days: { '2030-10-21': 150 } },
    ]);
    expect(body.totals.days).toMatchObject({ '2030-10-21': 180, '2030-10-22': 105, '2030-10-27': 0 });
    expect(body.totals.week).toBe(285);
  });
});

describe('PUT /api/timesheet', () => {
  it('adds an entry per increased cell from 08:00 Warsaw, logged like any entry, and answers the new week', async () => {
    const before = await logged('create');
    const res = await save(kontraktor, '2030-01-14', [cell('2030-01-14', 90), cell('2030-01-15', 120, { category_id: kind })]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Zapisano tydzień (wpisy dodane: 2, skrócone: 0, usunięte: 0).');
    expect(body.rows).toEqual([
      { project: { id: p.alpha, name: 'Alpha' }, category: null, days: { '2030-01-14': 90 } },
      { project: { id: p.alpha, name: 'Alpha' }, category: { id: kind, name: 'Rozwój', color: '#123456' }, days: { '2030-01-15': 120 } },
    ]);
    expect(body.totals.week).toBe(210);
    expect(times(await entries(ids.kontraktor, '2030-01-14', '2030-01-15'))).toEqual([
      ['2030-01-14T07:00:00.000Z', '2030-01-14T08:30:00.000Z', 90],
      ['2030-01-15T07:00:00.000Z', '2030-01-15T09:00:00.000Z', 120],
    ]);
    expect(await logged('create')).toBe(before + 2);
    // An unchanged cell writes nothing; more time in a cell adds the difference after what is there.
    const again = await save(kontraktor, '2030-01-14', [cell('2030-01-14', 150), cell('2030-01-15', 120, { category_id: kind })]);
    expect(again.json().message).toBe('Zapisano tydzień (wpisy dodane: 1, skrócone: 0, usunięte: 0).');
    expect(times(await entries(ids.kontraktor, '2030-01-14'))).toEqual([
      ['2030-01-14T07:00:00.000Z', '2030-01-14T08:30:00.000Z', 90],
      ['2030-01-14T08:30:00.000Z', '2030-01-14T09:30:00.000Z', 60],
    ]);
  });

  it('places new time in the first free gap: after the person\'s other entries, before the morning when the day is full', async () => {
    // Wednesday: 08:00–10:00 and 10:30–12:00 Warsaw are taken (on another project), so one hour fits at 12:00.
    await insert(ids.kontraktor, p.beta, '2030-01-16T07:00:00Z', '2030-01-16T09:00:00Z');
    await insert(ids.kontraktor, p.beta, '2030-01-16T09:30:00Z', '2030-01-16T11:00:00Z');
    // Thursday: taken from 07:30 to midnight, so the hour goes to the morning.
    await insert(ids.kontraktor, p.beta, '2030-01-17T06:30:00Z', '2030-01-17T23:00:00Z');
    const res = await save(kontraktor, '2030-01-14', [cell('2030-01-16', 60), cell('2030-01-17', 60), cell('2030-01-16', 30, { category_id: kind })]);
    expect(res.statusCode, res.body).toBe(200);
    const wednesday = (await entries(ids.kontraktor, '2030-01-16')).filter((e) => e.project.id === p.alpha);
    // The 30 minutes of the third cell fill the 10:00–10:30 gap; the hour of the first goes to 12:00.
    expect(wednesday.map((e) => [e.started_at, e.minutes, e.category?.id ?? null])).toEqual([
      ['2030-01-16T09:00:00.000Z', 30, kind],
      ['2030-01-16T11:00:00.000Z', 60, null],
    ]);
    const thursday = (await entries(ids.kontraktor, '2030-01-17')).filter((e) => e.project.id === p.alpha);
    expect(times(thursday)).toEqual([['2030-01-16T23:00:00.000Z', '2030-01-17T00:00:00.000Z', 60]]);
  });

  it('takes less time from the cell\'s latest entries: shortens one, then deletes whole ones', async () => {
    await insert(ids.lider, p.alpha, '2030-01-21T07:00:00Z', '2030-01-21T08:00:00Z');
    await insert(ids.lider, p.alpha, '2030-01-21T12:00:00Z', '2030-01-21T14:00:00Z');
    await insert(ids.lider, p.beta, '2030-01-21T15:00:00Z', '2030-01-21T16:00:00Z');
    const deleted = await logged('delete');
    let res = await save(lider, '2030-01-21', [cell('2030-01-21', 90)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Zapisano tydzień (wpisy dodane: 0, skrócone: 1, usunięte: 0).');
    expect(times(await entries(ids.lider, '2030-01-21'))).toEqual([
      ['2030-01-21T07:00:00.000Z', '2030-01-21T08:00:00.000Z', 60],
      ['2030-01-21T12:00:00.000Z', '2030-01-21T12:30:00.000Z', 30],
      ['2030-01-21T15:00:00.000Z', '2030-01-21T16:00:00.000Z', 60],
    ]);
    res = await save(lider, '2030-01-21', [cell('2030-01-21', 20)]);
    expect(res.json().message).toBe('Zapisano tydzień (wpisy dodane: 0, skrócone: 1, usunięte: 1).');
    expect(times(await entries(ids.lider, '2030-01-21'))).toEqual([
      ['2030-01-21T07:00:00.000Z', '2030-01-21T07:20:00.000Z', 20],
      ['2030-01-21T15:00:00.000Z', '2030-01-21T16:00:00.000Z', 60],
    ]);
    res = await save(lider, '2030-01-21', [cell('2030-01-21', 0)]);
    expect(res.json().rows).toEqual([{ project: { id: p.beta, name: 'Beta' }, category: null, days: { '2030-01-21': 60 } }]);
    expect(await logged('delete')).toBe(deleted + 2);
    // A delete from the timesheet can be undone like any other.
    const [trashed] = await rows<{ record_id: string }>(t.database, sql`select record_id from deleted_records where resource = 'time-entries' order by id desc limit 1`);
    expect((await lider.post(`${timeEntriesContract.itemPath(trashed!.record_id)}/restore`)).statusCode).toBe(200);
  });

  it('never places time on or after the running timer\'s start', async () => {
    await t.database.db.insert(runningTimers).values({ userId: ids.lider, projectId: p.alpha, startedAt: new Date('2030-01-29T08:00:00Z') });
    try {
      const res = await save(lider, '2030-01-28', [cell('2030-01-29', 60), cell('2030-01-29', 90, { category_id: kind })]);
      expect(res.statusCode, res.body).toBe(200);
      expect(times(await entries(ids.lider, '2030-01-29'))).toEqual([
        ['2030-01-28T23:00:00.000Z', '2030-01-29T00:30:00.000Z', 90],
        ['2030-01-29T07:00:00.000Z', '2030-01-29T08:00:00.000Z', 60],
      ]);
      const later = await save(lider, '2030-01-28', [cell('2030-01-30', 60)]);
      expect(later.statusCode).toBe(422);
      expect(later.json().errors).toEqual({
        'cells.0.minutes': ['W dniu 2030-01-30 nie ma 1:00 h wolnego czasu: resztę dnia zajmują inne wpisy albo uruchomiony timer.'],
      });
    } finally {
      await t.database.db.delete(runningTimers).where(eq(runningTimers.userId, ids.lider));
    }
  });

  it('keeps a day at 24 h at most', async () => {
    await insert(ids.lider, p.beta, '2030-02-11T23:00:00Z', '2030-02-12T22:00:00Z');
    const res = await save(lider, '2030-02-11', [cell('2030-02-12', 90)]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'cells.0.minutes': ['W dniu 2030-02-12 byłoby łącznie 24:30 h, a doba ma najwyżej 24 h.'] });
  });

  it('refuses a locked month to everyone but administrators', async () => {
    await t.database.db.insert(monthLocks).values({ month: '2030-03-01', lockedBy: ids.admin });
    try {
      // The week of 2030-02-25 runs into March: only its March days are locked.
      const week = (await kontraktor.get(TIMESHEET_PATH, { query: { week: '2030-02-25' } })).json();
      expect(week.locked_days).toEqual(['2030-03-01', '2030-03-02', '2030-03-03']);
      const refused = await save(kontraktor, '2030-02-25', [cell('2030-02-28', 60), cell('2030-03-01', 60)]);
      expect(refused.statusCode).toBe(422);
      // The same words as the time list's refusal of that day.
      const single = await kontraktor.post(timeEntriesContract.path, { project_id: p.alpha, started_at: '2030-03-01T08:00:00Z', ended_at: '2030-03-01T09:00:00Z' });
      expect(single.json().errors.started_at[0]).toContain('2030');
      expect(refused.json().errors).toEqual({ 'cells.1.day': [single.json().errors.started_at[0]] });
      expect(await entries(ids.kontraktor, '2030-02-25', '2030-03-03')).toEqual([]);
      const allowed = await save(admin, '2030-02-25', [cell('2030-03-01', 60)], { user_id: ids.kontraktor });
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(allowed.json().user).toEqual({ id: ids.kontraktor, name: 'Konrad Kontraktor' });
      expect(times(await entries(ids.kontraktor, '2030-03-01'))).toEqual([['2030-03-01T07:00:00.000Z', '2030-03-01T08:00:00.000Z', 60]]);
      // Less time in a locked month is refused too.
      const less = await save(kontraktor, '2030-02-25', [cell('2030-03-01', 0)]);
      expect(less.statusCode).toBe(422);
      expect(await entries(ids.kontraktor, '2030-03-01')).toHaveLength(1);
    } finally {
      await t.database.db.delete(monthLocks).where(sql`${monthLocks.month} = '2030-03-01'`);
    }
  });

  it('writes all cells or none, with each refusal on its cell\'s path, in the request\'s language', async () => {
    const res = await save(adminEn, '2030-04-01', [
      cell('2030-04-01', 60),
      cell('2030-04-02', 60, { project_id: p.beta }),
      cell('2030-04-09', 30),
      cell('2030-04-01', 45),
      cell('2030-04-03', 30, { category_id: 999_999 }),
    ], { user_id: ids.kontraktor });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Time cannot be booked on this project: it is archived or the user is not allocated to it.',
      errors: {
        'cells.1.project_id': ['Time cannot be booked on this project: it is archived or the user is not allocated to it.'],
        'cells.2.day': ['The day 2030-04-09 is not in the week starting 2030-04-01.'],
        'cells.3.day': ['This cell appears more than once in the save.'],
        'cells.4.category_id': [expect.stringMatching(/category/)],
      },
    });
    // The first cell was fine, and is not written either.
    expect(await entries(ids.kontraktor, '2030-04-01', '2030-04-07')).toEqual([]);
  });

  it('runs the budget alerts of the projects it books on, as any time write does', async () => {
    const [budgeted] = await t.database.db.insert(projects).values({ name: 'Budżet', budgetHours: '2', leaderId: ids.lider }).returning({ id: projects.id });
    await t.database.db.insert(projectAllocations).values({ projectId: budgeted!.id, userId: ids.kontraktor, month: '2030-06-01' });
    const res = await save(kontraktor, '2030-06-03', [cell('2030-06-03', 120, { project_id: budgeted!.id })]);
    expect(res.statusCode, res.body).toBe(200);
    const sent = await rows<{ user_id: number }>(t.database, sql`select user_id from notifications where link = ${`/projekty/${budgeted!.id}/szczegoly`}`);
    expect(sent.map((n) => n.user_id)).toContain(ids.lider);
  });

  it('checks the body with the shared schema: cells.N.<field> in Polish', async () => {
    const res = await save(kontraktor, '', [{ project_id: 'x', day: '2030-04-01', minutes: 1441 }]);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['cells.0.minutes', 'cells.0.project_id', 'week']);
    expect(res.json().errors['cells.0.minutes']).toEqual([formatRuleMessage('between:0,1440', 'pl', 'minuty')]);
    expect(res.json().errors.week).toEqual([formatRuleMessage('required', 'pl', 'tydzień')]);
  });
});

describe('whose week', () => {
  const weekOf = (client: TestClient, userId: number) => client.get(TIMESHEET_PATH, { query: { week: '2030-05-06', user_id: String(userId) } });
  const saveFor = (client: TestClient, userId: number) => save(client, '2030-05-06', [cell('2030-05-06', 30)], { user_id: userId });

  it('a contractor: only their own; a leader: own and contractors\'; an administrator: everyone but a Superadministrator', async () => {
    expect((await weekOf(kontraktor, ids.kontraktor)).statusCode).toBe(200);
    for (const other of [ids.lider, ids.admin, 999_999]) {
      expect((await weekOf(kontraktor, other)).statusCode).toBe(404);
      expect((await saveFor(kontraktor, other)).statusCode).toBe(404);
    }
    expect((await weekOf(lider, ids.kontraktor)).statusCode).toBe(200);
    expect((await weekOf(lider, ids.admin)).statusCode).toBe(404);
    expect((await saveFor(lider, ids.admin)).statusCode).toBe(404);
    expect((await weekOf(admin, ids.lider)).statusCode).toBe(200);
    expect((await weekOf(admin, ids.superadmin)).statusCode).toBe(404);
    expect((await weekOf(admin, ids.superadmin)).json()).toEqual({ message: translate('pl', 'errors.notFoundRecord') });
    // Nothing was written for anyone outside the caller's scope.
    for (const other of [ids.lider, ids.admin]) expect(await entries(other, '2030-05-06')).toEqual([]);
    const res = await saveFor(lider, ids.kontraktor);
    expect(res.statusCode, res.body).toBe(200);
    expect(await entries(ids.kontraktor, '2030-05-06')).toHaveLength(1);
  });

  it('each write needs its own verb: a group that may add but not delete cannot take time away', async () => {
    const group = await makeRole(t.database, 'Tylko dopisywanie', [['Czasy__wlasne', 'listowanie'], ['Czasy__wlasne', 'dodawanie'], ['Projekty__wszystkie', 'listowanie']]);
    const person = await makeUser(t.database, [group]);
    const client = await signInEmail(t.app, person.email);
    expect((await save(client, '2030-05-13', [cell('2030-05-13', 60)])).statusCode).toBe(200);
    const res = await save(client, '2030-05-13', [cell('2030-05-13', 0)]);
    expect(res.statusCode).toBe(403);
    expect(await entries(person.id, '2030-05-13')).toHaveLength(1);
  });
});
