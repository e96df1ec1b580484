import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatRange, monthWords, warsawDateTime, warsawDay, warsawInstant, timeEntriesContract, TIMER_PATH, workDaysPath } from '@harmony/shared';
import { monthLocks, projectAllocations, projects, runningTimers, timeEntries } from '../../../src/db/schema.js';
import { rows, userIdByEmail, withApp } from '../../helpers/index.js';

/**
 * A running timer can always be stopped (issue #23): no time write may land on it, its start can't be moved
 * where its entry would be refused, and what still refuses a stop (a forgotten timer, a project archived or a
 * month locked meanwhile, an entry that was there before) has a repair (GET /api/timer/check).
 */
const t = withApp();
const kontraktor = t.client('Kontraktor');
const kontraktorEn = t.client('Kontraktor', { headers: { 'x-locale': 'en' } });
const admin = t.client('Administrator');
let kid = 0;
let alpha = 0;
let gamma = 0;

const MIN = 60_000;
const HOUR = 60 * MIN;

beforeAll(async () => {
  kid = await userIdByEmail(t.database, 'kontraktor@demo.local');
  const made = await t.database.db.insert(projects).values([{ name: 'Odzysk Alpha' }, { name: 'Odzysk Gamma' }]).returning({ id: projects.id });
  [alpha, gamma] = made.map((p) => p.id) as [number, number];
  await t.database.db.insert(projectAllocations).values([
    { projectId: alpha, userId: kid, month: '2030-01-01' },
    { projectId: gamma, userId: kid, month: '2030-01-01' },
  ]);
});

beforeEach(async () => {
  await t.database.db.delete(runningTimers).where(eq(runningTimers.userId, kid));
  await t.database.db.execute(sql`delete from time_entries where user_id = ${kid}`);
  await t.database.db.delete(monthLocks);
  await t.database.db.update(projects).set({ archivedAt: null }).where(eq(projects.id, alpha));
});

/** Starts the contractor's timer on Alpha as if it had been running `minutes`. */
async function runningFor(minutes: number, description = 'Praca'): Promise<Date> {
  const start = await kontraktor.post(`${TIMER_PATH}/start`, { project_id: alpha, description });
  expect(start.statusCode, start.body).toBe(201);
  await t.database.db.update(runningTimers).set({ startedAt: sql`now() - make_interval(mins => ${minutes})` }).where(eq(runningTimers.userId, kid));
  return new Date((await kontraktor.get(TIMER_PATH)).json().started_at);
}

/** An entry written straight to the database (one from before these rules, or a data import). */
async function storedEntry(startedAt: Date, endedAt: Date): Promise<number> {
  const [row] = await t.database.db.insert(timeEntries).values({
    userId: kid, projectId: alpha, day: warsawDay(startedAt), startedAt, endedAt, minutes: Math.round((endedAt.getTime() - startedAt.getTime()) / MIN),
  }).returning({ id: timeEntries.id });
  return row!.id;
}

const body = (startedAt: Date, endedAt: Date, extra: Record<string, unknown> = {}) =>
  ({ project_id: alpha, started_at: startedAt.toISOString(), ended_at: endedAt.toISOString(), description: 'Ręcznie', billable: true, ...extra });
const clock = (at: Date) => warsawDateTime(at).slice(11);
const entriesOf = () => rows<{ id: number }>(t.database, sql`select id from time_entries where user_id = ${kid} order by id`);

describe('no time write lands on a running timer', () => {
  it('refuses a manual entry overlapping the running timer — even one ending in the future — and the timer still stops', async () => {
    const since = await runningFor(30);
    const pl = await kontraktor.post(timeEntriesContract.path, body(new Date(Date.now() - 10 * MIN), new Date(Date.now() + HOUR)));
    expect(pl.statusCode).toBe(422);
    expect(pl.json().errors.ended_at[0]).toMatch(/^Ten czas nakłada się na uruchomiony timer \(od /);
    expect(pl.json().errors.ended_at[0]).toContain(clock(since));
    const en = await kontraktorEn.post(timeEntriesContract.path, body(new Date(since.getTime() - 10 * MIN), new Date(since.getTime() + MIN)));
    expect(en.json().errors.ended_at[0]).toMatch(/^This time overlaps the running timer \(since .*\d{2}:\d{2}\)/);
    // Ending exactly at the timer's start touches it: allowed.
    const before = await kontraktor.post(timeEntriesContract.path, body(new Date(since.getTime() - 20 * MIN), since));
    expect(before.statusCode, before.body).toBe(201);
    const stop = await kontraktor.post(`${TIMER_PATH}/stop`);
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json().data.minutes).toBe(30);
  });

  it('refuses it on update, restore, an administrator writing for the user, and a work day', async () => {
    const earlier = await kontraktor.post(timeEntriesContract.path, body(new Date(Date.now() - 5 * HOUR), new Date(Date.now() - 4 * HOUR)));
    expect(earlier.statusCode, earlier.body).toBe(201);
    const id = earlier.json().id as number;
    const gone = await kontraktor.post(timeEntriesContract.path, body(new Date(Date.now() - 50 * MIN), new Date(Date.now() - 40 * MIN)));
    expect((await kontraktor.delete(timeEntriesContract.itemPath(gone.json().id))).statusCode).toBe(200);
    await runningFor(60);

    const moved = await kontraktor.put(timeEntriesContract.itemPath(id), body(new Date(Date.now() - 90 * MIN), new Date(Date.now() - 30 * MIN)));
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.ended_at[0]).toMatch(/uruchomiony timer/);
    const restored = await kontraktor.post(`${timeEntriesContract.itemPath(gone.json().id)}/restore`);
    expect(restored.statusCode).toBe(422);
    expect(restored.json().errors.ended_at[0]).toMatch(/uruchomiony timer/);
    const forUser = await admin.post(timeEntriesContract.path, body(new Date(Date.now() - 20 * MIN), new Date(Date.now() - 10 * MIN), { user_id: kid }));
    expect(forUser.statusCode).toBe(422);
    expect(forUser.json().errors.ended_at[0]).toMatch(/uruchomiony timer/);

    const today = warsawDay(new Date());
    const workDay = await admin.post(workDaysPath(kid), {
      day: today, entries: [{ project_id: alpha, start: '00:00', end: '23:59', description: 'Cały dzień', billable: true }],
    });
    expect(workDay.statusCode).toBe(422);
    expect(workDay.json().errors['entries.0.end'][0]).toMatch(/uruchomiony timer/);
    expect(await entriesOf()).toHaveLength(1);
    expect((await kontraktor.post(`${TIMER_PATH}/stop`)).statusCode).toBe(200);
  });
});

describe('a timer cannot start or move where its stop would be refused', () => {
  it('PUT /api/timer refuses a start over 24 h ago, on an entry (named), or in a locked month', async () => {
    await runningFor(10);
    const old = await kontraktor.put(TIMER_PATH, { project_id: alpha, description: 'x', started_at: new Date(Date.now() - 6 * 24 * HOUR).toISOString() });
    expect(old.statusCode).toBe(422);
    expect(old.json().errors).toEqual({ started_at: ['Początek może być najwyżej 24 godziny temu.'] });
    const oldEn = await kontraktorEn.put(TIMER_PATH, { project_id: alpha, description: 'x', started_at: new Date(Date.now() - 25 * HOUR).toISOString() });
    expect(oldEn.json().errors).toEqual({ started_at: ['The start may be at most 24 hours ago.'] });

    const from = new Date(Date.now() - 3 * HOUR);
    const to = new Date(Date.now() - 2 * HOUR);
    await storedEntry(from, to);
    const onEntry = await kontraktor.put(TIMER_PATH, { project_id: alpha, description: 'x', started_at: new Date(Date.now() - 150 * MIN).toISOString() });
    expect(onEntry.statusCode).toBe(422);
    expect(onEntry.json().errors.started_at).toEqual([`Ten czas nakłada się na inny wpis: ${formatRange(from, to)}.`]);

    await t.database.db.insert(monthLocks).values({ month: `${warsawDay(new Date()).slice(0, 7)}-01` });
    const locked = await kontraktor.put(TIMER_PATH, { project_id: alpha, description: 'x', started_at: new Date(Date.now() - 5 * MIN).toISOString() });
    expect(locked.statusCode).toBe(422);
    // The month in words, as every other lock message names it ("listopad 2026"), not "2026-11-01".
    expect(locked.json().errors.started_at[0]).toBe(`Miesiąc ${monthWords(`${warsawDay(new Date()).slice(0, 7)}-01`, 'pl')} jest zablokowany. Wpisy z tego miesiąca może zmieniać tylko administrator.`);
    // Leaving the start alone still saves the rest.
    expect((await kontraktor.put(TIMER_PATH, { project_id: alpha, description: 'Bez zmiany początku' })).statusCode).toBe(200);
  });

  it('refuses a start while an entry is in progress', async () => {
    await storedEntry(new Date(Date.now() - 10 * MIN), new Date(Date.now() + 10 * MIN));
    const start = await kontraktor.post(`${TIMER_PATH}/start`, { project_id: alpha, description: 'x' });
    expect(start.statusCode).toBe(422);
    expect(start.json().errors.started_at[0]).toMatch(/^Ten czas nakłada się na inny wpis: /);
    expect((await kontraktor.get(TIMER_PATH)).json()).toEqual({ running: null });
  });
});

describe('what still refuses a stop has a repair', () => {
  it('a timer forgotten for over 24 h: stopped at start + 24 h, or started again within them', async () => {
    const since = await runningFor(26 * 60);
    const stop = await kontraktor.post(`${TIMER_PATH}/stop`);
    expect(stop.statusCode).toBe(422);
    expect(stop.json().errors).toEqual({ ended_at: ['Wpis może trwać najwyżej 24 godziny.'] });
    const check = await kontraktor.get(`${TIMER_PATH}/check`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ errors: { ended_at: ['Wpis może trwać najwyżej 24 godziny.'] }, conflict: null });
    expect(Date.parse(check.json().stop_at)).toBe(since.getTime() + 24 * HOUR);
    // A minute inside the 24 h, so it still holds when the user picks it a little later.
    expect(Math.abs(Date.parse(check.json().start_at) - (Date.now() - 24 * HOUR + MIN))).toBeLessThan(10_000);

    const future = await kontraktor.post(`${TIMER_PATH}/stop`, { ended_at: new Date(Date.now() + HOUR).toISOString() });
    expect(future.json().errors).toEqual({ ended_at: ['Koniec nie może być w przyszłości.'] });
    const tooEarly = await kontraktorEn.post(`${TIMER_PATH}/stop`, { ended_at: new Date(since.getTime() - MIN).toISOString() });
    expect(tooEarly.json().errors).toEqual({ ended_at: ['The end must be later than the start.'] });
    const fixed = await kontraktor.post(`${TIMER_PATH}/stop`, { ended_at: check.json().stop_at });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data).toMatchObject({ minutes: 24 * 60, started_at: since.toISOString(), ended_at: check.json().stop_at });
  });

  it('an entry it runs into: named, with a later start or an earlier end that clear it', async () => {
    const since = await runningFor(120);
    const from = new Date(Date.now() - 60 * MIN);
    const to = new Date(Date.now() - 30 * MIN);
    const id = await storedEntry(from, to);
    const stop = await kontraktor.post(`${TIMER_PATH}/stop`);
    expect(stop.statusCode).toBe(422);
    expect(stop.json().errors.started_at[0]).toMatch(/^Ten czas nakłada się na inny wpis: /);
    const check = (await kontraktor.get(`${TIMER_PATH}/check`)).json();
    expect(check.conflict).toMatchObject({ id, project: { id: alpha }, started_at: from.toISOString(), ended_at: to.toISOString() });
    expect(check.start_at).toBe(to.toISOString());
    expect(check.stop_at).toBe(from.toISOString());
    expect(Date.parse(check.stop_at)).toBeGreaterThan(since.getTime());

    const moved = await kontraktor.put(TIMER_PATH, { project_id: alpha, description: 'Po wpisie', started_at: check.start_at });
    expect(moved.statusCode, moved.body).toBe(200);
    const done = await kontraktor.post(`${TIMER_PATH}/stop`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ started_at: to.toISOString(), description: 'Po wpisie' });
  });

  it('a project archived meanwhile: another project is picked, then it stops', async () => {
    await runningFor(20);
    await t.database.db.update(projects).set({ archivedAt: new Date() }).where(eq(projects.id, alpha));
    const stop = await kontraktorEn.post(`${TIMER_PATH}/stop`);
    expect(stop.statusCode).toBe(422);
    expect(Object.keys(stop.json().errors)).toEqual(['project_id']);
    const check = (await kontraktor.get(`${TIMER_PATH}/check`)).json();
    expect(check).toMatchObject({ conflict: null, start_at: null, stop_at: null });
    expect(check.errors.project_id[0]).toMatch(/^Nie można rejestrować czasu w tym projekcie/);
    // The timer stays editable meanwhile (its project is checked again only when it changes, and at the stop).
    expect((await kontraktor.put(TIMER_PATH, { description: 'Opis mimo archiwum' })).statusCode).toBe(200);
    expect((await kontraktor.put(TIMER_PATH, { project_id: gamma, description: 'Gdzie indziej' })).statusCode).toBe(200);
    const done = await kontraktor.post(`${TIMER_PATH}/stop`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.project.id).toBe(gamma);
  });

  it('a month locked meanwhile: a start in an open month is offered, else the timer can only be discarded', async () => {
    const since = await runningFor(23 * 60);
    const month = warsawDay(since).slice(0, 7);
    await t.database.db.insert(monthLocks).values({ month: `${month}-01` });
    const stop = await kontraktor.post(`${TIMER_PATH}/stop`);
    expect(stop.statusCode).toBe(422);
    expect(stop.json().errors).toEqual({ started_at: [expect.stringMatching(/zablokowany/)] });
    const check = (await kontraktor.get(`${TIMER_PATH}/check`)).json();
    const thisMonth = warsawDay(new Date()).slice(0, 7);
    // Only a timer that began last month can move its start into this (open) one.
    expect(check.start_at).toBe(thisMonth === month ? null : warsawInstant(`${thisMonth}-01`, 0).toISOString());
    expect(check.stop_at).toBeNull();
    expect((await kontraktor.delete(TIMER_PATH)).statusCode).toBe(200);
    expect(await entriesOf()).toEqual([]);
  });

  it('nothing to repair: an empty check; none at all without a timer', async () => {
    await runningFor(5);
    expect((await kontraktor.get(`${TIMER_PATH}/check`)).json()).toEqual({ errors: {}, conflict: null, start_at: null, stop_at: null });
    await kontraktor.delete(TIMER_PATH);
    const none = await kontraktorEn.get(`${TIMER_PATH}/check`);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ message: 'The timer is not running.' });
  });
});

describe('recent combinations (GET /api/timer/recent)', () => {
  it('lists the caller’s last distinct project, category and description, newest first, on bookable projects only', async () => {
    const now = Date.now();
    const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
    const add = (hoursAgo: number, projectId: number, description: string) =>
      kontraktor.post(timeEntriesContract.path, body(at(hoursAgo), at(hoursAgo - 0.5), { project_id: projectId, description }));
    for (const [h, p, d] of [[10, alpha, 'Stare'], [8, gamma, 'Projekt'], [6, alpha, 'Stare'], [4, alpha, 'Nowe'], [2, gamma, 'Archiwum']] as const) {
      const res = await add(h, p, d);
      expect(res.statusCode, res.body).toBe(201);
    }
    const others = await admin.post(timeEntriesContract.path, body(at(3), at(2.5), { description: 'Administratora', project_id: alpha }));
    expect(others.statusCode, others.body).toBe(201);

    const recent = await kontraktor.get(`${TIMER_PATH}/recent`);
    expect(recent.statusCode).toBe(200);
    const list = recent.json().data as { project: { id: number }; category: null; description: string; last_started_at: string }[];
    expect(list.map((r) => [r.project.id, r.description])).toEqual([[gamma, 'Archiwum'], [alpha, 'Nowe'], [alpha, 'Stare'], [gamma, 'Projekt']]);
    expect(list[2]!.last_started_at).toBe(at(6).toISOString());
    expect(list[0]!.category).toBeNull();

    await t.database.db.update(projects).set({ archivedAt: new Date() }).where(eq(projects.id, gamma));
    const after = (await kontraktor.get(`${TIMER_PATH}/recent`)).json().data as { project: { id: number } }[];
    expect(after.map((r) => r.project.id)).toEqual([alpha, alpha]);
    await t.database.db.update(projects).set({ archivedAt: null }).where(eq(projects.id, gamma));
    await t.database.db.execute(sql`delete from time_entries where description = 'Administratora'`);
  });
});
