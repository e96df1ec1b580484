import ExcelJS from 'exceljs';
import { timeEntriesContract, TIMER_PATH, workDaysPath } from '@harmony/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { categories, projectAllocations, projects, runningTimers } from '../../../src/db/schema.js';
import { rows, userIdByEmail, withApp } from '../../helpers/index.js';

/**
 * The kind of work (category_id) of time entries beyond the entry form: in the CSV and XLSX exports, through
 * the timer (start, edit, stop) and in a work day, always checked by the API.
 */
const t = withApp();
const admin = t.client('Administrator');
const kontraktor = t.client('Kontraktor');
const kontraktorEn = t.client('Kontraktor', { headers: { 'x-locale': 'en' } });
let kid = 0;
let alpha = 0;
let dev = 0;
let design = 0;

beforeAll(async () => {
  kid = await userIdByEmail(t.database, 'kontraktor@demo.local');
  const { db } = t.database;
  alpha = (await db.insert(projects).values({ name: 'Alfa kategorii' }).returning({ id: projects.id }))[0]!.id;
  await db.insert(projectAllocations).values({ projectId: alpha, userId: kid, month: '2031-03-01' });
  dev = (await db.insert(categories).values({ name: 'Programowanie', color: '#1e88e5' }).returning({ id: categories.id }))[0]!.id;
  design = (await db.insert(categories).values({ name: 'Grafika', color: '#d81b60' }).returning({ id: categories.id }))[0]!.id;
});

const at = (day: string, time: string) => `${day}T${time}:00+01:00`;

describe('exports', () => {
  const query = { from: '2031-03-03', to: '2031-03-03', sort: 'started_at', order: 'asc' };
  beforeAll(async () => {
    for (const [from, to, category] of [['09:00', '10:00', dev], ['10:00', '11:30', null]] as const) {
      const res = await kontraktor.post(timeEntriesContract.path, {
        project_id: alpha, category_id: category, started_at: at('2031-03-03', from), ended_at: at('2031-03-03', to), description: 'Praca',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('CSV has the category (name) after the project; none is empty', async () => {
    const lines = (await kontraktor.get(`${timeEntriesContract.path}/export.csv`, { query })).body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Dzień;Użytkownik;Projekt;Kategoria;Opis;Początek;Koniec;Minuty;Godziny;Płatny;Koszt');
    expect(lines[1]).toBe('2031-03-03;Konrad Kontraktor;Alfa kategorii;Programowanie;Praca;2031-03-03 09:00;2031-03-03 10:00;60;1;tak;');
    expect(lines[2]).toBe('2031-03-03;Konrad Kontraktor;Alfa kategorii;;Praca;2031-03-03 10:00;2031-03-03 11:30;90;1,5;tak;');
    expect(lines[3]).toBe('Razem;;;;;;;150;2,5;;0');
    const en = (await kontraktorEn.get(`${timeEntriesContract.path}/export.csv`, { query })).body.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(en[0]).toBe('Day;User;Project;Category;Description;Start;End;Minutes;Hours;Billable;Cost');
  });

  it('XLSX has the category column, and its totals formulas still add the minutes and the cost', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await kontraktor.get(`${timeEntriesContract.path}/export.xlsx`, { query })).rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(4).value).toBe('Kategoria');
    expect([sheet.getRow(2).getCell(4).value, sheet.getRow(3).getCell(4).value]).toEqual(['Programowanie', '']);
    const total = sheet.getRow(4);
    expect(total.getCell(8).value).toEqual({ formula: 'SUM(H2:H3)', result: 150 });
    expect(total.getCell(9).value).toEqual({ formula: 'ROUND(H4/60,2)', result: 2.5 });
    // exceljs leaves a cached result of 0 out of the file.
    expect(total.getCell(11).value).toMatchObject({ formula: 'SUM(K2:K3)' });
  });
});

describe('timer', () => {
  beforeEach(async () => {
    await kontraktor.delete(TIMER_PATH);
    await t.database.db.execute(sql`delete from time_entries where user_id = ${kid} and day >= current_date - 1`);
  });
  const backdate = (minutes: number) =>
    t.database.db.update(runningTimers).set({ startedAt: sql`now() - make_interval(mins => ${minutes})` }).where(eq(runningTimers.userId, kid));

  it('starts with a category, shows it, changes it, and the stopped entry has it', async () => {
    const start = await kontraktor.post(`${TIMER_PATH}/start`, { project_id: alpha, category_id: dev, description: 'Z kategorią' });
    expect(start.statusCode, start.body).toBe(201);
    expect(start.json().data.category).toEqual({ id: dev, name: 'Programowanie', color: '#1e88e5' });
    expect((await kontraktor.get(TIMER_PATH)).json().category).toEqual({ id: dev, name: 'Programowanie', color: '#1e88e5' });
    const edit = await kontraktor.put(TIMER_PATH, { project_id: alpha, category_id: design, description: 'Z kategorią' });
    expect(edit.json().data.category).toEqual({ id: design, name: 'Grafika', color: '#d81b60' });
    await backdate(30);
    const stop = await kontraktor.post(`${TIMER_PATH}/stop`);
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json().data.category).toEqual({ id: design, name: 'Grafika', color: '#d81b60' });
    const stored = await rows(t.database, sql`select category_id from time_entries where id = ${stop.json().data.id}`);
    expect(stored).toEqual([{ category_id: design }]);
  });

  it('switching to a new timer books the previous one with its own category', async () => {
    await kontraktor.post(`${TIMER_PATH}/start`, { project_id: alpha, category_id: dev });
    await backdate(20);
    const next = await kontraktor.post(`${TIMER_PATH}/start`, { project_id: alpha, category_id: null, description: 'Bez kategorii' });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().stopped.category).toEqual({ id: dev, name: 'Programowanie', color: '#1e88e5' });
    expect(next.json().data.category).toBeNull();
    expect((await kontraktor.get(TIMER_PATH)).json().category).toBeNull();
  });

  it('refuses a category that does not exist (422, pl and en), and discarding forgets the category', async () => {
    const bad = await kontraktor.post(`${TIMER_PATH}/start`, { project_id: alpha, category_id: 999_999 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ category_id: ['Wybrana wartość pola kategoria jest nieprawidłowa'] });
    expect((await kontraktor.get(TIMER_PATH)).json()).toEqual({ running: null });
    await kontraktor.post(`${TIMER_PATH}/start`, { project_id: alpha, category_id: dev });
    const badEdit = await kontraktorEn.put(TIMER_PATH, { project_id: alpha, category_id: 'x' });
    expect(badEdit.json().errors).toEqual({ category_id: ['The category field must be an integer'] });
    await kontraktor.delete(TIMER_PATH);
    const again = await kontraktor.post(`${TIMER_PATH}/start`, { project_id: alpha });
    expect(again.json().data.category).toBeNull();
    // A running timer would refuse the work days below (their entries end after its start).
    await kontraktor.delete(TIMER_PATH);
  });
});

describe('work day', () => {
  const url = () => workDaysPath(kid);
  const row = (start: string, end: string, extra: Record<string, unknown> = {}) => ({ project_id: alpha, start, end, ...extra });

  it('stores each row\'s category', async () => {
    const res = await admin.post(url(), { day: '2031-03-10', entries: [row('08:00', '10:00', { category_id: dev }), row('10:00', '11:00')] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.map((e: { category: { id: number } | null }) => e.category?.id ?? null)).toEqual([dev, null]);
  });

  it('refuses the whole day when a row names a category that does not exist, on that row\'s field', async () => {
    const res = await admin.post(url(), { day: '2031-03-11', entries: [row('08:00', '10:00', { category_id: dev }), row('10:00', '11:00', { category_id: 999_999 })] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'entries.1.category_id': ['Wybrana wartość pola kategoria jest nieprawidłowa'] });
    expect(await rows(t.database, sql`select count(*)::int as n from time_entries where user_id = ${kid} and day = '2031-03-11'`)).toEqual([{ n: 0 }]);
  });
});
