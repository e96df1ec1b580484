import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, statuses, users } from '../../../src/db/schema.js';
import { DEMO_ACCOUNTS, TestClient, userIdByEmail, withApp } from '../../helpers/index.js';
import { makeRole, makeUser, signInEmail } from '../../helpers/projects.js';
import { projectsContract, statusesContract } from '@harmony/shared';

/**
 * GET /api/projects/options: the project form's selects for whoever may add or edit projects — a Lider
 * included, who gets 403 from the statuses and users administration lists the form used to read.
 */
const t = withApp();
const superadmin = t.client('Superadministrator');
const admin = t.client('Administrator');
const lider = t.client('Lider');
const kontraktor = t.client('Kontraktor');
let ownOnly: TestClient;
const ids = { superadmin: 0, admin: 0, lider: 0, kontraktor: 0, ownOnly: 0, inactive: 0, first: 0, second: 0, orders: 0, category: 0 };

type Ref = { id: number; name: string; color?: string };
const idsOf = (list: Ref[]) => list.map((r) => r.id);

beforeAll(async () => {
  ids.superadmin = await userIdByEmail(t.database, DEMO_ACCOUNTS.Superadministrator);
  ids.admin = await userIdByEmail(t.database, DEMO_ACCOUNTS.Administrator);
  ids.lider = await userIdByEmail(t.database, DEMO_ACCOUNTS.Lider);
  ids.kontraktor = await userIdByEmail(t.database, DEMO_ACCOUNTS.Kontraktor);
  const role = await makeRole(t.database, 'Tylko własne projekty', [['Projekty__wlasne', 'listowanie'], ['Projekty__wlasne', 'edycja']]);
  const own = await makeUser(t.database, [role], { first: 'Olga', last: 'Własna' });
  ids.ownOnly = own.id;
  ownOnly = await signInEmail(t.app, own.email);
  ids.inactive = (await makeUser(t.database, ['Kontraktor'], { first: 'Ina', last: 'Nieaktywna' })).id;
  await t.database.db.update(users).set({ active: false }).where(eq(users.id, ids.inactive));
  const { db } = t.database;
  // Position orders the statuses, not the name.
  ids.second = (await db.insert(statuses).values({ name: 'A-zakończony', color: '#00aa00', position: 2, appliesTo: 'projects' }).returning())[0]!.id;
  ids.first = (await db.insert(statuses).values({ name: 'Z-nowy', color: '#aa0000', position: 1, appliesTo: 'projects' }).returning())[0]!.id;
  ids.orders = (await db.insert(statuses).values({ name: 'Wysłane', appliesTo: 'orders' }).returning())[0]!.id;
  ids.category = (await db.insert(categories).values({ name: 'Opcje formularza', color: '#123456' }).returning())[0]!.id;
});

describe('GET /api/projects/options', () => {
  it('gives a Lider (no Administracja) the project statuses in order, the categories and the active users as leaders', async () => {
    // What the form used to load: refused to a Lider.
    expect((await lider.get(statusesContract.path, { query: { applies_to: 'projects' } })).statusCode).toBe(403);
    const res = await lider.get(`${projectsContract.path}/options`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { statuses: Ref[]; categories: Ref[]; leaders: Ref[] };
    expect(Object.keys(body).sort()).toEqual(['categories', 'leaders', 'statuses']);
    expect(body.statuses).toEqual([
      { id: ids.first, name: 'Z-nowy', color: '#aa0000' },
      { id: ids.second, name: 'A-zakończony', color: '#00aa00' },
    ]);
    expect(body.categories).toContainEqual({ id: ids.category, name: 'Opcje formularza', color: '#123456' });
    expect(idsOf(body.leaders)).toEqual(expect.arrayContaining([ids.admin, ids.lider, ids.kontraktor, ids.ownOnly]));
    expect(idsOf(body.leaders)).not.toContain(ids.inactive);
    // Superadministrators don't exist for anyone else.
    expect(idsOf(body.leaders)).not.toContain(ids.superadmin);
  });

  it('lets the Lider save a project with what it offers', async () => {
    const { statuses: [status], categories: [category] } = (await lider.get(`${projectsContract.path}/options`)).json() as { statuses: Ref[]; categories: Ref[] };
    const res = await lider.post(projectsContract.path, { name: 'Projekt z opcji', status_id: status!.id, category_id: category!.id, leader_id: ids.lider });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.status).toEqual({ id: ids.first, name: 'Z-nowy', color: '#aa0000' });
  });

  it('offers Superadministrators to a Superadministrator only', async () => {
    expect(idsOf((await superadmin.get(`${projectsContract.path}/options`)).json().leaders)).toContain(ids.superadmin);
    expect(idsOf((await admin.get(`${projectsContract.path}/options`)).json().leaders)).not.toContain(ids.superadmin);
  });

  it('offers only themself as leader to who may write only the projects they lead', async () => {
    const body = (await ownOnly.get(`${projectsContract.path}/options`)).json();
    expect(body.leaders).toEqual([{ id: ids.ownOnly, name: 'Olga Własna' }]);
    expect(idsOf(body.statuses)).toEqual([ids.first, ids.second]);
  });

  it('is refused to who may neither add nor edit projects, and to strangers', async () => {
    const res = await kontraktor.get(`${projectsContract.path}/options`);
    expect(res.statusCode).toBe(403);
    expect((await t.anonymous().get(`${projectsContract.path}/options`)).statusCode).toBe(401);
  });
});
