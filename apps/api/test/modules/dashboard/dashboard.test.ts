import { beforeAll, describe, expect, it } from 'vitest';
import { projectAllocations, projects, timeEntries } from '../../../src/db/schema.js';
import { periodsOf } from '../../../src/modules/dashboard/index.js';
import { userIdByEmail, withApp } from '../../helpers/index.js';

/** The dashboard (/): own hours today / this week / this month, timer, own projects; the admin block for admins only. */
const t = withApp();
const admin = t.client('Administrator');
const lider = t.client('Lider');
const kontraktor = t.client('Kontraktor');
const u = { admin: 0, kontraktor: 0 };
const p = { budget: 0, led: 0, archived: 0, other: 0 };

/** Europe/Warsaw calendar days, as the dashboard counts them. */
const warsawDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(at);
const shift = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const today = warsawDay(new Date());
const monday = shift(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));

async function project(values: typeof projects.$inferInsert) {
  return (await t.database.db.insert(projects).values(values).returning({ id: projects.id }))[0]!.id;
}
const entry = (userId: number, projectId: number, day: string, minutes: number) => {
  // Booked at 06:00 UTC — but today's, when the test runs in the morning, in the afternoon: the contractor's timer
  // starts now, and an entry around now would refuse it (a run at 06:20 UTC failed so).
  const hour = day === today && new Date().getUTCHours() < 12 ? 13 : 6;
  const startedAt = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  return { userId, projectId, day, startedAt, endedAt: new Date(startedAt.getTime() + minutes * 60_000), minutes };
};

/** Days of the fixture, each with the minutes the contractor booked (one entry per day). */
const DAYS = [0, -1, -3, -6, -12, -20, -35, -70].map((n, i) => ({ day: shift(today, n), minutes: 30 + 15 * i }));

beforeAll(async () => {
  u.admin = await userIdByEmail(t.database, 'admin@demo.local');
  u.kontraktor = await userIdByEmail(t.database, 'kontraktor@demo.local');
  p.budget = await project({ name: 'Pulpit z budżetem', budgetHours: '10' });
  p.led = await project({ name: 'Pulpit prowadzony', leaderId: u.kontraktor });
  p.archived = await project({ name: 'Pulpit archiwalny', archivedAt: new Date() });
  p.other = await project({ name: 'Pulpit cudzy', budgetHours: '5' });
  await t.database.db.insert(projectAllocations).values([
    { projectId: p.budget, userId: u.kontraktor, month: '2031-01-01' },
    { projectId: p.archived, userId: u.kontraktor, month: '2031-01-01' },
  ]);
  await t.database.db.insert(timeEntries).values([
    ...DAYS.map((d) => entry(u.kontraktor, p.budget, d.day, d.minutes)),
    entry(u.admin, p.budget, today, 60),
    entry(u.admin, p.other, today, 45),
  ]);
});

describe('periods', () => {
  it('are Europe/Warsaw days: ISO week from Monday, whole month, across a DST change', () => {
    // 22:30 UTC on Sunday 29 March 2026 is already Monday 00:30 in Warsaw (CEST).
    expect(periodsOf(new Date('2026-03-29T22:30:00Z'))).toEqual({
      today: '2026-03-30', weekFrom: '2026-03-30', weekTo: '2026-04-05', monthFrom: '2026-03-01', monthTo: '2026-03-31',
    });
    expect(periodsOf(new Date('2028-02-27T12:00:00Z'))).toEqual({
      today: '2028-02-27', weekFrom: '2028-02-21', weekTo: '2028-02-27', monthFrom: '2028-02-01', monthTo: '2028-02-29',
    });
  });
});

describe('GET /api/dashboard', () => {
  it("gives a contractor their own hours, no timer, their active projects and no admin block", async () => {
    const res = await kontraktor.get('/api/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const sum = (keep: (day: string) => boolean) => DAYS.filter((d) => keep(d.day)).reduce((s, d) => s + d.minutes, 0);
    expect(body.hours).toEqual({
      today: sum((d) => d === today),
      week: sum((d) => d >= monday && d <= shift(monday, 6)),
      month: sum((d) => d.slice(0, 7) === today.slice(0, 7)),
    });
    expect(body.timer).toBeNull();
    const all = DAYS.reduce((s, d) => s + d.minutes, 0) + 60;
    // By name; everyone's hours count towards the budget (the admin's 60 minutes too).
    expect(body.projects).toEqual([
      { id: p.led, name: 'Pulpit prowadzony', budget_hours: null, hours_used: 0, percent: null },
      { id: p.budget, name: 'Pulpit z budżetem', budget_hours: 10, hours_used: Math.round((all / 60) * 100) / 100, percent: Math.round((all / 600) * 1000) / 10 },
    ]);
    expect(body).not.toHaveProperty('admin');
    expect((await lider.get('/api/dashboard')).json()).not.toHaveProperty('admin');
  });

  it('shows the running timer, and administrators who is working and this month by project', async () => {
    const started = await kontraktor.post('/api/timer/start', { project_id: p.budget, description: 'Na pulpicie' });
    expect(started.statusCode, started.body).toBe(201);
    try {
      const mine = (await kontraktor.get('/api/dashboard')).json();
      expect(mine.timer).toMatchObject({ project: { id: p.budget, name: 'Pulpit z budżetem' }, description: 'Na pulpicie' });
      const res = await admin.get('/api/dashboard');
      const body = res.json();
      expect(body.hours).toEqual({ today: 105, week: 105, month: 105 });
      expect(body.admin.online).toEqual([
        { user: { id: u.kontraktor, name: 'Konrad Kontraktor' }, project: { id: p.budget, name: 'Pulpit z budżetem' }, started_at: mine.timer.started_at },
      ]);
      const month = DAYS.filter((d) => d.day.slice(0, 7) === today.slice(0, 7)).reduce((s, d) => s + d.minutes, 0) + 60;
      expect(body.admin.by_project_month).toEqual([
        { project: { id: p.budget, name: 'Pulpit z budżetem' }, minutes: month },
        { project: { id: p.other, name: 'Pulpit cudzy' }, minutes: 45 },
      ]);
    } finally {
      await kontraktor.delete('/api/timer');
    }
  });

  it('needs a session', async () => {
    expect((await t.anonymous().get('/api/dashboard')).statusCode).toBe(401);
  });
});
