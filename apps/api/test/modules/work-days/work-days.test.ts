import { sql } from 'drizzle-orm';
import { workDaysPath } from '@harmony/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectAllocations, projects } from '../../../src/db/schema.js';
import { rows, userIdByEmail, withApp } from '../../helpers/index.js';

/** A work day recorded by an administrator (/administrator/uzytkownicy/{id}/nowy-dzien-pracy): all or nothing. */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
const lider = t.client('Lider');
let kid = 0;
let superId = 0;
let alpha = 0;
let beta = 0;

beforeAll(async () => {
  kid = await userIdByEmail(t.database, 'kontraktor@demo.local');
  superId = await userIdByEmail(t.database, 'superadmin@demo.local');
  const made = await t.database.db.insert(projects).values([{ name: 'Alpha' }, { name: 'Beta' }]).returning({ id: projects.id });
  [alpha, beta] = made.map((p) => p.id) as [number, number];
  await t.database.db.insert(projectAllocations).values({ projectId: alpha, userId: kid, month: '2030-01-01' });
});

const url = () => workDaysPath(kid);
const row = (start: string, end: string, extra: Record<string, unknown> = {}) =>
  ({ project_id: alpha, start, end, description: `${start}-${end}`, billable: true, ...extra });
const countOn = async (day: string) =>
  (await rows<{ n: number }>(t.database, sql`select count(*)::int as n from time_entries where user_id = ${kid} and day = ${day}`))[0]!.n;

describe('POST /api/users/{id}/work-days', () => {
  it('writes every entry of the day in Europe/Warsaw time', async () => {
    const res = await admin.post(url(), {
      day: '2030-01-14',
      entries: [row('08:00', '12:00'), row('12:30', '16:15', { billable: false }), row('16:15', '17:00', { description: 'Spotkanie' })],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Zapisano dzień pracy: 3 wpisów.');
    expect(body.data.map((e: { started_at: string; ended_at: string; minutes: number; billable: boolean }) => [e.started_at, e.ended_at, e.minutes, e.billable])).toEqual([
      ['2030-01-14T07:00:00.000Z', '2030-01-14T11:00:00.000Z', 240, true],
      ['2030-01-14T11:30:00.000Z', '2030-01-14T15:15:00.000Z', 225, false],
      ['2030-01-14T15:15:00.000Z', '2030-01-14T16:00:00.000Z', 45, true],
    ]);
    expect(body.data[0]).toMatchObject({ user: { id: kid }, project: { id: alpha, name: 'Alpha' }, day: '2030-01-14' });
    expect(body.totals).toEqual({ minutes: 510, cost: 0 });
    const log = await rows(t.database, sql`select count(*)::int as n from activities where subject_type = 'time-entries' and action = 'create'`);
    expect(log).toEqual([{ n: 3 }]);
  });

  it('follows the clock across a DST change and accepts 24:00 as the end of the day', async () => {
    // 2030-03-31: clocks jump from 02:00 to 03:00, so 01:00–04:00 is two hours.
    const res = await admin.post(url(), { day: '2030-03-31', entries: [row('01:00', '04:00'), row('22:00', '24:00')] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.map((e: { started_at: string; minutes: number }) => [e.started_at, e.minutes])).toEqual([
      ['2030-03-31T00:00:00.000Z', 120],
      ['2030-03-31T20:00:00.000Z', 120],
    ]);
  });

  it('refuses overlaps among the rows and with existing entries: errors on each row, nothing written', async () => {
    const res = await admin.post(url(), {
      day: '2030-01-14',
      entries: [row('07:00', '08:00'), row('11:30', '12:30'), row('18:00', '19:00'), row('18:30', '20:00')],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'entries.1.start': ['Ten czas nakłada się na inny wpis: 2030-01-14 08:00–12:00.'],
      'entries.2.start': ['Ten wpis nakłada się na wiersz 4 (2030-01-14 18:30–20:00).'],
      'entries.3.start': ['Ten wpis nakłada się na wiersz 3 (2030-01-14 18:00–19:00).'],
    });
    expect(res.json().message).toBe('Ten czas nakłada się na inny wpis: 2030-01-14 08:00–12:00.');
    expect(await countOn('2030-01-14')).toBe(3);
  });

  it('checks each row: times, project access and format, in Polish and English', async () => {
    const res = await admin.post(url(), {
      day: '2030-01-15',
      entries: [row('09:00', '08:00'), row('10:00', '11:00', { project_id: beta }), row('7:60', 'x')],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'entries.2.start': ['Pole początek musi być godziną w formacie GG:MM.'],
      'entries.2.end': ['Pole koniec musi być godziną w formacie GG:MM.'],
    });
    const rules = await admin.post(url(), { day: '2030-01-15', entries: [row('09:00', '08:00'), row('10:00', '11:00', { project_id: beta }), row('12:00', '13:00')] });
    expect(rules.json().errors).toEqual({
      'entries.0.end': ['Koniec musi być późniejszy niż początek.'],
      'entries.1.project_id': [expect.stringContaining('Nie można rejestrować czasu w tym projekcie')],
    });
    const en = await adminEn.post(url(), { day: '2030-02-30', entries: [row('25:00', '10:00')] });
    expect(en.json().errors).toEqual({ day: ['The day is not a valid date'], 'entries.0.start': ['The start field must be a time like HH:MM.'] });
    const empty = await admin.post(url(), { day: '2030-01-15', entries: [] });
    expect(empty.json().errors).toEqual({ entries: ['Pole wpisy musi być listą (od 1 do 50 pozycji)'] });
    expect(await countOn('2030-01-15')).toBe(0);
  });

  it('is for administrators; an unknown or hidden user is 404', async () => {
    const body = { day: '2030-01-16', entries: [row('09:00', '10:00')] };
    expect((await lider.post(url(), body)).statusCode).toBe(403);
    expect((await (await t.signIn('Kontraktor')).post(url(), body)).statusCode).toBe(403);
    expect((await admin.post(workDaysPath(999999), body)).statusCode).toBe(404);
    expect((await admin.post(workDaysPath(superId), body)).statusCode).toBe(404);
  });
});
