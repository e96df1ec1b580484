import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { warsawDay, warsawInstant, timeEntriesContract, TIMER_PATH } from '@harmony/shared';
import { projectAllocations, projects, runningTimers, timeEntries } from '../../../src/db/schema.js';
import { createTestApp, rows, signIn, TestClient, userIdByEmail, withApp } from '../../helpers/index.js';

/** The timer (/timer): one per user, in the database, turning into time entries under the usual rules. */
const t = withApp();
const kontraktor = t.client('Kontraktor');
const kontraktorEn = t.client('Kontraktor', { headers: { 'x-locale': 'en' } });
const lider = t.client('Lider');
let kid = 0;
let lid = 0;
let alpha = 0;
let beta = 0;

beforeAll(async () => {
  kid = await userIdByEmail(t.database, 'kontraktor@demo.local');
  lid = await userIdByEmail(t.database, 'lider@demo.local');
  const made = await t.database.db.insert(projects).values([{ name: 'Alpha' }, { name: 'Beta' }]).returning({ id: projects.id });
  [alpha, beta] = made.map((p) => p.id) as [number, number];
  await t.database.db.insert(projectAllocations).values({ projectId: alpha, userId: kid, month: '2030-01-01' });
});

/** Moves the user's running timer's start into the past, as if it had been running that long. */
const backdate = (userId: number, minutes: number) =>
  t.database.db.update(runningTimers).set({ startedAt: sql`now() - make_interval(mins => ${minutes})` }).where(eq(runningTimers.userId, userId));
const timersOf = (userId: number) => rows(t.database, sql`select user_id from running_timers where user_id = ${userId}`);
const entriesOf = (userId: number) => rows<{ id: number; minutes: number; description: string }>(t.database,
  sql`select id, minutes, description from time_entries where user_id = ${userId} order by id`);

describe('timer', () => {
  // Timers run "now": each test starts from a clean slate so backdated runs don't meet earlier ones.
  beforeEach(async () => {
    await t.database.db.execute(sql`delete from time_entries where user_id in (${kid}, ${lid})`);
  });

  it('is idle at first', async () => {
    const res = await kontraktor.get(TIMER_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ running: null });
  });

  it('starts, shows, edits and stops into a time entry', async () => {
    const start = await kontraktor.post(`${TIMER_PATH}/start`, { project_id: alpha, description: 'Kodowanie' });
    expect(start.statusCode, start.body).toBe(201);
    expect(start.json()).toMatchObject({
      message: 'Timer uruchomiony.', stopped: null,
      data: { project: { id: alpha, name: 'Alpha' }, description: 'Kodowanie', started_at: expect.any(String) },
    });
    const shown = (await kontraktor.get(TIMER_PATH)).json();
    expect(shown).toEqual({ project: { id: alpha, name: 'Alpha' }, category: null, description: 'Kodowanie', started_at: start.json().data.started_at });

    const edit = await kontraktor.put(TIMER_PATH, { project_id: alpha, description: 'Kodowanie API' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ message: 'Zapisano zmiany timera.', data: { description: 'Kodowanie API', started_at: shown.started_at } });

    await backdate(kid, 45);
    const stop = await kontraktor.post(`${TIMER_PATH}/stop`);
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json()).toMatchObject({
      message: 'Timer zatrzymany. Zapisano 45 min.',
      data: { user: { id: kid }, project: { id: alpha, name: 'Alpha' }, minutes: 45, description: 'Kodowanie API', billable: true },
    });
    expect((await kontraktor.get(TIMER_PATH)).json()).toEqual({ running: null });
    expect(await timersOf(kid)).toEqual([]);
    const log = await rows(t.database, sql`select action from activities where subject_type = 'timer' and subject_id = ${String(kid)} order by id`);
    expect(log.map((r) => r.action)).toEqual(['start', 'update', 'stop']);
  });

  it('keeps one timer per user: starting again stops the running one and creates its entry', async () => {
    await kontraktor.post(`${TIMER_PATH}/start`, { project_id: alpha, description: 'Pierwszy' });
    await backdate(kid, 30);
    const before = (await entriesOf(kid)).length;
    const second = await kontraktor.post(`${TIMER_PATH}/start`, { project_id: alpha, description: 'Drugi' });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().stopped).toMatchObject({ minutes: 30, description: 'Pierwszy' });
    // The new timer starts where the old entry ends: touching, not overlapping.
    expect(second.json().data.started_at).toBe(second.json().stopped.ended_at);
    expect(await timersOf(kid)).toHaveLength(1);
    expect(await entriesOf(kid)).toHaveLength(before + 1);
    expect((await kontraktor.get(TIMER_PATH)).json().description).toBe('Drugi');
  });

  it('discards a run shorter than a minute, with a message', async () => {
    const before = (await entriesOf(kid)).length;
    const stop = await kontraktor.post(`${TIMER_PATH}/stop`);
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ message: 'Timer działał krócej niż minutę, więc wpis nie został zapisany.', data: null });
    expect(await entriesOf(kid)).toHaveLength(before);
    const again = await kontraktorEn.post(`${TIMER_PATH}/stop`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'The timer is not running.' });
  });

  it('stops under the entry rules: an overlap refuses the stop and the timer keeps running', async () => {
    await kontraktor.post(`${TIMER_PATH}/start`, { project_id: alpha, description: 'Nakładka' });
    await backdate(kid, 30);
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    const fiveMinutesAgo = new Date(tenMinutesAgo.getTime() + 5 * 60_000);
    // The API refuses such an entry while the timer runs (recovery.test.ts); one stored earlier still exists.
    const manual = await kontraktor.post(timeEntriesContract.path, { project_id: alpha, started_at: tenMinutesAgo.toISOString(), ended_at: fiveMinutesAgo.toISOString() });
    expect(manual.statusCode).toBe(422);
    await t.database.db.insert(timeEntries).values({
      userId: kid, projectId: alpha, day: warsawDay(tenMinutesAgo), startedAt: tenMinutesAgo, endedAt: fiveMinutesAgo, minutes: 5,
    });
    const stop = await kontraktor.post(`${TIMER_PATH}/stop`);
    expect(stop.statusCode).toBe(422);
    expect(stop.json().errors.started_at[0]).toMatch(/^Ten czas nakłada się na inny wpis: /);
    expect(await timersOf(kid)).toHaveLength(1);
    // Starting anew can't stop it either: the whole start is refused and the old timer stays.
    const restart = await kontraktor.post(`${TIMER_PATH}/start`, { project_id: alpha, description: 'Nowy' });
    expect(restart.statusCode).toBe(422);
    expect(restart.json().message).toMatch(/^Nie można zatrzymać uruchomionego timera: Ten czas nakłada się/);
    expect((await kontraktor.get(TIMER_PATH)).json().description).toBe('Nakładka');
    // Discarding throws it away without an entry (and is fine when nothing runs).
    const discard = await kontraktor.delete(TIMER_PATH);
    expect(discard.json()).toEqual({ message: 'Timer odrzucony.' });
    expect((await kontraktor.delete(TIMER_PATH)).statusCode).toBe(200);
    expect(await timersOf(kid)).toEqual([]);
  });

  it('checks the project: one the user may book, and one is needed to stop', async () => {
    const refused = await kontraktor.post(`${TIMER_PATH}/start`, { project_id: beta, description: 'Cudzy projekt' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ project_id: [expect.stringContaining('Nie można rejestrować czasu w tym projekcie')] });
    expect(await timersOf(kid)).toEqual([]);

    const noProject = await kontraktor.post(`${TIMER_PATH}/start`, { description: 'Bez projektu' });
    expect(noProject.statusCode, noProject.body).toBe(201);
    expect(noProject.json().data.project).toBeNull();
    await backdate(kid, 5);
    const stop = await kontraktor.post(`${TIMER_PATH}/stop`);
    expect(stop.statusCode).toBe(422);
    expect(stop.json().errors).toEqual({ project_id: ['Wybierz projekt, zanim zatrzymasz timer.'] });
    expect((await kontraktor.put(TIMER_PATH, { project_id: beta, description: 'x' })).statusCode).toBe(422);
    const future = await kontraktor.put(TIMER_PATH, { project_id: alpha, started_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(future.json().errors).toEqual({ started_at: ['Początek nie może być w przyszłości.'] });
    const moved = await kontraktor.put(TIMER_PATH, { project_id: alpha, description: 'Z projektem', started_at: new Date(Date.now() - 20 * 60_000).toISOString() });
    expect(moved.statusCode, moved.body).toBe(200);
    const done = await kontraktor.post(`${TIMER_PATH}/stop`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ minutes: 20, description: 'Z projektem' });
  });

  it("lists today's entries of the caller with their total", async () => {
    await kontraktor.post(`${TIMER_PATH}/start`, { project_id: alpha, description: 'Dziś' });
    await backdate(kid, 15);
    expect((await kontraktor.post(`${TIMER_PATH}/stop`)).statusCode).toBe(200);
    const today = warsawDay(new Date());
    // In the first quarter hour after Warsaw's midnight the timer's entry is yesterday's: one of today for sure.
    const midnight = warsawInstant(today, 0);
    await t.database.db.insert(timeEntries).values({
      userId: kid, projectId: alpha, day: today, startedAt: midnight, endedAt: new Date(midnight.getTime() + 60_000), minutes: 1,
    });
    const res = await kontraktor.get(`${TIMER_PATH}/today`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const mine = await rows<{ minutes: number }>(t.database, sql`select minutes from time_entries where user_id = ${kid} and day = ${today}`);
    expect(body.day).toBe(today);
    expect(mine.length).toBeGreaterThan(0);
    expect(body.data).toHaveLength(mine.length);
    expect(body.totals.minutes).toBe(mine.reduce((s, r) => s + r.minutes, 0));
    expect(body.data.every((e: { user: { id: number } }) => e.user.id === kid)).toBe(true);
    // Nobody else's entries.
    expect((await lider.get(`${TIMER_PATH}/today`)).json().data).toEqual([]);
  });

  it('is separate per user', async () => {
    await lider.post(`${TIMER_PATH}/start`, { project_id: beta, description: 'Lider' });
    await kontraktor.post(`${TIMER_PATH}/start`, { project_id: alpha, description: 'Kontraktor' });
    expect((await lider.get(TIMER_PATH)).json().description).toBe('Lider');
    expect((await kontraktor.get(TIMER_PATH)).json().description).toBe('Kontraktor');
    await lider.delete(TIMER_PATH);
    await kontraktor.delete(TIMER_PATH);
    expect(await timersOf(lid)).toEqual([]);
  });

  it('survives an app restart on the same database', async () => {
    const first = await createTestApp({ database: t.database });
    const client = await signIn(first.app, 'Kontraktor');
    const start = await client.post(`${TIMER_PATH}/start`, { project_id: alpha, description: 'Przez restart' });
    expect(start.statusCode, start.body).toBe(201);
    await first.close();

    const second = await createTestApp({ database: t.database });
    try {
      const again = new TestClient(second.app);
      for (const [name, value] of client.cookies) again.setCookie(name, value);
      const res = await again.get(TIMER_PATH);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ project: { id: alpha, name: 'Alpha' }, category: null, description: 'Przez restart', started_at: start.json().data.started_at });
      await backdate(kid, 10);
      const stop = await again.post(`${TIMER_PATH}/stop`);
      expect(stop.statusCode, stop.body).toBe(200);
      expect(stop.json().data).toMatchObject({ minutes: 10, description: 'Przez restart' });
    } finally {
      await second.close();
    }
    const stored = await t.database.db.select().from(timeEntries).where(eq(timeEntries.description, 'Przez restart'));
    expect(stored).toHaveLength(1);
  });

  it('needs a session', async () => {
    const anonymous = t.anonymous();
    expect((await anonymous.get(TIMER_PATH)).statusCode).toBe(401);
    expect((await anonymous.post(`${TIMER_PATH}/start`, { project_id: alpha })).statusCode).toBe(401);
  });
});
