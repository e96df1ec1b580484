import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rates } from '../../../src/db/schema.js';
import { checkBudgetAlerts } from '../../../src/modules/projects/budget-alerts.js';
import { DEMO_ACCOUNTS, rows, userIdByEmail, withApp } from '../../helpers/index.js';
import { insertEntry, insertProject, makeUser } from '../../helpers/projects.js';
import { projectsContract } from '@harmony/shared';

/** Budget alerts: 80 % and 100 % of a project's hours (or money) budget, once each, to the leader and admins. */
const t = withApp();
const admin = t.client('Administrator');
const ids = { superadmin: 0, admin: 0, lider: 0, kontraktor: 0, retired: 0 };

beforeAll(async () => {
  ids.superadmin = await userIdByEmail(t.database, DEMO_ACCOUNTS.Superadministrator);
  ids.admin = await userIdByEmail(t.database, DEMO_ACCOUNTS.Administrator);
  ids.lider = await userIdByEmail(t.database, DEMO_ACCOUNTS.Lider);
  ids.kontraktor = await userIdByEmail(t.database, DEMO_ACCOUNTS.Kontraktor);
  // An administrator who left gets nothing.
  ids.retired = (await makeUser(t.database, ['Administrator'])).id;
  await t.database.db.execute(sql`update users set active = false where id = ${ids.retired}`);
});

interface Sent { user_id: number; title: string; body: string; link: string }
const sentFor = (projectId: number) =>
  rows<Sent>(t.database, sql`select user_id, title, body, link from notifications where link = ${`/projekty/${projectId}/szczegoly`} order by id`);
/** Runs the check the way time tracking does: inside a transaction. */
const check = (projectId: number) => t.database.db.transaction((tx) => checkBudgetAlerts(tx, projectId));
const recipients = () => [ids.superadmin, ids.admin, ids.lider].sort((a, b) => a - b);

describe('hours budget', () => {
  it('notifies the leader and active administrators at 80 % and at 100 %, once each', async () => {
    const id = await insertProject(t.database, { name: 'Strona Acme', budgetHours: '10', leaderId: ids.lider });
    await insertEntry(t.database, { userId: ids.kontraktor, projectId: id, day: '2026-05-04', minutes: 420 });
    await check(id);
    expect(await sentFor(id)).toEqual([]);

    // 420 + 60 = 480 min = 8 h = 80 %.
    await insertEntry(t.database, { userId: ids.kontraktor, projectId: id, day: '2026-05-05', minutes: 60 });
    await check(id);
    await check(id);
    const first = await sentFor(id);
    expect(first.map((n) => n.user_id).sort((a, b) => a - b)).toEqual(recipients());
    expect(first[0]).toEqual({
      user_id: expect.any(Number),
      title: 'Projekt „Strona Acme”: wykorzystano 80\u00a0% budżetu godzin',
      body: 'Przepracowano 8 h z 10 h budżetu (80\u00a0%).',
      link: `/projekty/${id}/szczegoly`,
    });

    // 480 + 135 = 615 min = 10.25 h = 102.5 %.
    await insertEntry(t.database, { userId: ids.lider, projectId: id, day: '2026-05-06', minutes: 135 });
    await check(id);
    await check(id);
    const all = await sentFor(id);
    expect(all).toHaveLength(6);
    const second = all.slice(3);
    expect(second.map((n) => n.user_id).sort((a, b) => a - b)).toEqual(recipients());
    expect(second[0]).toMatchObject({
      title: 'Projekt „Strona Acme”: wykorzystano 100\u00a0% budżetu godzin',
      body: 'Przepracowano 10,25 h z 10 h budżetu (102,5\u00a0%).',
    });
    const marks = await rows(t.database, sql`select kind, threshold from budget_alerts where project_id = ${id} order by threshold`);
    expect(marks).toEqual([{ kind: 'hours', threshold: 80 }, { kind: 'hours', threshold: 100 }]);
  });

  it('sends one notification (the higher threshold) when both are crossed at once', async () => {
    const id = await insertProject(t.database, { name: 'Skok', budgetHours: '1' });
    await insertEntry(t.database, { userId: ids.kontraktor, projectId: id, day: '2026-05-07', minutes: 90 });
    await check(id);
    const sent = await sentFor(id);
    // No leader: administrators only.
    expect(sent.map((n) => n.user_id).sort((a, b) => a - b)).toEqual([ids.superadmin, ids.admin].sort((a, b) => a - b));
    expect(new Set(sent.map((n) => n.title))).toEqual(new Set(['Projekt „Skok”: wykorzystano 100\u00a0% budżetu godzin']));
    expect(await rows(t.database, sql`select threshold from budget_alerts where project_id = ${id} order by threshold`))
      .toEqual([{ threshold: 80 }, { threshold: 100 }]);
  });

  it('ignores projects without a budget, and missing ones', async () => {
    const id = await insertProject(t.database, { name: 'Bez limitu' });
    await insertEntry(t.database, { userId: ids.kontraktor, projectId: id, day: '2026-05-08', minutes: 600 });
    await check(id);
    await check(999999);
    expect(await sentFor(id)).toEqual([]);
  });

  it('forgets alerts a raised budget no longer reaches, and alerts at once when a lowered one is reached', async () => {
    const id = await insertProject(t.database, { name: 'Zmienny', budgetHours: '10', leaderId: ids.lider });
    await insertEntry(t.database, { userId: ids.kontraktor, projectId: id, day: '2026-05-11', minutes: 540 });
    await check(id);
    expect(await sentFor(id)).toHaveLength(3);
    const form = { name: 'Zmienny', leader_id: ids.lider, budget_hours: 20 };
    expect((await admin.put(projectsContract.itemPath(id), form)).statusCode).toBe(200);
    expect(await rows(t.database, sql`select threshold from budget_alerts where project_id = ${id}`)).toEqual([]);
    // 9 h of 11 h = 81.8 %: the 80 % alert goes out again, right away.
    expect((await admin.put(projectsContract.itemPath(id), { ...form, budget_hours: 11 })).statusCode).toBe(200);
    const sent = await sentFor(id);
    expect(sent).toHaveLength(6);
    expect(sent[5]!.body).toBe('Przepracowano 9 h z 11 h budżetu (81,8\u00a0%).');
    // An edit that leaves the budget alone sends nothing.
    expect((await admin.put(projectsContract.itemPath(id), { ...form, budget_hours: 11, customer: 'Nowy' })).statusCode).toBe(200);
    expect(await sentFor(id)).toHaveLength(6);
  });
});

describe('money budget', () => {
  it('alerts on the cost of the entries at their rates', async () => {
    const user = (await makeUser(t.database, ['Kontraktor'])).id;
    await t.database.db.insert(rates).values({ userId: user, hourlyRate: '200', validFrom: '2026-01-01' });
    const id = await insertProject(t.database, { name: 'Kwotowy', budgetAmount: '1000' });
    // 4 h × 200 zł = 800 zł = 80 % of 1000 zł.
    await insertEntry(t.database, { userId: user, projectId: id, day: '2026-05-12', minutes: 240 });
    await check(id);
    await check(id);
    const sent = await sentFor(id);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      title: 'Projekt „Kwotowy”: wykorzystano 80\u00a0% budżetu kwotowego',
      body: 'Koszt pracy to 800 zł z 1000 zł budżetu (80\u00a0%).',
    });
    expect(await rows(t.database, sql`select kind, threshold from budget_alerts where project_id = ${id}`)).toEqual([{ kind: 'amount', threshold: 80 }]);
  });

  it('tells the leader about money only while the money sums no one outside their scope (projects/money.ts)', async () => {
    const contractor = (await makeUser(t.database, ['Kontraktor'])).id;
    await t.database.db.insert(rates).values([
      { userId: contractor, hourlyRate: '100', validFrom: '2026-01-01' },
      { userId: ids.admin, hourlyRate: '300', validFrom: '2026-01-01' },
    ]);
    // Only a contractor's time: the Lider leading it sees its money, so the money alert reaches them too.
    const covered = await insertProject(t.database, { name: 'Kontraktorski', budgetAmount: '1000', budgetHours: '100', leaderId: ids.lider });
    await insertEntry(t.database, { userId: contractor, projectId: covered, day: '2026-05-12', minutes: 480 });
    await check(covered);
    expect((await sentFor(covered)).map((n) => n.user_id).sort((a, b) => a - b)).toEqual(recipients());

    // An administrator's hour is in the cost too: the leader would learn the administrator's rate, so only the
    // administrators hear about money; the hours alert still reaches the leader.
    const mixed = await insertProject(t.database, { name: 'Mieszany', budgetAmount: '1000', budgetHours: '10', leaderId: ids.lider });
    await insertEntry(t.database, { userId: contractor, projectId: mixed, day: '2026-05-12', minutes: 300 });
    await insertEntry(t.database, { userId: ids.admin, projectId: mixed, day: '2026-05-13', minutes: 180 });
    await check(mixed);
    const sent = await sentFor(mixed);
    const to = (kind: string) => sent.filter((n) => n.title.includes(kind)).map((n) => n.user_id).sort((a, b) => a - b);
    // 8 h of 10 h; 500 + 900 = 1400 zł of 1000 zł.
    expect(to('budżetu godzin')).toEqual(recipients());
    expect(to('budżetu kwotowego')).toEqual([ids.superadmin, ids.admin].sort((a, b) => a - b));
    expect(sent.find((n) => n.title.includes('kwotowego'))!.body).toBe('Koszt pracy to 1400 zł z 1000 zł budżetu (140\u00a0%).');
  });
});
