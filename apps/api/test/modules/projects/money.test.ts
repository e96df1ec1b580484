import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PROJECT_MONEY_FIELDS, projectsContract, timeEntriesContract } from '@harmony/shared';
import { rates } from '../../../src/db/schema.js';
import { checkBudgetAlerts } from '../../../src/modules/projects/budget-alerts.js';
import { DEMO_ACCOUNTS, rows, TestClient, userIdByEmail, withApp } from '../../helpers/index.js';
import { allocate, insertEntry, insertProject, makeUser } from '../../helpers/projects.js';

/**
 * A project's money (budget amount, cost used, its share of the budget) only for whom it sums no stranger's time
 * (projects/money.ts): otherwise a contractor takes their own cost from the project's total and divides the rest
 * by a colleague's hours. And one budget percentage everywhere (shared budgetPercent).
 */
const t = withApp();
const c = {} as Record<'superadmin' | 'admin' | 'lider' | 'kontraktor', TestClient>;
const ids = { admin: 0, lider: 0, kontraktor: 0, colleague: 0 };
/** covered: led by the Lider, only contractors' time; mixed: led by the Lider, an administrator's hour in it; other: led by an administrator. */
const p = { covered: 0, mixed: 0, other: 0 };

type Project = Record<string, unknown> & { id: number; name: string };

beforeAll(async () => {
  c.superadmin = await t.signIn('Superadministrator');
  c.admin = await t.signIn('Administrator');
  c.lider = await t.signIn('Lider');
  c.kontraktor = await t.signIn('Kontraktor');
  ids.admin = await userIdByEmail(t.database, DEMO_ACCOUNTS.Administrator);
  ids.lider = await userIdByEmail(t.database, DEMO_ACCOUNTS.Lider);
  ids.kontraktor = await userIdByEmail(t.database, DEMO_ACCOUNTS.Kontraktor);
  ids.colleague = (await makeUser(t.database, ['Kontraktor'], { first: 'Kamil', last: 'Kolega' })).id;
  await t.database.db.insert(rates).values([
    { userId: ids.kontraktor, hourlyRate: '100', validFrom: '2026-01-01' },
    { userId: ids.colleague, hourlyRate: '150', validFrom: '2026-01-01' },
    { userId: ids.admin, hourlyRate: '300', validFrom: '2026-01-01' },
  ]);
  const budget = { budgetHours: '100', budgetAmount: '10000', customer: 'Pieniądze' };
  p.covered = await insertProject(t.database, { name: 'Kasa kontraktorów', leaderId: ids.lider, ...budget });
  p.mixed = await insertProject(t.database, { name: 'Kasa mieszana', leaderId: ids.lider, ...budget });
  p.other = await insertProject(t.database, { name: 'Kasa cudza', leaderId: ids.admin, ...budget });
  for (const id of Object.values(p)) {
    await allocate(t.database, id, ids.kontraktor, '2026-03');
    await allocate(t.database, id, ids.colleague, '2026-03');
    // 2 h each: the contractor's 200 zł and the colleague's 300 zł.
    await insertEntry(t.database, { userId: ids.kontraktor, projectId: id, day: '2026-03-02', minutes: 120 });
    await insertEntry(t.database, { userId: ids.colleague, projectId: id, day: '2026-03-02', minutes: 120 });
  }
  await insertEntry(t.database, { userId: ids.admin, projectId: p.mixed, day: '2026-03-03', minutes: 60 });
});

const listed = async (client: TestClient) =>
  ((await client.get(projectsContract.path, { query: { search: 'Pieniądze', per_page: '100' } })).json().data as Project[]);
const hasMoney = (row: Project) => PROJECT_MONEY_FIELDS.every((f) => f in row);
const hasNoMoney = (row: Project) => PROJECT_MONEY_FIELDS.every((f) => !(f in row));
/** Per project of the fixture: whether the caller got its money (every field) or none of it. */
async function moneyIn(client: TestClient): Promise<Record<keyof typeof p, boolean | 'partly'>> {
  const rowsOf = await listed(client);
  const one = async (id: number) => {
    const inList = rowsOf.find((r) => r.id === id)!;
    const item = (await client.get(projectsContract.itemPath(id))).json() as Project;
    // Hours are for everyone who sees the project.
    expect(inList).toMatchObject({ hours_used: expect.any(Number), budget_used_percent: expect.any(Number), budget_hours: 100 });
    expect(item).toMatchObject({ hours_used: inList.hours_used, budget_used_percent: inList.budget_used_percent });
    if (hasMoney(inList) && hasMoney(item)) return true;
    if (hasNoMoney(inList) && hasNoMoney(item)) return false;
    return 'partly' as const;
  };
  return { covered: await one(p.covered), mixed: await one(p.mixed), other: await one(p.other) };
}

describe('who sees a project’s money', () => {
  it('administrators always; the Lider on the projects they lead with only contractors’ time; the Kontraktor never', async () => {
    expect(await moneyIn(c.superadmin)).toEqual({ covered: true, mixed: true, other: true });
    expect(await moneyIn(c.admin)).toEqual({ covered: true, mixed: true, other: true });
    expect(await moneyIn(c.lider)).toEqual({ covered: true, mixed: false, other: false });
    expect(await moneyIn(c.kontraktor)).toEqual({ covered: false, mixed: false, other: false });
  });

  it('gives the administrator the whole cost and its share of the budget', async () => {
    const mixed = (await listed(c.admin)).find((r) => r.id === p.mixed)!;
    // 200 + 300 + 300 zł of 10 000 zł; 5 h of 100 h.
    expect(mixed).toMatchObject({ budget_amount: 10000, cost_used: 800, cost_used_percent: 8, hours_used: 5, budget_used_percent: 5 });
  });

  it('leaves the contractor nothing to subtract: own cost in the time totals, no project total anywhere', async () => {
    const row = (await listed(c.kontraktor)).find((r) => r.id === p.covered)!;
    expect(row).toMatchObject({ hours_used: 4 });
    expect(row).not.toHaveProperty('cost_used');
    // The time list filtered by the project: own entries and own cost only (100 zł/h × 2 h).
    const times = (await c.kontraktor.get(timeEntriesContract.path, { query: { project_id: String(p.covered), from: '2026-03-01', to: '2026-03-31' } })).json();
    expect(times.meta.totals).toMatchObject({ minutes: 120, cost: 200 });
    // The project's report: own time and cost, no budget amount nor share of it.
    const report = (await c.kontraktor.get(`/api/reports/projects/${p.covered}`)).json();
    expect(report.totals).toEqual({ minutes: 120, cost: 200 });
    expect(report.project).toMatchObject({ budget_amount: null, cost_percent: null, budget_hours: 100, hours_percent: 2 });
    const all = (await c.kontraktor.get('/api/reports/projects')).json().data as { project: { id: number }; budget_amount: unknown; cost_percent: unknown }[];
    for (const r of all.filter((x) => Object.values(p).includes(x.project.id))) expect(r).toMatchObject({ budget_amount: null, cost_percent: null });
    // The administrator's report of the same project keeps the budget.
    expect((await c.admin.get(`/api/reports/projects/${p.covered}`)).json().project).toMatchObject({ budget_amount: 10000, cost_percent: 5 });
    // The Lider's: where they see the money, and not where an administrator's hour is in it.
    expect((await c.lider.get(`/api/reports/projects/${p.covered}`)).json().project).toMatchObject({ budget_amount: 10000, cost_percent: 5 });
    expect((await c.lider.get(`/api/reports/projects/${p.mixed}`)).json().project).toMatchObject({ budget_amount: null, cost_percent: null });
  });

  it('leaves money out of the CSV export, of write answers and of archive answers alike', async () => {
    const header = async (client: TestClient) => (await client.get(`${projectsContract.path}/export.csv`, { query: { search: 'Pieniądze' } })).body
      .replace('\uFEFF', '').split('\n')[0]!;
    expect(await header(c.admin)).toContain('budżet kwotowy');
    expect(await header(c.admin)).toContain('koszt');
    expect(await header(c.kontraktor)).not.toContain('budżet kwotowy');
    expect(await header(c.kontraktor)).not.toContain('koszt');
    expect(await header(c.kontraktor)).toContain('wykorzystane godziny');
    // The Lider's list mixes both: the columns are there, the cells of the hidden projects empty.
    const liderCsv = (await c.lider.get(`${projectsContract.path}/export.csv`, { query: { search: 'Pieniądze' } })).body.replace('\uFEFF', '').trim().split('\n');
    expect(liderCsv[0]).toContain('budżet kwotowy');
    expect(liderCsv.find((l) => l.startsWith(`${p.covered};`))).toContain('10000');
    expect(liderCsv.find((l) => l.startsWith(`${p.other};`))).not.toContain('10000');

    const archived = await c.lider.post(`${projectsContract.itemPath(p.other)}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(hasNoMoney(archived.json().data)).toBe(true);
    expect(hasNoMoney((await c.lider.post(`${projectsContract.itemPath(p.other)}/unarchive`)).json().data)).toBe(true);
    expect(hasMoney((await c.admin.post(`${projectsContract.itemPath(p.other)}/archive`)).json().data)).toBe(true);
    await c.admin.post(`${projectsContract.itemPath(p.other)}/unarchive`);
  });

  it('keeps the budget amount a Lider may not see when they edit the project, and lets them set one they may', async () => {
    const form = (name: string, leader: number, amount: number | null) => ({
      name, customer: 'Pieniądze', description: '', category_id: null, status_id: null, leader_id: leader,
      budget_hours: 100, budget_amount: amount, deadline: null,
    });
    // The form leaves the field out (empty): the stored amount stays, and the answer doesn't carry it.
    const other = await c.lider.put(projectsContract.itemPath(p.other), form('Kasa cudza', ids.admin, null));
    expect(other.statusCode, other.body).toBe(200);
    expect(hasNoMoney(other.json().data)).toBe(true);
    expect((await c.admin.get(projectsContract.itemPath(p.other))).json()).toMatchObject({ budget_amount: 10000 });
    // Nor can a hand-made request change it.
    expect((await c.lider.put(projectsContract.itemPath(p.other), form('Kasa cudza', ids.admin, 1))).statusCode).toBe(200);
    expect((await c.admin.get(projectsContract.itemPath(p.other))).json()).toMatchObject({ budget_amount: 10000 });
    // Their own project with only contractors' time: theirs to see and to change.
    const own = await c.lider.put(projectsContract.itemPath(p.covered), form('Kasa kontraktorów', ids.lider, 12000));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ budget_amount: 12000, cost_used: 500 });
    await c.lider.put(projectsContract.itemPath(p.covered), form('Kasa kontraktorów', ids.lider, 10000));
  });
});

describe('one budget percentage', () => {
  it('reads the same in the list, the project, the dashboard, the report and the notification', async () => {
    // 5271 min = 87.85 h of 100 h: 87.9 % rounded half up (the notification used to say 87,8 %, the dashboard 88 %).
    const id = await insertProject(t.database, { name: 'Procentowy', customer: 'Procent', leaderId: ids.lider, budgetHours: '100' });
    for (let day = 1; day <= 11; day++) {
      await insertEntry(t.database, { userId: ids.kontraktor, projectId: id, day: `2026-04-${String(day).padStart(2, '0')}`, minutes: day <= 10 ? 500 : 271 });
    }
    await t.database.db.transaction((tx) => checkBudgetAlerts(tx, id));

    const [row] = (await c.lider.get(projectsContract.path, { query: { search: 'Procent' } })).json().data as Project[];
    expect(row).toMatchObject({ hours_used: 87.85, budget_used_percent: 87.9 });
    expect((await c.lider.get(projectsContract.itemPath(id))).json()).toMatchObject({ budget_used_percent: 87.9 });
    const dashboard = (await c.lider.get('/api/dashboard')).json();
    expect(dashboard.projects.find((x: { id: number }) => x.id === id)).toMatchObject({ hours_used: 87.85, percent: 87.9 });
    expect((await c.lider.get(`/api/reports/projects/${id}`)).json().project).toMatchObject({ hours_percent: 87.9 });
    const notes = await rows<{ user_id: number; body: string }>(t.database,
      sql`select user_id, body from notifications where link = ${`/projekty/${id}/szczegoly`} and user_id = ${ids.lider}`);
    expect(notes.map((n) => n.body)).toEqual(['Przepracowano 87,85 h z 100 h budżetu (87,9\u00a0%).']);
  });
});
